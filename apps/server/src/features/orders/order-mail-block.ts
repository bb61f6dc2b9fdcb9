// The order's own block in the confirmation e-mail: facts, items table, totals, note and the
// downloads paragraph, as HTML (every value escaped: product names and notes are the shopper's
// or the catalogue's text, never markup) and as plain text.
import { PAYMENT_METHOD } from '@bazaar/contract/constants';
import { formatPaise } from '@bazaar/contract/money/money-text';
import { shopperPaysPaise } from '@bazaar/contract/pricing/shopper-pays';
import type { Lang } from '@bazaar/i18n/text';
import { emailText, escapeHtml } from '../../gateways/mail/templates/layout.ts';
import type { OrderConfirmation } from './order-mail-types.ts';

const DAY = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** dd-mm-yyyy in India's time, as the order history shows dates. */
export const orderDay = (iso: string) => DAY.format(new Date(iso)).replace(/\//g, '-');

const CELL = 'padding:8px 6px;border-bottom:1px solid #e4e7eb;font-size:14px;color:#1f2933';
const ltr = (text: string) => `<span dir="ltr">${escapeHtml(text)}</span>`;

/** The order history page, when the shop's public address is known. */
export function orderHistoryUrl(siteUrl: string | undefined, lang: Lang): string | null {
  return siteUrl ? `${siteUrl.replace(/\/+$/, '')}/${lang}/orders-history` : null;
}

interface Row {
  label: string;
  value: string;
}

function totals(order: OrderConfirmation): Row[] {
  const { lang } = order;
  const rows: Row[] = [
    { label: emailText(lang, 'orderSubtotalLabel'), value: formatPaise(order.subtotalPaise) },
    { label: emailText(lang, 'orderShippingLabel'), value: formatPaise(order.shippingPaise) },
  ];
  const paid = shopperPaysPaise(order.totalPaise, order.discountPaise);
  if (paid !== order.totalPaise) {
    rows.push({
      label: emailText(lang, 'orderDiscountLabel', { code: order.couponCode ?? '' }).trim(),
      value: `−${formatPaise(order.totalPaise - paid)}`,
    });
  }
  const cod = order.paymentMethodId === PAYMENT_METHOD.CashOnDelivery;
  rows.push({
    label: emailText(lang, cod ? 'orderTotalDueLabel' : 'orderTotalPaidLabel'),
    value: formatPaise(paid),
  });
  return rows;
}

function downloadsParagraph(order: OrderConfirmation): { html: string; text: string } | null {
  const digital = order.items.filter((item) => item.isDigital);
  if (digital.length === 0) return null;
  const { lang } = order;
  const ready = digital.every((item) => item.downloadReady);
  const intro = emailText(lang, ready ? 'orderDownloadsReady' : 'orderDownloadsLater');
  const url = orderHistoryUrl(order.siteUrl, lang);
  const linkText = emailText(lang, 'orderHistoryLinkText');
  const html = url
    ? `${escapeHtml(intro)} <a href="${escapeHtml(url)}" style="color:#7a2e3a">${escapeHtml(linkText)}</a>`
    : `${escapeHtml(intro)} ${escapeHtml(linkText)}`;
  return {
    html: `<p style="margin:16px 0;font-size:15px;line-height:1.6;color:#1f2933">${html}</p>`,
    text: `${intro} ${url ?? linkText}`,
  };
}

export function orderMailBlock(
  order: OrderConfirmation,
  paymentName: string,
): { html: string; text: string } {
  const { lang } = order;
  const t = (id: Parameters<typeof emailText>[1]) => emailText(lang, id);
  const facts: Row[] = [
    { label: t('orderNumberLabel'), value: order.orderNumber },
    { label: t('orderDateLabel'), value: orderDay(order.placedAt) },
    { label: t('orderPaymentLabel'), value: paymentName },
  ];
  const sums = totals(order);
  const downloads = downloadsParagraph(order);
  const digitalTag = t('orderDigitalTag');
  const start = lang === 'ar' ? 'right' : 'left';
  const end = lang === 'ar' ? 'left' : 'right';

  const factsHtml = facts
    .map((row) => `<div><strong>${escapeHtml(row.label)}:</strong> ${ltr(row.value)}</div>`)
    .join('');
  const head = [t('orderItemColumn'), t('orderQuantityColumn'), t('orderPriceColumn')]
    .map((label) => `<th style="${CELL};text-align:${start}">${escapeHtml(label)}</th>`)
    .join('');
  const itemRows = order.items
    .map(
      (item) =>
        `<tr><td style="${CELL}">${escapeHtml(item.name)}` +
        (item.options ? `<br><small>${escapeHtml(item.options)}</small>` : '') +
        (item.isDigital ? `<br><small>${escapeHtml(digitalTag)}</small>` : '') +
        `</td><td style="${CELL}">${item.quantity}</td><td style="${CELL}">${ltr(formatPaise(item.unitPaise))}</td>` +
        `<td style="${CELL};text-align:${end}">${ltr(formatPaise(item.totalPaise))}</td></tr>`,
    )
    .join('\n');
  const sumRows = sums
    .map(
      (row, index) =>
        `<tr><td colspan="3" style="${CELL};text-align:${end}${index === sums.length - 1 ? ';font-weight:bold' : ''}">${escapeHtml(row.label)}</td>` +
        `<td style="${CELL};text-align:${end}${index === sums.length - 1 ? ';font-weight:bold' : ''}">${ltr(row.value)}</td></tr>`,
    )
    .join('\n');
  const noteHtml = order.note
    ? `<p style="margin:16px 0;font-size:14px;color:#52606d;white-space:pre-line"><strong>${escapeHtml(t('orderNoteLabel'))}:</strong> ${escapeHtml(order.note)}</p>`
    : '';
  const html = `<div style="margin:0 0 16px;font-size:14px;line-height:1.7;color:#1f2933">${factsHtml}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 16px">
<tr>${head}<th style="${CELL};text-align:${end}">${escapeHtml(t('orderLineTotalColumn'))}</th></tr>
${itemRows}
${sumRows}
</table>
${noteHtml}${downloads?.html ?? ''}
`;

  const text = [
    facts.map((row) => `${row.label}: ${row.value}`).join('\n'),
    order.items
      .map(
        (item) =>
          `- ${item.name}${item.options ? ` — ${item.options}` : ''}` +
          `${item.isDigital ? ` (${digitalTag})` : ''}: ` +
          `${item.quantity} × ${formatPaise(item.unitPaise)} = ${formatPaise(item.totalPaise)}`,
      )
      .join('\n'),
    sums.map((row) => `${row.label}: ${row.value}`).join('\n'),
    ...(order.note ? [`${t('orderNoteLabel')}: ${order.note}`] : []),
    ...(downloads ? [downloads.text] : []),
  ].join('\n\n');
  return { html, text };
}
