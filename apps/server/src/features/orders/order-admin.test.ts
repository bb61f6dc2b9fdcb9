// `npm run admin -- orders …` per dialect: an order walked placed → packed → shipped → out for
// delivery → delivered by the operator, each step in the timeline and e-mailed to the shopper
// in their language; refused moves changing nothing and mailing nothing; two operators racing
// to ship one order with exactly one shipment and one e-mail; list, show and usage.
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@bazaar/contract/constants';
import { runAdminCommand } from '../../admin/admin.ts';
import { TEST_PUBLIC_URL, adminContextOf } from '../../admin/admin.test-support.ts';
import { DIALECTS } from '../../test/databases.ts';
import { useTestApp } from '../../test/test-app.ts';
import { readMails } from '../accounts/accounts.test-support.ts';
import {
  createShopper,
  insertTestOrder,
  someProduct,
  type Shopper,
} from './orders.test-support.ts';

describe.each(DIALECTS)('order admin commands on %s', (dialect) => {
  const t = useTestApp(dialect);
  let shopper: Shopper;
  let arabic: Shopper;
  let physical: Awaited<ReturnType<typeof someProduct>>;
  let digital: Awaited<ReturnType<typeof someProduct>>;

  beforeAll(async () => {
    shopper = await createShopper(t.db);
    arabic = await createShopper(t.db, 'ar');
    physical = await someProduct(t.db, false, 3);
    digital = await someProduct(t.db, true);
  });

  const admin = (...args: string[]) => runAdminCommand(adminContextOf(t), args);
  const emailOf = async (userId: number) =>
    (
      await t.db
        .selectFrom('users')
        .select('email')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
    ).email;
  const mailsTo = async (userId: number) => {
    await t.app.mailer.kick();
    const email = await emailOf(userId);
    return (await readMails(path.join(t.filesDir, 'mail'))).filter((mail) => mail.to === email);
  };
  const queuedFor = async (userId: number) =>
    (
      await t.db
        .selectFrom('outbox_emails')
        .select('id')
        .where('to_email', '=', await emailOf(userId))
        .execute()
    ).length;
  const orderOf = (userId: number) =>
    insertTestOrder(t.db, {
      userId,
      lines: [
        { productId: physical.id, quantity: 2 },
        { productId: digital.id, quantity: 1 },
      ],
    });
  const stages = async (orderId: number) => ({
    order: (
      await t.db
        .selectFrom('orders')
        .select('stage')
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow()
    ).stage,
    lines: (
      await t.db
        .selectFrom('order_items')
        .select(['stage', 'status_id'])
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute()
    ).map((line) => `${line.stage}/${line.status_id}`),
  });

  it('walks an order to delivered, recording the shipment and mailing each step', async () => {
    const { orderId } = await orderOf(shopper.id);
    const id = String(orderId);
    expect(await admin('orders', 'pack', id)).toEqual({
      lines: [`Order #${orderId} moved from Placed to Packed.`, 'E-mail to the shopper queued.'],
      code: 0,
    });
    expect(
      await admin('orders', 'ship', id, '--tracking', '1234567890', '--carrier', 'delhivery'),
    ).toEqual({
      lines: [
        `Order #${orderId} moved from Packed to Shipped.`,
        'Tracking: https://www.delhivery.com/track/package/1234567890',
        'E-mail to the shopper queued.',
      ],
      code: 0,
    });
    expect((await admin('orders', 'out-for-delivery', id)).code).toBe(0);
    expect((await admin('orders', 'deliver', id)).code).toBe(0);
    const { Completed } = ORDER_STATUS;
    // The cash-on-delivery order's digital line is delivered with it: it downloads now.
    expect(await stages(orderId)).toEqual({
      order: 'delivered',
      lines: [`delivered/${Completed}`, `delivered/${Completed}`],
    });

    const shown = (await admin('orders', 'show', id)).lines.join('\n');
    expect(shown).toContain(`Order #${orderId} `);
    expect(shown).toMatch(/Timeline:\n.*Placed.*\n.*Packed {2}by operator\n/);
    expect(shown).toContain('Shipped  by operator  Delhivery 1234567890');
    expect(shown).toMatch(/Out for delivery {2}by operator\n.*Delivered {2}by operator$/);

    const mails = await mailsTo(shopper.id);
    const number = (
      await t.db
        .selectFrom('orders')
        .select('order_number')
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow()
    ).order_number;
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Your Bazaar order ${number} is packed`,
      `Your Bazaar order ${number} has shipped`,
      `Your Bazaar order ${number} is out for delivery`,
      `Your Bazaar order ${number} was delivered`,
    ]);
    const shipped = mails[1];
    expect(shipped?.text).toContain('Courier: Delhivery');
    expect(shipped?.text).toContain('Tracking number: 1234567890');
    expect(shipped?.text).toContain('https://www.delhivery.com/track/package/1234567890');
    expect(shipped?.text).toContain(`${physical.name} × 2`);
    for (const mail of mails) {
      expect(mail.text).toContain(`${TEST_PUBLIC_URL}/en/orders/${number}`);
      expect(mail.html).toContain(`href="${TEST_PUBLIC_URL}/en/orders/${number}"`);
      expect(mail.html).not.toMatch(/<img/i);
    }
  });

  it("writes the shopper's e-mail in Arabic for an Arabic shopper", async () => {
    const { orderId } = await orderOf(arabic.id);
    expect(
      (await admin('orders', 'ship', String(orderId), '--carrier', 'Acme', '--tracking', 'A1'))
        .code,
    ).toBe(0);
    const [mail] = await mailsTo(arabic.id);
    expect(mail?.subject).toMatch(/^تم شحن طلبك T-\w+ من بازار$/);
    expect(mail?.text).toContain('شركة الشحن: Acme');
    expect(mail?.text).toContain('رقم التتبع: A1');
    // An unknown courier: its name and number, no link.
    expect(mail?.text).not.toContain('https://www.');
    expect(mail?.text).toMatch(new RegExp(`${TEST_PUBLIC_URL}/ar/orders/T-\\w+`));
    expect(mail?.html).toContain('dir="rtl"');
  });

  it('refuses a move off the path, changing nothing and mailing nothing', async () => {
    const { orderId } = await orderOf(shopper.id);
    const before = { stages: await stages(orderId), mails: await queuedFor(shopper.id) };
    expect(await admin('orders', 'deliver', String(orderId))).toEqual({
      lines: [`Order #${orderId} not changed: it is Placed; next: Packed, Shipped, Cancelled.`],
      code: 1,
    });
    expect((await admin('orders', 'out-for-delivery', String(orderId))).code).toBe(1);
    expect({ stages: await stages(orderId), mails: await queuedFor(shopper.id) }).toEqual(before);
  });

  it('ships once and mails once when two operators ship the same order at once', async () => {
    const { orderId } = await orderOf(shopper.id);
    const before = await queuedFor(shopper.id);
    const ship = (number: string) =>
      admin('orders', 'ship', String(orderId), '--carrier', 'Ekart', '--tracking', number);
    const results = await Promise.all([ship('E1'), ship('E2')]);
    expect(results.map((result) => result.code).sort()).toEqual([0, 1]);
    expect(await queuedFor(shopper.id)).toBe(before + 1);
    const shipments = await t.db
      .selectFrom('order_status_history')
      .select('tracking_number')
      .where('order_id', '=', orderId)
      .where('stage', '=', 'shipped')
      .execute();
    expect(shipments).toHaveLength(1);
  });

  it('lists the newest orders with their stage', async () => {
    const { orderId } = await insertTestOrder(t.db, {
      userId: shopper.id,
      lines: [{ productId: physical.id, quantity: 1 }],
      createdAt: '2030-01-01T00:00:00.000Z',
      note: 'Ring the bell',
    });
    const list = await admin('orders', 'list');
    expect(list.code).toBe(0);
    const email = (await emailOf(shopper.id)).replace(/\./g, '\\.');
    expect(list.lines[0]).toMatch(
      new RegExp(`^#${orderId}  T-\\w+  ${email}  Placed  1 item\\(s\\)  ₹`),
    );
    expect((await admin('orders', 'show', String(orderId))).lines).toContain('Note: Ring the bell');
  });

  it('answers usage or not found for bad arguments', async () => {
    expect((await admin('orders', 'show', '999999')).code).toBe(1);
    expect((await admin('orders', 'pack', '999999')).lines).toEqual(['No order #999999.']);
    expect((await admin('orders', 'show')).code).toBe(2);
    expect((await admin('orders', 'pack', '1', 'now')).code).toBe(2);
    expect((await admin('orders', 'ship', '1')).code).toBe(2);
    expect((await admin('orders', 'ship', '1', '--carrier', 'Ekart')).code).toBe(2);
    expect((await admin('orders', 'ship', '1', '--carrier', 'Ekart', '--carrier', 'X')).code).toBe(
      2,
    );
    expect((await admin('orders', 'ship', '1', '--carrier', ' ', '--tracking', 'X')).code).toBe(2);
    expect((await admin('orders', 'set-status', '1', 'Completed')).code).toBe(2);
    expect((await admin('orders', 'dance', '1')).code).toBe(2);
  });

  it('reads ids by the contract rule: 2^31 is usage, not a database error', async () => {
    expect((await admin('orders', 'show', '2147483647')).code).toBe(1);
    expect((await admin('orders', 'show', '2147483648')).code).toBe(2);
    expect((await admin('orders', 'deliver', '2147483648')).code).toBe(2);
    expect((await admin('sellers', 'approve', '2147483648')).code).toBe(2);
  });
});
