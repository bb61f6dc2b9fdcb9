// Invoice numbers under concurrency, through two app instances over one database: many first
// downloads of one order make one invoice with one number; many orders issued at once get the
// numbers 1..N of the year, each once, none skipped.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_PATH_PREFIX } from '@bazaar/contract/endpoints';
import { testConfig } from '../../config.ts';
import { DIALECTS } from '../../test/databases.ts';
import { buildAppBeside, useTestApp } from '../../test/test-app.ts';
import { createShopper, someProduct, type Shopper } from '../orders/orders.test-support.ts';
import { invoiceOfOrder } from './issue-invoice.service.ts';
import { insertInvoiceOrder, invoicesOf } from './invoices.test-support.ts';

describe.each(DIALECTS)('invoice numbers under concurrency on %s', (dialect) => {
  const t = useTestApp(dialect);
  let other: FastifyInstance;
  let shopper: Shopper;
  let productId: number;

  beforeAll(async () => {
    other = await buildAppBeside(t, dialect);
    shopper = await createShopper(t.db);
    productId = (await someProduct(t.db, false)).id;
  });
  afterAll(() => other.close());

  const newOrder = (state: string) =>
    insertInvoiceOrder(t.db, {
      userId: shopper.id,
      lines: [{ productId, quantity: 3, unitPaise: 33_333 }],
      shippingPaise: 4_900,
      discountPaise: 10_001,
      state,
    });

  it('gives one order one invoice however many first downloads race on two instances', async () => {
    const { orderId, orderNumber } = await newOrder('Maharashtra');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        (i % 2 === 0 ? t.app : other).inject({
          method: 'GET',
          url: `${INVOICE_PATH_PREFIX}/${orderNumber}`,
          headers: { Token: shopper.token },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const names = new Set(answers.map((a) => a.headers['content-disposition']));
    expect(names.size).toBe(1);
    const rows = await invoicesOf(t.db, orderId);
    expect(rows).toHaveLength(1);
    expect([...names][0]).toContain(rows[0]?.invoice_number.replaceAll('/', '-'));
  });

  it('numbers many orders issued at once 1..N without a gap or a repeat', async () => {
    const orders = await Promise.all(
      Array.from({ length: 30 }, (_, i) => newOrder(i % 3 === 0 ? 'Karnataka' : 'Maharashtra')),
    );
    // Every order asked twice at once, as a download and the shipped e-mail might.
    const issued = await Promise.all(
      orders.flatMap(({ orderId }) =>
        [0, 1].map(() => invoiceOfOrder(t.db, testConfig(), orderId)),
      ),
    );
    const byOrder = new Map<number, Set<string>>();
    for (const invoice of issued) {
      if (!invoice || invoice === 'cancelled') throw new Error('an order got no invoice');
      byOrder.set(
        invoice.orderId,
        (byOrder.get(invoice.orderId) ?? new Set()).add(invoice.invoiceNumber),
      );
    }
    expect([...byOrder.values()].every((numbers) => numbers.size === 1)).toBe(true);
    const rows = await t.db
      .selectFrom('invoices')
      .select(['sequence', 'financial_year'])
      .orderBy('sequence')
      .execute();
    const year = rows[0]?.financial_year;
    expect(rows.every((row) => row.financial_year === year)).toBe(true);
    expect(rows.map((row) => row.sequence)).toEqual(rows.map((_, i) => i + 1));
    expect(rows).toHaveLength(31);
    const counter = await t.db
      .selectFrom('invoice_counters')
      .select('last_number')
      .where('financial_year', '=', year ?? '')
      .executeTakeFirstOrThrow();
    expect(counter.last_number).toBe(31);
  });

  it('issues nothing and takes no number for an order that does not exist', async () => {
    expect(await invoiceOfOrder(t.db, testConfig(), 999_999_999)).toBeUndefined();
    const counters = await t.db.selectFrom('invoice_counters').select('last_number').execute();
    expect(counters.map((c) => c.last_number)).toEqual([31]);
  });

  it('starts the count again in a new financial year', async () => {
    const { orderId } = await newOrder('Maharashtra');
    const april = () => new Date('2027-04-01T00:00:00+05:30');
    const invoice = await invoiceOfOrder(t.db, testConfig(), orderId, april);
    expect(invoice).toMatchObject({ invoiceNumber: 'BZ/2027-28/000001' });
  });
});
