// The payment steps before placing an order: the sandbox's card form (a one-time token), the
// wallet order for the server-computed amount and its approval, and the publishable key.
import type { z } from 'zod';
import type {
  approveWalletOrderRequest,
  cardTokenRequest,
  CheckoutAnswer,
  checkoutRequest,
  walletOrderRequest,
  WalletOrderAnswer,
} from '@bazaar/contract/schemas/orders';
import { PAYMENT_METHOD } from '@bazaar/contract/constants';
import { paiseToDecimalText } from '@bazaar/contract/money/paise';
import { ApiError, ShopperOutcome } from '../../api-errors.ts';
import type { CurrentUser } from '../../auth/current-user.ts';
import {
  PaymentDeclined,
  type PaymentMethodKind,
  type WalletOrder,
} from '../../gateways/payment/payment-gateway.ts';
import {
  SANDBOX_PROVIDER,
  type SandboxGateway,
} from '../../gateways/payment/sandbox/sandbox-gateway.ts';
import type { OrdersContext } from './context.ts';
import { draftOrder } from './draft-order.ts';
import { payablePaise } from './order-draft.ts';

function sandboxOf(ctx: OrdersContext, method: PaymentMethodKind): SandboxGateway {
  // With a real provider the browser talks to the provider for these steps.
  const provider = ctx.providers?.[method] ?? SANDBOX_PROVIDER;
  if (!ctx.sandbox || provider !== SANDBOX_PROVIDER) {
    throw new ApiError(404, { id: 'unknownEndpoint' });
  }
  return ctx.sandbox;
}

/** The cart priced on the server (§4: the discounted total when positive, else the total). */
async function serverAmount(
  ctx: OrdersContext,
  params: z.output<typeof walletOrderRequest>,
  user: CurrentUser,
): Promise<number> {
  const draft = await draftOrder(
    ctx.db,
    params,
    user.id,
    ctx.now(),
    ctx.freeDeliveryThresholdPaise,
  );
  if (draft.lines.length === 0) throw new ShopperOutcome('failure', { id: 'paymentMissing' });
  return payablePaise(draft);
}

/** The provider's order for the cart, before the browser opens the provider's sheet. */
export async function createCheckout(
  ctx: OrdersContext,
  params: z.output<typeof checkoutRequest>,
  user: CurrentUser,
): Promise<CheckoutAnswer> {
  const amountPaise = await serverAmount(ctx, params, user);
  const method = params.PaymentMethod === PAYMENT_METHOD.Card ? 'card' : 'wallet';
  try {
    const checkout = await ctx.gateway.createCheckout({ method, userId: user.id, amountPaise });
    return {
      Provider: checkout.provider,
      OrderId: checkout.orderId,
      AmountPaise: checkout.amountPaise,
      Currency: checkout.currency,
      Key: checkout.publishableKey,
    };
  } catch (error) {
    if (error instanceof PaymentDeclined) throw new ShopperOutcome('failure', error.said);
    throw error;
  }
}

export async function createCardToken(
  ctx: OrdersContext,
  card: z.output<typeof cardTokenRequest>,
  user: CurrentUser,
): Promise<{ paymentToken: string }> {
  try {
    return { paymentToken: await sandboxOf(ctx, 'card').createCardToken(user.id, card) };
  } catch (error) {
    if (error instanceof PaymentDeclined) throw new ShopperOutcome('validation', error.said);
    throw error;
  }
}

const walletAnswer = (order: WalletOrder): WalletOrderAnswer => ({
  id: order.id,
  status: order.status,
  amount: { currency_code: 'INR', value: paiseToDecimalText(order.amountPaise) },
});

/** §4: one unit, INR, the discounted total when positive, else the total — priced here. */
export async function createWalletOrder(
  ctx: OrdersContext,
  params: z.output<typeof walletOrderRequest>,
  user: CurrentUser,
): Promise<WalletOrderAnswer> {
  const amountPaise = await serverAmount(ctx, params, user);
  const order = await ctx.gateway.createWalletOrder({ userId: user.id, amountPaise });
  return walletAnswer(order);
}

export async function approveWalletOrder(
  ctx: OrdersContext,
  { id }: z.output<typeof approveWalletOrderRequest>,
  user: CurrentUser,
): Promise<WalletOrderAnswer> {
  const order = await sandboxOf(ctx, 'wallet').approveWalletOrder(user.id, id);
  if (!order) throw new ShopperOutcome('failure', { id: 'walletNotApproved' });
  return walletAnswer(order);
}
