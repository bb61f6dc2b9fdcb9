// What an invoice says, in the reader's language, before it is laid out: every figure comes from
// the contract's GST split of the frozen lines, which reconciles exactly with what was paid.
import { deliveryAddressLines } from '@bazaar/contract/schemas/delivery-address';
import {
  SHIPPING_SAC,
  shippingRateBp,
  splitGst,
  type GstSplit,
  type TaxedLine,
} from '@bazaar/contract/tax/gst-split';
import { INVOICE_TEXTS } from '@bazaar/i18n/invoice';
import { sayerOf, type Lang } from '@bazaar/i18n/text';
import { amountInWords } from './amount-in-words.ts';
import type { IssuedInvoice } from './invoice-types.ts';
import { storedDelivery } from './issue-invoice.service.ts';
import type { orderForInvoice } from './invoices.repository.ts';

type InvoiceOrder = NonNullable<Awaited<ReturnType<typeof orderForInvoice>>>;
const say = sayerOf(INVOICE_TEXTS);

export interface InvoiceView {
  lang: Lang;
  fileName: string;
  title: string;
  subtitle: string;
  seller: { heading: string; lines: string[] };
  facts: [label: string, value: string][];
  buyer: { heading: string; lines: string[] };
  delivery: { heading: string; lines: string[] };
  table: { headings: string[]; rows: string[][]; totals: string[] };
  amountPaid: [label: string, value: string];
  inWords: string;
  notes: string[];
  /** The split itself, for tests and the e-mail. */
  split: GstSplit;
}

const AMOUNT = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
/** 123456 → "1,234.56": Indian grouping, Latin digits in both editions (as the prices show). */
export const amountText = (paise: number) => AMOUNT.format(paise / 100);
const rateText = (bp: number) => `${bp / 100}%`;

function dateText(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === 'ar' ? 'ar-u-nu-latn' : 'en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));
}

/** The split of this invoice; throws when the frozen lines do not add up to the order's total. */
export function invoiceSplit(invoice: IssuedInvoice, order: InvoiceOrder): GstSplit {
  const goods = invoice.lines.map(({ code, quantity, totalPaise, rateBp }) => ({
    code,
    quantity,
    totalPaise,
    rateBp,
  }));
  const paid = invoice.paidPaise;
  const shipping = invoice.shippingPaise;
  const gross = goods.reduce((sum, line) => sum + line.totalPaise, shipping);
  const split = splitGst({
    lines: goods,
    shipping:
      shipping > 0
        ? { code: SHIPPING_SAC, totalPaise: shipping, rateBp: shippingRateBp(goods) }
        : null,
    discountPaise: gross - paid,
    supply: invoice.supply,
  });
  if (split.totals.valuePaise !== paid) {
    throw new Error(`invoice of order ${order.id} does not add up to the ${paid} paise paid`);
  }
  return split;
}

function row(name: string, line: TaxedLine, intraState: boolean): string[] {
  const taxes = intraState
    ? [amountText(line.cgstPaise), amountText(line.sgstPaise)]
    : [amountText(line.igstPaise)];
  return [
    name,
    line.code === '' ? '—' : line.code,
    String(line.quantity),
    amountText(line.totalPaise),
    amountText(line.discountPaise),
    amountText(line.taxablePaise),
    rateText(line.rateBp),
    ...taxes,
    amountText(line.valuePaise),
  ];
}

export function invoiceView(invoice: IssuedInvoice, order: InvoiceOrder, lang: Lang): InvoiceView {
  const split = invoiceSplit(invoice, order);
  const intra = invoice.supply === 'intra-state';
  const delivery = storedDelivery(order.delivery_address_json);
  const phone = (line: string) =>
    line.startsWith('☎ ') ? say(lang, 'invoicePhone', { mobile: line.slice(2) }) : line;
  const place = delivery
    ? (lang === 'ar' && delivery.stateNameAr) || delivery.stateName
    : invoice.shop.state;
  const rows = split.lines.map((line, i) => {
    const frozen = invoice.lines[i];
    const name = (lang === 'ar' && frozen?.nameAr) || frozen?.name || '';
    return row(name, line, intra);
  });
  if (split.shipping) rows.push(row(say(lang, 'invoiceShippingLine'), split.shipping, intra));
  const { totals } = split;
  const taxHeadings = intra
    ? [say(lang, 'invoiceColCgst'), say(lang, 'invoiceColSgst')]
    : [say(lang, 'invoiceColIgst')];
  const taxTotals = intra
    ? [amountText(totals.cgstPaise), amountText(totals.sgstPaise)]
    : [amountText(totals.igstPaise)];
  const gross = split.lines.reduce((s, l) => s + l.totalPaise, split.shipping?.totalPaise ?? 0);
  return {
    lang,
    fileName: `${say(lang, 'invoiceFileName', { number: invoice.invoiceNumber.replaceAll('/', '-') })}.pdf`,
    title: say(lang, 'invoiceTitle'),
    subtitle: say(lang, 'invoiceOriginal'),
    seller: {
      heading: say(lang, 'invoiceSeller'),
      lines: [
        invoice.shop.legalName,
        invoice.shop.address,
        say(lang, 'invoiceStateOfShop', { state: invoice.shop.state }),
        say(lang, 'invoiceGstin', { gstin: invoice.shop.gstin }),
      ],
    },
    facts: [
      [say(lang, 'invoiceNumber'), invoice.invoiceNumber],
      [say(lang, 'invoiceDate'), dateText(invoice.issuedAt, lang)],
      [say(lang, 'invoiceOrderNumber'), order.order_number],
      [say(lang, 'invoiceOrderDate'), dateText(order.created_at, lang)],
      [say(lang, 'invoicePlaceOfSupply'), place],
    ],
    buyer: {
      heading: say(lang, 'invoiceBuyer'),
      lines: [
        `${order.first_name} ${order.last_name}`.trim(),
        say(lang, 'invoiceEmail', { email: order.email }),
      ],
    },
    delivery: {
      heading: say(lang, 'invoiceDeliverTo'),
      lines: delivery
        ? deliveryAddressLines(delivery, lang).map(phone)
        : [say(lang, 'invoiceDigitalDelivery')],
    },
    table: {
      headings: [
        say(lang, 'invoiceColItem'),
        say(lang, 'invoiceColHsn'),
        say(lang, 'invoiceColQty'),
        say(lang, 'invoiceColGross'),
        say(lang, 'invoiceColDiscount'),
        say(lang, 'invoiceColTaxable'),
        say(lang, 'invoiceColRate'),
        ...taxHeadings,
        say(lang, 'invoiceColTotal'),
      ],
      rows,
      totals: [
        say(lang, 'invoiceTotals'),
        '',
        '',
        amountText(gross),
        amountText(totals.discountPaise),
        amountText(totals.taxablePaise),
        '',
        ...taxTotals,
        amountText(totals.valuePaise),
      ],
    },
    amountPaid: [say(lang, 'invoiceAmountPaid'), amountText(totals.valuePaise)],
    inWords: say(lang, 'invoiceInWords', { words: amountInWords(totals.valuePaise, lang) }),
    notes: [
      ...(order.coupon_code && totals.discountPaise > 0
        ? [
            `${say(lang, 'invoiceCoupon', { code: order.coupon_code })}: −${amountText(totals.discountPaise)}`,
          ]
        : []),
      say(lang, intra ? 'invoiceIntraState' : 'invoiceInterState'),
      `${say(lang, 'invoiceTotalTax')}: ${amountText(totals.taxPaise)}`,
      say(lang, 'invoicePricesInclusive'),
      say(lang, 'invoiceSignature'),
    ],
    split,
  };
}
