// The order confirmation e-mail: what it says in each language, that no product name or note
// can inject markup, where digital items are downloaded, and (per dialect) the mail a placed
// order really queues.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS, PAYMENT_METHOD } from '@bazaar/contract/constants';
import { DIALECTS } from '../../test/databases.ts';
import { useTestApp } from '../../test/test-app.ts';
import { readMails } from '../accounts/accounts.test-support.ts';
import { loadOrderConfirmation, orderConfirmationMail } from './order-mail.ts';
import type { OrderConfirmation } from './order-mail-types.ts';
import {
  cartOf,
  createShopper,
  insertTestOrder,
  placeOrderAs,
  productWithStock,
  type Shopper,
} from './orders.test-support.ts';

const ORDER: OrderConfirmation = {
  to: 'asha@example.in',
  firstName: 'Asha',
  lang: 'en',
  orderNumber: 'BZ-20260401-7Q2K',
  placedAt: '2026-04-01T20:00:00.000Z',
  paymentMethodId: PAYMENT_METHOD.Card,
  subtotalPaise: 249_800,
  shippingPaise: 5_000,
  discountPaise: 25_480,
  totalPaise: 254_800,
  couponCode: 'FESTIVE10',
  note: 'Leave it with the guard',
  items: [
    {
      name: 'Silk Kurta',
      options: 'Colour: Maroon, Size: XL (+₹100)',
      quantity: 2,
      unitPaise: 99_900,
      totalPaise: 199_800,
      isDigital: false,
      downloadReady: false,
    },
    {
      name: 'Festive Lookbook 2026',
      options: '',
      quantity: 1,
      unitPaise: 50_000,
      totalPaise: 50_000,
      isDigital: true,
      downloadReady: true,
    },
  ],
  siteUrl: 'https://shop.example.in/',
};

describe('orderConfirmationMail', () => {
  it('says number, date, payment method, items and totals, in HTML and text', () => {
    const mail = orderConfirmationMail(ORDER);
    expect(mail.to).toBe('asha@example.in');
    expect(mail.subject).toBe('Your Bazaar order BZ-20260401-7Q2K');
    const says = [
      'BZ-20260401-7Q2K',
      // 20:00 UTC is the next day in India.
      '02-04-2026',
      'Credit Card',
      'Silk Kurta',
      'Colour: Maroon, Size: XL (+₹100)',
      '₹999',
      '₹1,998',
      'Coupon FESTIVE10',
      '−₹254.80',
      'Total paid',
      '₹2,293.20',
      'Leave it with the guard',
    ];
    for (const part of [mail.text, mail.html]) {
      for (const fragment of says) expect(part).toContain(fragment);
    }
    expect(mail.text).toContain(
      '- Silk Kurta — Colour: Maroon, Size: XL (+₹100): 2 × ₹999 = ₹1,998',
    );
    expect(mail.text).toContain('- Festive Lookbook 2026 (');
  });

  it('links ready downloads to the order history, never to the file', () => {
    const mail = orderConfirmationMail(ORDER);
    const url = 'https://shop.example.in/en/orders-history';
    expect(mail.text).toContain(
      `Your digital products are ready. Log in and download them from View Order History: ${url}`,
    );
    expect(mail.html).toContain(`<a href="${url}"`);
    expect(mail.html).not.toContain('download-digital-file');
  });

  it('says a cash-on-delivery download comes when the order is completed, and what is due', () => {
    const mail = orderConfirmationMail({
      ...ORDER,
      paymentMethodId: PAYMENT_METHOD.CashOnDelivery,
      siteUrl: undefined,
      items: ORDER.items.map((item) => ({ ...item, downloadReady: false })),
    });
    expect(mail.text).toContain('once your order is completed');
    expect(mail.text).toContain('Total to pay on delivery: ₹2,293.20');
    expect(mail.text).toContain('Cash on delivery');
    expect(mail.html).not.toContain('<a ');
  });

  it('has no downloads paragraph without digital items, nor coupon row without a discount', () => {
    const mail = orderConfirmationMail({
      ...ORDER,
      discountPaise: 0,
      couponCode: null,
      items: [ORDER.items[0] as OrderConfirmation['items'][number]],
    });
    expect(mail.text).not.toContain('digital');
    expect(mail.text).not.toContain('Coupon');
    expect(mail.text).toContain('Total paid: ₹2,548');
  });

  it('writes Arabic, right to left, for an Arabic shopper', () => {
    const mail = orderConfirmationMail({ ...ORDER, lang: 'ar' });
    expect(mail.subject).toBe('طلبك من بازار رقم BZ-20260401-7Q2K');
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).toContain('بطاقة ائتمان');
    expect(mail.text).toContain('الإجمالي المدفوع');
    expect(mail.html).toContain('https://shop.example.in/ar/orders-history');
  });

  it('escapes product names and notes: no markup gets in', () => {
    const evil = '<script>alert(1)</script>';
    const note = '"><img src=x onerror=alert(1)> & more';
    const mail = orderConfirmationMail({
      ...ORDER,
      note,
      couponCode: '<b>X</b>',
      items: [{ ...(ORDER.items[0] as OrderConfirmation['items'][number]), name: evil }],
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<b>X');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt; &amp; more');
    expect(mail.text).toContain(evil);
  });
});

describe.each(DIALECTS)('order confirmation mail on %s', (dialect) => {
  const t = useTestApp(dialect, { config: { PUBLIC_URL: 'https://shop.example.in' } });

  it('reads an order as written: the shopper’s language and which downloads are ready', async () => {
    const shopper = await createShopper(t.db, 'ar');
    const digital = await productWithStock(t.db, 100, { digital: true });
    const physical = await productWithStock(t.db, 100);
    const { orderId } = await insertTestOrder(t.db, {
      userId: shopper.id,
      paymentMethodId: PAYMENT_METHOD.Card,
      lines: [
        { productId: physical.id, quantity: 1 },
        { productId: digital.id, quantity: 1, statusId: ORDER_STATUS.Completed },
      ],
    });
    const order = await loadOrderConfirmation(t.db, orderId, 'https://shop.example.in');
    expect(order.lang).toBe('ar');
    expect(order.paymentMethodId).toBe(PAYMENT_METHOD.Card);
    expect(order.items.map((item) => [item.isDigital, item.downloadReady])).toEqual([
      [false, false],
      [true, true],
    ]);
    expect(physical.name_ar).toBeTruthy();
    expect(order.items[0]?.name).toBe(physical.name_ar);
    // The name frozen at order time, whatever the product is called later.
    await t.db
      .updateTable('products')
      .set({ name_ar: 'اسم جديد' })
      .where('id', '=', physical.id)
      .execute();
    const later = await loadOrderConfirmation(t.db, orderId, 'https://shop.example.in');
    expect(later.items[0]?.name).toBe(physical.name_ar);
  });

  it('names the items in English for an English shopper, and in Arabic for an Arabic one', async () => {
    const product = await productWithStock(t.db, 100, { skip: 2 });
    for (const lang of ['en', 'ar'] as const) {
      const shopper = await createShopper(t.db, lang);
      const { orderId } = await insertTestOrder(t.db, {
        userId: shopper.id,
        lines: [{ productId: product.id, quantity: 1 }],
      });
      const order = await loadOrderConfirmation(t.db, orderId);
      expect(order.items[0]?.name).toBe(lang === 'ar' ? product.name_ar : product.name);
    }
  });

  /** Places a cash-on-delivery order through the API; answers its number and the mail it sent. */
  async function placeAndReadMail(shopper: Shopper, params: Record<string, unknown>) {
    const placed = await placeOrderAs(t.app, shopper, params);
    const number = placed.data[0]?.OrderNumber ?? '';
    expect(number).not.toBe('');
    await t.app.mailer.kick();
    const mails = await readMails(path.join(t.filesDir, 'mail'));
    return { number, mail: mails.find((m) => m.subject.includes(number)) };
  }

  it('goes out with a placed cash-on-delivery order', async () => {
    const shopper = await createShopper(t.db);
    const product = await productWithStock(t.db, 5, { skip: 1 });
    const { number, mail } = await placeAndReadMail(shopper, {
      cartJsonData: cartOf([product.id, 2]),
      OrderNote: 'Call first <b>',
    });
    expect(mail?.subject).toBe(`Your Bazaar order ${number}`);
    expect(mail?.text).toContain(`${product.name}: 2 ×`);
    expect(mail?.text).toContain('Cash on delivery');
    expect(mail?.text).toContain('Your note: Call first <b>');
    expect(mail?.html).toContain('Call first &lt;b&gt;');
  });

  it('names what an Arabic shopper ordered in Arabic', async () => {
    const shopper = await createShopper(t.db, 'ar');
    const product = await productWithStock(t.db, 5, { skip: 3 });
    expect(product.name_ar).toBeTruthy();
    const { mail } = await placeAndReadMail(shopper, { cartJsonData: cartOf([product.id, 1]) });
    expect(mail?.text).toContain(`${product.name_ar ?? ''}: 1 ×`);
    expect(mail?.text).not.toContain(product.name);
  });
});
