// Which PayPal order an attempt may pay with, kept in the foundation's checkouts
// (payment_transactions, UNIQUE per provider and order id): one PayPal order pays for one order.
// An order our checkout made is claimed as the foundation claims any checkout (this shopper,
// this amount, not yet claimed). An order the provider storefront made in the browser has no
// checkout yet: it is written now, for this attempt, and claimed — a second attempt pointing
// at the same PayPal order then finds it taken.
import type { Kysely } from 'kysely';
import type { Message } from '@bazaar/i18n/message-catalogue';
import type { Database } from '../../../db/schema.ts';
import { claimCheckout, findCheckout, insertCheckout } from '../checkouts.repository.ts';
import { PAYPAL_PROVIDER } from './paypal-client.ts';

export interface PaypalClaim {
  orderId: string;
  userId: number;
  amountPaise: number;
  currency: string;
  reference: string;
}

/** undefined when the attempt holds the PayPal order now; else why it may not use it. */
export async function claimPaypalOrder(
  db: Kysely<Database>,
  claim: PaypalClaim,
): Promise<Message | undefined> {
  const at = { provider: PAYPAL_PROVIDER, ...claim };
  if (await claimCheckout(db, at)) return undefined;
  const row = await findCheckout(db, PAYPAL_PROVIDER, claim.orderId);
  if (!row) {
    try {
      await insertCheckout(db, { ...at, method: 'wallet' });
    } catch {
      // Another attempt wrote it first (UNIQUE provider + order id): it is theirs.
      return { id: 'walletOrderUsed' };
    }
    return (await claimCheckout(db, at)) ? undefined : { id: 'walletOrderUsed' };
  }
  // The same attempt asking again (its retry, or the sweep's look-up) keeps its claim.
  const mine = row.idempotency_reference === claim.reference && row.user_id === claim.userId;
  if (mine && (row.status === 'claimed' || row.status === 'captured')) return undefined;
  if (row.status === 'abandoned') return { id: 'paymentRefunded' };
  if (row.status === 'claimed' || row.status === 'captured') return { id: 'walletOrderUsed' };
  return row.amount_paise === claim.amountPaise
    ? { id: 'walletNotApproved' }
    : { id: 'walletAmountChanged' };
}
