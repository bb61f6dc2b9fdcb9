// The stage e-mail per dialect: one for every StageEvent in both languages, naming the lines a
// step concerns, the refunded amount, the order page link (or where to find the order without
// one), product names escaped in the HTML; and queueStageMail writing it to the outbox.
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@bazaar/contract/constants';
import type { StageEvent } from '@bazaar/contract/orders/fulfilment';
import { STAGE_TEXTS } from '@bazaar/i18n/orders';
import { DIALECTS } from '../../../test/databases.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { createShopper, insertTestOrder, someProduct } from '../orders.test-support.ts';
import { queueStageMail, stageMail } from './stage-mail.ts';

const EVENTS = Object.keys(STAGE_TEXTS) as StageEvent[];
const SITE = 'https://shop.example.in/';

describe.each(DIALECTS)('stage e-mails on %s', (dialect) => {
  const t = useTestApp(dialect);
  let shirt: Awaited<ReturnType<typeof someProduct>>;
  let lamp: Awaited<ReturnType<typeof someProduct>>;

  beforeAll(async () => {
    shirt = await someProduct(t.db, false, 1);
    lamp = await someProduct(t.db, false, 2);
  });

  const orderIn = async (lang: string, statusId: number = ORDER_STATUS.Completed) => {
    const shopper = await createShopper(t.db, lang);
    const order = await insertTestOrder(t.db, {
      userId: shopper.id,
      statusId,
      lines: [
        { productId: shirt.id, quantity: 2 },
        { productId: lamp.id, quantity: 1 },
      ],
    });
    const { order_number: number } = await t.db
      .selectFrom('orders')
      .select('order_number')
      .where('id', '=', order.orderId)
      .executeTakeFirstOrThrow();
    return { ...order, number };
  };

  it.each(['en', 'ar'] as const)('writes one distinct mail per step in %s', async (lang) => {
    const { orderId, number } = await orderIn(lang);
    const mails = await Promise.all(
      EVENTS.map((event) => stageMail(t.db, { orderId, event }, SITE)),
    );
    expect(new Set(mails.map((mail) => mail.subject)).size).toBe(EVENTS.length);
    for (const mail of mails) {
      expect(mail.subject).toContain(number);
      expect(mail.text).toContain(`https://shop.example.in/${lang}/orders/${number}`);
      expect(mail.html).toContain(`lang="${lang}"`);
      expect(mail.html).not.toMatch(/<img/i);
      if (lang === 'ar') expect(mail.subject).toMatch(/[\u0600-\u06FF]/);
    }
    const withInvoice = mails.filter((mail) => mail.text.includes('PDF'));
    expect(withInvoice.map((mail) => mail.subject)).toEqual([
      mails[EVENTS.indexOf('shipped')]?.subject,
    ]);
  });

  it('names only the lines a step concerns, and the amount refunded', async () => {
    const { orderId, itemIds } = await orderIn('en');
    const mail = await stageMail(
      t.db,
      { orderId, event: 'refunded', lineIds: [itemIds[1] ?? 0], refundPaise: 149_950 },
      SITE,
    );
    expect(mail.text).toContain(`- ${lamp.name} × 1`);
    expect(mail.text).not.toContain(shirt.name);
    expect(mail.text).toContain('Refund of ₹1,499.50 to your original payment method.');
  });

  it('names the lines by their stage when no lines are given', async () => {
    const { orderId } = await orderIn('en', ORDER_STATUS.Active);
    const mail = await stageMail(t.db, { orderId, event: 'placed' }, SITE);
    expect(mail.text).toContain(`- ${shirt.name} × 2`);
    expect(mail.text).toContain(`- ${lamp.name} × 1`);
  });

  it('says where to find the order when the public address is not set', async () => {
    const { orderId } = await orderIn('ar');
    const mail = await stageMail(t.db, { orderId, event: 'delivered' });
    expect(mail.text).toContain('يمكنك متابعة طلبك في أي وقت من سجل الطلبات.');
    expect(mail.html).not.toContain('href=');
  });

  it('escapes a product name in the HTML and keeps it as written in the text', async () => {
    const { orderId, itemIds } = await orderIn('en');
    await t.db
      .updateTable('order_items')
      .set({ product_name: '<b>Kurta</b> & "more"' })
      .where('id', '=', itemIds[0] ?? 0)
      .execute();
    const mail = await stageMail(t.db, { orderId, event: 'cancelled' }, SITE);
    expect(mail.html).toContain('&lt;b&gt;Kurta&lt;/b&gt; &amp; &quot;more&quot;');
    expect(mail.html).not.toContain('<b>Kurta');
    expect(mail.text).toContain('<b>Kurta</b> & "more" × 2');
  });

  it('queues the mail through the outbox it is given, in the caller’s transaction', async () => {
    const { orderId } = await orderIn('en');
    const queued: string[] = [];
    const ctx = {
      mailer: {
        queue: (_db: unknown, mail: { subject: string }) => {
          queued.push(mail.subject);
          return Promise.resolve(1);
        },
      },
      publicUrl: SITE,
    };
    await t.db
      .transaction()
      .execute((trx) => queueStageMail(ctx, trx, { orderId, event: 'packed' }));
    expect(queued).toEqual([expect.stringMatching(/ is packed$/)]);
  });
});
