// The sandbox's partial refunds, as a provider keeps them: one per idempotency reference (a
// repeat is answered as done and pays nothing more), never more than was captured in all; the
// payment reads 'refunded' once the whole amount is back.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { writeTransaction } from '../../../db/write-transaction.ts';
import { PaymentDeclined } from '../payment-gateway.ts';

const SANDBOX_PROVIDER = 'sandbox';

export async function refundPart(
  db: Kysely<Database>,
  refund: { reference: string; amountPaise: number; idempotencyReference: string },
  now: Date,
): Promise<void> {
  await writeTransaction(db, async (trx) => {
    const repeat = await trx
      .selectFrom('sandbox_refunds')
      .select(['provider_reference', 'amount_paise'])
      .where('idempotency_reference', '=', refund.idempotencyReference)
      .executeTakeFirst();
    if (repeat) return;
    const payment = await trx
      .selectFrom('payment_transactions')
      .select(['amount_paise', 'status'])
      .where('provider', '=', SANDBOX_PROVIDER)
      .where('provider_reference', '=', refund.reference)
      .executeTakeFirst();
    const before = await trx
      .selectFrom('sandbox_refunds')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_paise'), eb.lit(0)).as('paise'))
      .where('provider_reference', '=', refund.reference)
      .executeTakeFirstOrThrow();
    const refunded = before.paise + refund.amountPaise;
    if (payment?.status !== 'captured' || refunded > payment.amount_paise) {
      throw new PaymentDeclined({ id: 'refundRefused' });
    }
    await trx
      .insertInto('sandbox_refunds')
      .values({
        provider_reference: refund.reference,
        idempotency_reference: refund.idempotencyReference,
        amount_paise: refund.amountPaise,
      })
      .execute();
    if (refunded === payment.amount_paise) {
      await trx
        .updateTable('payment_transactions')
        .set({ status: 'refunded', updated_at: now.toISOString() })
        .where('provider', '=', SANDBOX_PROVIDER)
        .where('provider_reference', '=', refund.reference)
        .execute();
    }
  });
}
