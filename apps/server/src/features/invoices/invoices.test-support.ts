// Orders with exactly the figures an invoice test needs: lines at a set price, shipping, a
// coupon's discount and a delivery state, over products given a known tax class.
import { randomBytes } from 'node:crypto';
import { PDFParse } from 'pdf-parse';
import type { Kysely } from 'kysely';
import { ORDER_STATUS, PAYMENT_METHOD } from '@bazaar/contract/constants';
import type { DeliveryAddress } from '@bazaar/contract/schemas/delivery-address';
import type { Database } from '../../db/schema.ts';

export interface InvoiceTestLine {
  productId: number;
  quantity: number;
  unitPaise: number;
}

export interface InvoiceTestOrder {
  userId: number;
  lines: InvoiceTestLine[];
  shippingPaise?: number;
  discountPaise?: number;
  couponCode?: string;
  /** The delivery state (in India); null for an all-digital order. */
  state: string | null;
}

export const address = (stateName: string): DeliveryAddress => ({
  fullName: 'Asha Rao',
  mobile: '9876543210',
  pinCode: stateName === 'Maharashtra' ? '411001' : '560001',
  line1: '12 MG Road',
  line2: '',
  cityName: stateName === 'Maharashtra' ? 'Pune' : 'Bengaluru',
  stateName,
  countryName: 'India',
  cityNameAr: '',
  stateNameAr: stateName === 'Maharashtra' ? 'ماهاراشترا' : 'كارناتاكا',
  countryNameAr: 'الهند',
});

export async function setTaxClass(
  db: Kysely<Database>,
  productId: number,
  hsnCode: string | null,
  gstRateBp: number | null,
) {
  await db
    .updateTable('products')
    .set({ hsn_code: hsnCode, gst_rate_bp: gstRateBp })
    .where('id', '=', productId)
    .execute();
}

/** Writes the order and its items; answers its id and number. */
export async function insertInvoiceOrder(db: Kysely<Database>, order: InvoiceTestOrder) {
  const subtotal = order.lines.reduce((s, l) => s + l.unitPaise * l.quantity, 0);
  const shipping = order.shippingPaise ?? 0;
  const orderNumber = `BZT-${randomBytes(4).toString('hex').toUpperCase()}`;
  const { id } = await db
    .insertInto('orders')
    .values({
      user_id: order.userId,
      order_number: orderNumber,
      status_id: ORDER_STATUS.Active,
      payment_method_id: PAYMENT_METHOD.CashOnDelivery,
      subtotal_paise: subtotal,
      shipping_paise: shipping,
      total_paise: subtotal + shipping,
      discount_paise: order.discountPaise ?? 0,
      coupon_code: order.couponCode ?? null,
      delivery_address_json: order.state === null ? null : JSON.stringify(address(order.state)),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const line of order.lines) {
    const product = await db
      .selectFrom('products')
      .select(['name', 'name_ar'])
      .where('id', '=', line.productId)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('order_items')
      .values({
        order_id: id,
        product_id: line.productId,
        product_name: product.name,
        product_name_ar: product.name_ar,
        unit_price_paise: line.unitPaise,
        quantity: line.quantity,
        total_paise: line.unitPaise * line.quantity,
        status_id: ORDER_STATUS.Active,
        shipping_status_id: ORDER_STATUS.Active,
      })
      .execute();
  }
  return { orderId: id, orderNumber };
}

/** The text of a PDF, parsed back the way a reader's software does. */
export async function pdfText(bytes: Buffer | Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** The invoice rows of an order (one at most, by the UNIQUE). */
export function invoicesOf(db: Kysely<Database>, orderId: number) {
  return db.selectFrom('invoices').selectAll().where('order_id', '=', orderId).execute();
}
