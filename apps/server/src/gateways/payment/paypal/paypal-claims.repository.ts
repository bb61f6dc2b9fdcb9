// The PayPal orders our attempts took (paypal_order_claims): the primary key on the PayPal
// order id is what makes one paid PayPal order pay for one order of ours, on every instance.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

/** Takes the PayPal order for this attempt; false when another attempt already took it. */
export async function claimPaypalOrder(
  db: Kysely<Database>,
  paypalOrderId: string,
  reference: string,
): Promise<boolean> {
  await db
    .insertInto('paypal_order_claims')
    .values({ paypal_order_id: paypalOrderId, reference })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const row = await db
    .selectFrom('paypal_order_claims')
    .select('reference')
    .where('paypal_order_id', '=', paypalOrderId)
    .executeTakeFirst();
  return row?.reference === reference;
}

/** Gives the PayPal order back when nothing was paid with it (not approved, declined). */
export async function releasePaypalOrder(
  db: Kysely<Database>,
  paypalOrderId: string,
  reference: string,
): Promise<void> {
  await db
    .deleteFrom('paypal_order_claims')
    .where('paypal_order_id', '=', paypalOrderId)
    .where('reference', '=', reference)
    .execute();
}

export async function paypalOrderOf(
  db: Kysely<Database>,
  reference: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('paypal_order_claims')
    .select('paypal_order_id')
    .where('reference', '=', reference)
    .executeTakeFirst();
  return row?.paypal_order_id;
}

export async function referenceOfPaypalOrder(
  db: Kysely<Database>,
  paypalOrderId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('paypal_order_claims')
    .select('reference')
    .where('paypal_order_id', '=', paypalOrderId)
    .executeTakeFirst();
  return row?.reference;
}
