// Provider orders made before the browser pays (order-first providers: Razorpay, PayPal,
// Stripe's PaymentIntent), one payment_transactions row each: who it is for, the amount the
// server priced, and where it stands. Its idempotency_reference is the checkout's own
// (`checkout-<random>`, the provider order's receipt) until an order attempt claims it, then
// the attempt's (`attempt-<id>`), so findPayment answers for either.
//   created → claimed (an attempt is placing it) → captured
//   created → paid (the provider's webhook: paid, browser not back yet) → claimed | abandoned
// Every move is conditional on the state read, so a checkout is claimed once, and never both
// claimed and refunded as abandoned.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { PAYMENT_METHOD } from '@bazaar/contract/constants';
import type { Database } from '../../db/schema.ts';
import type { PaymentMethodKind } from './payment-gateway.ts';

export type CheckoutState = 'created' | 'paid' | 'claimed' | 'captured' | 'abandoned';

export const newCheckoutReference = () => `checkout-${randomBytes(12).toString('base64url')}`;

export interface NewCheckout {
  provider: string;
  orderId: string;
  method: PaymentMethodKind;
  userId: number;
  amountPaise: number;
  currency: string;
  reference: string;
}

export async function insertCheckout(db: Kysely<Database>, checkout: NewCheckout) {
  await db
    .insertInto('payment_transactions')
    .values({
      user_id: checkout.userId,
      payment_method_id:
        checkout.method === 'card' ? PAYMENT_METHOD.Card : PAYMENT_METHOD.OnlineWallet,
      provider: checkout.provider,
      provider_reference: checkout.orderId,
      amount_paise: checkout.amountPaise,
      currency: checkout.currency,
      status: 'created',
      payload_json: null,
      idempotency_reference: checkout.reference,
    })
    .execute();
}

export function findCheckout(db: Kysely<Database>, provider: string, orderId: string) {
  return db
    .selectFrom('payment_transactions')
    .select(['id', 'user_id', 'amount_paise', 'currency', 'status', 'idempotency_reference'])
    .where('provider', '=', provider)
    .where('provider_reference', '=', orderId)
    .executeTakeFirst();
}

export function findCheckoutByReference(db: Kysely<Database>, provider: string, reference: string) {
  return db
    .selectFrom('payment_transactions')
    .select(['provider_reference', 'amount_paise', 'currency', 'status'])
    .where('provider', '=', provider)
    .where('idempotency_reference', '=', reference)
    .executeTakeFirst();
}

/**
 * The attempt takes the checkout for itself (created or paid → claimed), only when it is the
 * shopper's and for exactly the amount being placed; false when it is not (another attempt
 * has it, it was abandoned, or it is for another amount or shopper).
 */
export async function claimCheckout(
  db: Kysely<Database>,
  claim: {
    provider: string;
    orderId: string;
    userId: number;
    amountPaise: number;
    reference: string;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('payment_transactions')
    .set({ status: 'claimed', idempotency_reference: claim.reference, updated_at: isoNow() })
    .where('provider', '=', claim.provider)
    .where('provider_reference', '=', claim.orderId)
    .where('user_id', '=', claim.userId)
    .where('amount_paise', '=', claim.amountPaise)
    .where('status', 'in', ['created', 'paid'])
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Moves a checkout from one state to the next; true when this call moved it. */
export async function moveCheckout(
  db: Kysely<Database>,
  where: { provider: string; orderId: string; from: readonly CheckoutState[] },
  to: CheckoutState,
  payload?: unknown,
): Promise<boolean> {
  const result = await db
    .updateTable('payment_transactions')
    .set({
      status: to,
      updated_at: isoNow(),
      ...(payload === undefined ? {} : { payload_json: JSON.stringify(payload) }),
    })
    .where('provider', '=', where.provider)
    .where('provider_reference', '=', where.orderId)
    .where('status', 'in', [...where.from])
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Checkouts a webhook said were paid whose browser has not come back since `before`. */
export function paidUnclaimedBefore(db: Kysely<Database>, before: Date, limit = 20) {
  return db
    .selectFrom('payment_transactions')
    .select(['provider', 'provider_reference', 'idempotency_reference'])
    .where('status', '=', 'paid')
    .where('updated_at', '<', before.toISOString())
    .orderBy('id')
    .limit(limit)
    .execute();
}

const isoNow = () => new Date().toISOString();
