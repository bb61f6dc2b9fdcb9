// The GST tax invoice through the app: the figures of an intra-state and an inter-state order
// with a coupon and odd paise, parsed back from the PDF, in English and Arabic; owner only.
import { beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_PATH_PREFIX } from '@bazaar/contract/endpoints';
import { DIALECTS } from '../../test/databases.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createShopper, someProduct, type Shopper } from '../orders/orders.test-support.ts';
import { invoicePdfForOrder } from './index.ts';
import { testConfig } from '../../config.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { moveStage } from '../orders/stages/stage-move.ts';
import { insertInvoiceOrder, invoicesOf, pdfText, setTaxClass } from './invoices.test-support.ts';

describe.each(DIALECTS)('GST tax invoices on %s', (dialect) => {
  const t = useTestApp(dialect);
  let shopper: Shopper;
  let kurta: number;
  let lipstick: number;
  /** ₹999 kurta (5 %) + 2 × ₹1,499 lipstick (18 %) + ₹99 shipping − ₹400.01 coupon. */
  const order = (state: string | null) =>
    insertInvoiceOrder(t.db, {
      userId: shopper.id,
      lines: [
        { productId: kurta, quantity: 1, unitPaise: 99_900 },
        { productId: lipstick, quantity: 2, unitPaise: 149_900 },
      ],
      shippingPaise: 9_900,
      discountPaise: 40_001,
      couponCode: 'DIWALI10',
      state,
    });
  const download = (orderNumber: string, who: Shopper | null = shopper, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `${INVOICE_PATH_PREFIX}/${orderNumber}${query}`,
      headers: who ? { Token: who.token } : {},
    });

  beforeAll(async () => {
    shopper = await createShopper(t.db);
    kurta = (await someProduct(t.db, false, 0)).id;
    lipstick = (await someProduct(t.db, false, 1)).id;
    await setTaxClass(t.db, kurta, '6211', 500);
    await setTaxClass(t.db, lipstick, '3304', 1_800);
  });

  it('splits an intra-state order into CGST and SGST and reconciles with what was paid', async () => {
    const { orderNumber } = await order('Maharashtra');
    const response = await download(orderNumber);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const text = await pdfText(response.rawPayload);
    for (const figure of [
      '27AABCB1234M1ZT',
      '6211',
      '856.21',
      '21.40',
      '21.41', // kurta: taxable, CGST, SGST
      '3304',
      '2,286.42',
      '205.77',
      '205.78', // lipsticks
      '996812',
      '83.90',
      '7.55', // shipping at the principal supply's 18 %
      '400.01',
      '3,226.53',
      '3,695.99', // discount, taxable total, paid
      'Rupees Three Thousand Six Hundred Ninety Five and Ninety Nine Paise Only',
      'Intra-state supply',
    ]) {
      expect(text).toContain(figure);
    }
    expect(text).not.toContain('IGST ');
    const number = /BZ\/\d{4}-\d{2}\/\d{6}/.exec(text)?.[0] ?? '';
    expect(response.headers['content-disposition']).toContain(
      `Tax invoice ${number.replaceAll('/', '-')}.pdf`,
    );
  });

  it('charges IGST on an inter-state order', async () => {
    const { orderNumber } = await order('Karnataka');
    const text = await pdfText((await download(orderNumber)).rawPayload);
    for (const figure of ['IGST', '42.81', '411.55', '15.10', '3,695.99', 'Inter-state supply']) {
      expect(text).toContain(figure);
    }
    expect(text).not.toContain('CGST');
  });

  it('gives the Arabic edition to ?lang=ar, with the same figures', async () => {
    const { orderNumber } = await order('Maharashtra');
    const response = await download(orderNumber, shopper, '?lang=ar');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-language']).toBe('ar');
    expect(response.headers['content-disposition']).toContain("filename*=UTF-8''");
    const text = await pdfText(response.rawPayload);
    for (const figure of ['27AABCB1234M1ZT', '856.21', '2,286.42', '83.90', '3,695.99']) {
      expect(text).toContain(figure);
    }
    expect(text).not.toContain('Rupees');
  });

  it('keeps one number per order, and the figures it was issued with', async () => {
    const { orderId, orderNumber } = await order(null);
    const first = await pdfText((await download(orderNumber)).rawPayload);
    await setTaxClass(t.db, kurta, '6211', 1_800);
    const again = await pdfText((await download(orderNumber)).rawPayload);
    await setTaxClass(t.db, kurta, '6211', 500);
    expect(again).toBe(first);
    const rows = await invoicesOf(t.db, orderId);
    expect(rows).toHaveLength(1);
    expect(first).toContain(rows[0]?.invoice_number);
    expect(first).toContain('Delivered electronically');
  });

  const cancel = (orderId: number, lineIds?: number[]) =>
    writeTransaction(t.db, (trx) =>
      moveStage(trx, {
        orderId,
        to: 'cancelled',
        actor: 'shopper',
        at: new Date(),
        ...(lineIds && { lineIds }),
      }),
    );

  it('leaves a line cancelled before the invoice off it, with what the kept line costs', async () => {
    const { orderId, orderNumber } = await order('Maharashtra');
    const lines = await t.db
      .selectFrom('order_items')
      .select(['id', 'product_id'])
      .where('order_id', '=', orderId)
      .execute();
    const lipstickLine = lines.find((line) => line.product_id === lipstick)?.id ?? 0;
    expect(await cancel(orderId, [lipstickLine])).toMatchObject({ outcome: 'moved' });
    const text = await pdfText((await download(orderNumber)).rawPayload);
    // ₹999 less the coupon's share of it (₹400.01 × 999 / 3,997 = ₹99.98); no shipping on the line.
    expect(text).toContain('899.02');
    expect(text).toContain('6211');
    expect(text).not.toContain('3304');
  });

  it('issues no invoice for an order cancelled whole, and says why', async () => {
    const { orderId, orderNumber } = await order('Maharashtra');
    expect(await cancel(orderId)).toMatchObject({ outcome: 'moved' });
    const response = await download(orderNumber);
    expect(response.statusCode).toBe(409);
    expect(JSON.parse(response.body)).toMatchObject({
      errorMessage: 'This order was cancelled before it was sent, so it has no tax invoice.',
    });
    expect(await invoicesOf(t.db, orderId)).toEqual([]);
  });

  it('answers anyone but the owner as if the order did not exist, and issues nothing', async () => {
    const { orderId, orderNumber } = await order('Maharashtra');
    const stranger = await createShopper(t.db);
    const theirs = await download(orderNumber, stranger);
    const missing = await download('BZ260101-NOSUCH', stranger);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(missing.body);
    expect((await download(orderNumber, null)).statusCode).toBe(401);
    expect((await download(orderNumber, { ...stranger, token: 'forged' })).statusCode).toBe(401);
    const issued = await invoicesOf(t.db, orderId);
    expect(issued).toEqual([]);
  });

  it('hands the shipped e-mail the PDF through invoicePdfForOrder', async () => {
    const { orderId } = await order('Karnataka');
    const pdf = await invoicePdfForOrder(t.db, testConfig(), orderId, 'en');
    if (!pdf || pdf === 'cancelled') throw new Error('no invoice');
    expect(pdf.fileName).toMatch(/^Tax invoice BZ-\d{4}-\d{2}-\d{6}\.pdf$/);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await invoicePdfForOrder(t.db, testConfig(), 999_999_999, 'en')).toBeUndefined();
  });
});
