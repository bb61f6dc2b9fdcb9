// Issues an order's invoice the first time anyone needs it (a download, the shipped e-mail), in
// one write transaction: the order row is locked, so concurrent first requests for one order
// wait for each other and all get the one invoice; the year's counter moves only in the
// transaction that writes the invoice, so numbers run 1, 2, 3… without gaps on any number of
// instances. What the invoice says is frozen in its row: a later price, rate or address change
// never alters an issued invoice.
import type { Kysely } from 'kysely';
import { DEFAULT_GST_RATE_BP, type SupplyKind } from '@bazaar/contract/tax/gst-split';
import { supplyKind } from '@bazaar/contract/tax/place-of-supply';
import { deliveryAddress } from '@bazaar/contract/schemas/delivery-address';
import type { Database } from '../../db/schema.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { financialYearOf, invoiceNumber } from './invoice-number.ts';
import type { FrozenLine, InvoiceSettings, IssuedInvoice, ShopDetails } from './invoice-types.ts';
import { orderMoney, owedForKept } from '@bazaar/contract/orders/refund-amount';
import { shopperPaysPaise } from '@bazaar/contract/pricing/shopper-pays';
import {
  cancelledLineIds,
  couponMinimumPaise,
  findInvoice,
  insertInvoice,
  lockOrder,
  orderLinesWithTaxClass,
  takeNextNumber,
} from './invoices.repository.ts';

type InvoiceRow = NonNullable<Awaited<ReturnType<typeof findInvoice>>>;

function issued(row: InvoiceRow): IssuedInvoice {
  return {
    orderId: row.order_id,
    invoiceNumber: row.invoice_number,
    issuedAt: row.issued_at,
    supply: row.supply as SupplyKind,
    shop: JSON.parse(row.shop_json) as ShopDetails,
    lines: JSON.parse(row.lines_json) as FrozenLine[],
    shippingPaise: row.shipping_paise,
    paidPaise: row.paid_paise,
  };
}

type LockedOrder = NonNullable<Awaited<ReturnType<typeof lockOrder>>>;

/**
 * What the invoiced lines cost: the order's own figures, or — when lines were cancelled before
 * the invoice — what the shopper pays for the kept ones (refund-amount.ts: the coupon's share,
 * or none below its minimum), so the invoice adds up to the money that stays with the shop.
 */
function keptMoney(
  order: LockedOrder,
  kept: readonly { id: number; total_paise: number; shipping_paise: number }[],
  /** The coupon's minimum order when lines were cancelled; null when none was. */
  couponMinimum: number | null,
): { shipping_paise: number; paid_paise: number } {
  const paid = shopperPaysPaise(order.total_paise, order.discount_paise);
  if (couponMinimum === null) return { shipping_paise: order.shipping_paise, paid_paise: paid };
  const { owedPaise } = owedForKept(
    orderMoney(order, couponMinimum, 0),
    kept.map((line) => ({
      id: line.id,
      totalPaise: line.total_paise,
      shippingPaise: line.shipping_paise,
    })),
  );
  const shipping = kept.reduce((sum, line) => sum + line.shipping_paise, 0);
  return { shipping_paise: shipping, paid_paise: Math.min(owedPaise, paid) };
}

/** The stored delivery address, or null for an all-digital order. */
export function storedDelivery(json: string | null) {
  return json === null ? null : deliveryAddress.parse(JSON.parse(json));
}

/**
 * The order's invoice, issued now if it has none yet; undefined when there is no such order,
 * 'cancelled' when nothing of it was supplied (no invoice is issued for that).
 */
export async function invoiceOfOrder(
  db: Kysely<Database>,
  settings: InvoiceSettings,
  orderId: number,
  now: () => Date = () => new Date(),
): Promise<IssuedInvoice | 'cancelled' | undefined> {
  const existing = await findInvoice(db, orderId);
  if (existing) return issued(existing);
  return writeTransaction(
    db,
    async (trx) => {
      const order = await lockOrder(trx, orderId);
      if (!order) return undefined;
      const raced = await findInvoice(trx, orderId);
      if (raced) return issued(raced);
      const cancelled = await cancelledLineIds(trx, orderId);
      if (cancelled.includes(null)) return 'cancelled';
      const all = await orderLinesWithTaxClass(trx, orderId);
      const kept = all.filter((line) => !cancelled.includes(line.id));
      if (kept.length === 0) return 'cancelled';
      const lines: FrozenLine[] = kept.map((line) => ({
        name: line.product_name,
        nameAr: line.product_name_ar ?? '',
        code: line.hsn_code ?? '',
        quantity: line.quantity,
        totalPaise: line.total_paise,
        rateBp: line.gst_rate_bp ?? DEFAULT_GST_RATE_BP,
      }));
      const shop: ShopDetails = {
        legalName: settings.SHOP_LEGAL_NAME,
        address: settings.SHOP_ADDRESS,
        state: settings.SHOP_STATE,
        gstin: settings.SHOP_GSTIN,
      };
      const issuedAt = now();
      const financialYear = financialYearOf(issuedAt);
      const sequence = await takeNextNumber(trx, financialYear);
      const row = await insertInvoice(trx, {
        order_id: orderId,
        invoice_number: invoiceNumber(settings.INVOICE_PREFIX, financialYear, sequence),
        financial_year: financialYear,
        sequence,
        supply: supplyKind(storedDelivery(order.delivery_address_json), settings.SHOP_STATE),
        shop_json: JSON.stringify(shop),
        lines_json: JSON.stringify(lines),
        ...keptMoney(
          order,
          kept,
          kept.length < all.length ? await couponMinimumPaise(trx, order.coupon_id) : null,
        ),
        issued_at: issuedAt.toISOString(),
      });
      return issued(row);
    },
    // Waiting on the order's and the counter's row locks, not aborting (write-transaction.ts).
    { isolation: 'read committed' },
  );
}
