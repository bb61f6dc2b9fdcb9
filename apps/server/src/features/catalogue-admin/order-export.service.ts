// Orders placed between two dates (inclusive, the shop's calendar in India), one row per order
// line with its order's figures repeated, amounts as rupees with paise ("1499.50"), in CSV or
// JSON. Export only: orders are never imported.
import type { Kysely } from 'kysely';
import { hundredthsText } from '@bazaar/contract/catalogue-admin/decimal-text';
import type { Database } from '../../db/schema.ts';
import { orderLinesBetween } from './order-export.repository.ts';
import { csvText, type FileFormat } from './table-file.ts';

export const ORDER_COLUMNS = [
  'order_number',
  'placed_at',
  'customer_email',
  'customer_name',
  'payment_method',
  'order_stage',
  'coupon_code',
  'order_subtotal',
  'order_shipping',
  'order_discount',
  'order_total',
  'sku',
  'product_name',
  'product_name_ar',
  'options',
  'quantity',
  'unit_price',
  'line_shipping',
  'line_total',
  'line_stage',
] as const;

type OrderRow = Record<(typeof ORDER_COLUMNS)[number], string>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const INDIA = '+05:30';

/** [from 00:00, the day after `to` 00:00) in India time, as stored UTC text; null if not dates. */
export function dayRange(from: string, to: string): { fromIso: string; beforeIso: string } | null {
  if (!DATE.test(from) || !DATE.test(to)) return null;
  const start = new Date(`${from}T00:00:00${INDIA}`);
  const end = new Date(`${to}T00:00:00${INDIA}`);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || end < start) return null;
  end.setUTCDate(end.getUTCDate() + 1);
  return { fromIso: start.toISOString(), beforeIso: end.toISOString() };
}

function optionsOf(json: string): string {
  try {
    const options = JSON.parse(json) as { AttributeName?: string; DisplayValue?: string }[];
    return options.map((o) => `${o.AttributeName ?? ''}: ${o.DisplayValue ?? ''}`).join('|');
  } catch {
    return '';
  }
}

export async function exportOrders(
  db: Kysely<Database>,
  range: { fromIso: string; beforeIso: string },
  format: FileFormat,
): Promise<{ text: string; lines: number }> {
  const lines = await orderLinesBetween(db, range.fromIso, range.beforeIso);
  const rows: OrderRow[] = lines.map((line) => ({
    order_number: line.order_number,
    placed_at: line.created_at,
    customer_email: line.email,
    customer_name: `${line.first_name} ${line.last_name}`.trim(),
    payment_method: line.payment_method ?? '',
    order_stage: line.stage,
    coupon_code: line.coupon_code ?? '',
    order_subtotal: hundredthsText(line.subtotal_paise),
    order_shipping: hundredthsText(line.shipping_paise),
    order_discount: hundredthsText(line.discount_paise),
    order_total: hundredthsText(line.total_paise),
    sku: line.sku ?? '',
    product_name: line.product_name,
    product_name_ar: line.product_name_ar ?? '',
    options: optionsOf(line.attributes_json),
    quantity: String(line.quantity),
    unit_price: hundredthsText(line.unit_price_paise),
    line_shipping: hundredthsText(line.line_shipping_paise),
    line_total: hundredthsText(line.line_total_paise),
    line_stage: line.line_stage,
  }));
  const text =
    format === 'json'
      ? `${JSON.stringify({ orders: rows }, null, 2)}\n`
      : csvText(
          ORDER_COLUMNS,
          rows.map((row) => ORDER_COLUMNS.map((c) => row[c])),
        );
  return { text, lines: rows.length };
}
