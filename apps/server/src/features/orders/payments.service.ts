// The payment steps before placing an order: the sandbox's card form (a one-time token), the
// wallet order for the server-computed amount and its approval, and the publishable key.
import type { z } from 'zod';
import type {
  approveWalletOrderRequest,
  cardTokenRequest,
  walletOrderRequest,
  WalletOrderAnswer,
} from '@bazaar/contract/schemas/orders';
import { paiseToDecimalText } from '@bazaar/contract/money/paise';
import { ApiError, ShopperOutcome } from '../../api-errors.ts';
import type { CurrentUser } from '../../auth/current-user.ts';
import { PaymentDeclined, type WalletOrder } from '../../gateways/payment/payment-gateway.ts';
import type { SandboxGateway } from '../../gateways/payment/sandbox-gateway.ts';
import type { OrdersContext } from './context.ts';
import { draftOrder } from './draft-order.ts';
import { payablePaise } from './order-draft.ts';

function sandboxOf(ctx: OrdersContext): SandboxGateway {
  // With a real provider the browser talks to the provider for these steps.
  if (!ctx.sandbox) throw new ApiError(404, { id: 'unknownEndpoint' });
  return ctx.sandbox;
}

export async function createCardToken(
  ctx: OrdersContext,
  card: z.output<typeof cardTokenRequest>,
  user: CurrentUser,
): Promise<{ paymentToken: string }> {
  try {
    return { paymentToken: await sandboxOf(ctx).createCardToken(user.id, card) };
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
  const draft = await draftOrder(
    ctx.db,
    params,
    user.id,
    ctx.now(),
    ctx.freeDeliveryThresholdPaise,
  );
  if (draft.lines.length === 0) throw new ShopperOutcome('failure', { id: 'paymentMissing' });
  const order = await ctx.gateway.createWalletOrder({
    userId: user.id,
    amountPaise: payablePaise(draft),
  });
  return walletAnswer(order);
}

export async function approveWalletOrder(
  ctx: OrdersContext,
  { id }: z.output<typeof approveWalletOrderRequest>,
  user: CurrentUser,
): Promise<WalletOrderAnswer> {
  const order = await sandboxOf(ctx).approveWalletOrder(user.id, id);
  if (!order) throw new ShopperOutcome('failure', { id: 'walletNotApproved' });
  return walletAnswer(order);
}
