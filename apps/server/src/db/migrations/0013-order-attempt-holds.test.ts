// Migration 0013: the held coupon on order attempts and the idempotency reference on payments,
// added (nullable, so rows written before keep working) and removed again by down.
import { it } from 'vitest';
import { describeMigration, expectColumns } from './test/migration-database.ts';

const ADDED = { order_attempts: ['coupon_id'], payment_transactions: ['idempotency_reference'] };

describeMigration('0013-order-attempt-holds', '0012-order-item-arabic-name', (t) => {
  it('adds the two columns, and down takes them away again', async () => {
    await t.up();
    await expectColumns(t.db, ADDED);
    await t.down();
    await expectColumns(t.db, ADDED, false);
  });
});
