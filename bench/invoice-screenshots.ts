// Renders the GST tax invoice of an intra-state and an inter-state order of the seeded demo
// catalogue (a kurta, two lipsticks, shipping and a coupon) to PNG for docs/screenshots, plus
// the Arabic edition of the first. Needs pdftoppm (poppler-utils).
//   npx tsx bench/invoice-screenshots.ts
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testConfig } from '../apps/server/src/config.ts';
import { createSeededTestDatabase } from '../apps/server/src/test/databases.ts';
import { createShopper } from '../apps/server/src/features/orders/orders.test-support.ts';
import { invoicePdfForOrder } from '../apps/server/src/features/invoices/index.ts';
import { insertInvoiceOrder } from '../apps/server/src/features/invoices/invoices.test-support.ts';

const OUT = path.resolve(import.meta.dirname, '../docs/screenshots');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-invoice-'));
const database = await createSeededTestDatabase('sqlite', { filesDir: work });
const { db } = database;
try {
  const shopper = await createShopper(db);
  const bySku = async (prefix: string) =>
    db
      .selectFrom('products')
      .select(['id', 'price_paise', 'discounted_price_paise'])
      .where('sku', 'like', `${prefix}%`)
      .where('is_digital', '=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
  const kurta = await bySku('APP-KUR-');
  const lipstick = await bySku('COS-LIP-');
  const price = (p: typeof kurta) => p.discounted_price_paise ?? p.price_paise;
  const order = (state: string) =>
    insertInvoiceOrder(db, {
      userId: shopper.id,
      lines: [
        { productId: kurta.id, quantity: 1, unitPaise: price(kurta) },
        { productId: lipstick.id, quantity: 2, unitPaise: price(lipstick) },
      ],
      shippingPaise: 9_900,
      discountPaise: 25_001,
      couponCode: 'FESTIVE10',
      state,
    });
  const render = async (orderId: number, lang: 'en' | 'ar', name: string) => {
    const pdf = await invoicePdfForOrder(db, testConfig(), orderId, lang);
    if (!pdf || pdf === 'cancelled') throw new Error('no invoice');
    const file = path.join(work, `${name}.pdf`);
    fs.writeFileSync(file, pdf.bytes);
    execFileSync('pdftoppm', ['-png', '-r', '110', '-singlefile', file, path.join(OUT, name)]);
    console.log(`${pdf.invoiceNumber} → docs/screenshots/${name}.png`);
  };
  const intra = await order('Maharashtra');
  await render(intra.orderId, 'en', 'invoice-intra-state');
  await render(intra.orderId, 'ar', 'invoice-intra-state-ar');
  const inter = await order('Karnataka');
  await render(inter.orderId, 'en', 'invoice-inter-state');
} finally {
  await database.destroy();
  fs.rmSync(work, { recursive: true, force: true });
}
