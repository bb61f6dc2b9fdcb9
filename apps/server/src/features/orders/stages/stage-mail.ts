// One e-mail for each step of an order (issue #20 §7), queued in the caller's transaction (the
// outbox), so a move that rolls back sends nothing. It is written in the shopper's language
// (users.language_code), names the lines concerned as the order froze them, carries the
// shipment's courier, number and tracking link when shipped and the amount when refunded, and
// links to the order page. HTML and plain text; no images, no tracking pixels.
import type { Kysely } from 'kysely';
import { chosenOptions, chosenOptionsText } from '@bazaar/contract/cart/chosen-options';
import { formatPaise } from '@bazaar/contract/money/money-text';
import { trackingLink } from '@bazaar/contract/orders/carriers';
import type { StageEvent } from '@bazaar/contract/orders/fulfilment';
import {
  STAGE_MAIL_OPENINGS,
  STAGE_MAIL_SUBJECTS,
  STAGE_MAIL_TEXTS,
  type StageMailTextId,
} from '@bazaar/i18n/stage-emails';
import { fill, type Lang } from '@bazaar/i18n/text';
import type { Database } from '../../../db/schema.ts';
import type { NewMail } from '../../../gateways/mail/outbox.ts';
import { brandedMail, emailText, escapeHtml } from '../../../gateways/mail/templates/layout.ts';
import { findOrderForMail, itemsOfOrder } from '../order-history.repository.ts';
import { latestShipment } from './stage-mail.repository.ts';

/** What queueing a stage mail needs: the outbox (the server's Mailer, or the CLI's). */
export interface StageMailContext {
  mailer: { queue(db: Kysely<Database>, mail: NewMail): Promise<number> };
  /** PUBLIC_URL: the mail links to the order page there (no link when unset). */
  publicUrl?: string | undefined;
}

export interface StageMailRequest {
  orderId: number;
  event: StageEvent;
  /** The lines the step concerns (a line cancelled or asked back); by their stage when absent. */
  lineIds?: readonly number[];
  /** The amount refunded, for the refunded mail. */
  refundPaise?: number;
}

/** The order's page on the shop's public site; null when the address is not configured. */
export function orderPageUrl(publicUrl: string | undefined, lang: Lang, orderNumber: string) {
  if (!publicUrl) return null;
  return `${publicUrl.replace(/\/+$/, '')}/${lang}/orders/${encodeURIComponent(orderNumber)}`;
}

export async function queueStageMail(
  ctx: StageMailContext,
  trx: Kysely<Database>,
  request: StageMailRequest,
): Promise<number> {
  return ctx.mailer.queue(trx, await stageMail(trx, request, ctx.publicUrl));
}

/** The stage mail as it would be sent now (read inside the move's transaction). */
export async function stageMail(
  db: Kysely<Database>,
  { orderId, event, lineIds, refundPaise }: StageMailRequest,
  publicUrl?: string,
): Promise<NewMail> {
  const order = await findOrderForMail(db, orderId);
  const lang: Lang = order.language_code === 'ar' ? 'ar' : 'en';
  const t = (id: StageMailTextId, params?: Record<string, string>) =>
    fill(lang, STAGE_MAIL_TEXTS[id][lang], params);
  const number = { number: order.order_number };
  const items = await itemsOfOrder(db, orderId);
  const wanted = lineIds ? new Set(lineIds) : null;
  const stage = event === 'return-rejected' ? 'delivered' : event;
  const byStage = items.filter((item) => item.stage === stage);
  const concerned = wanted
    ? items.filter((item) => wanted.has(item.id))
    : byStage.length > 0
      ? byStage
      : items;
  const lines = concerned.map((item) => {
    const name = (lang === 'ar' && item.product_name_ar) || item.product_name;
    const options = chosenOptionsText(chosenOptions(item.attributes_json, lang), lang);
    return `${name}${options ? ` — ${options}` : ''} × ${item.quantity}`;
  });

  const facts: { label: string; value: string; href?: string }[] = [];
  if (event === 'shipped') {
    const shipment = await latestShipment(db, orderId);
    if (shipment?.carrier && shipment.tracking_number) {
      const link = trackingLink(shipment.carrier, shipment.tracking_number);
      facts.push({ label: t('carrierLabel'), value: shipment.carrier });
      facts.push({ label: t('trackingNumberLabel'), value: shipment.tracking_number });
      if (link) facts.push({ label: t('trackLinkText'), value: link, href: link });
    }
  }
  const refund =
    event === 'refunded' && refundPaise !== undefined
      ? t('refundAmount', { amount: formatPaise(refundPaise) })
      : null;
  // The invoice is downloaded from the order page (issued on that first download).
  const invoiceNote = event === 'shipped' ? t('invoiceNote') : null;
  const pageUrl = orderPageUrl(publicUrl, lang, order.order_number);
  const pageLink = pageUrl
    ? { label: t('orderPageLinkText'), value: pageUrl, href: pageUrl }
    : null;

  const para = (html: string) =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#1f2933">${html}</p>`;
  const factHtml = (fact: (typeof facts)[number]) =>
    fact.href
      ? `<a href="${escapeHtml(fact.href)}" style="color:#7a2e3a">${escapeHtml(fact.label)}</a>`
      : `<strong>${escapeHtml(fact.label)}:</strong> <span dir="ltr">${escapeHtml(fact.value)}</span>`;
  const html = [
    para(
      `<strong>${escapeHtml(t('itemsHeading'))}</strong><br>` +
        lines.map((line) => `• ${escapeHtml(line)}`).join('<br>'),
    ),
    ...(facts.length > 0 ? [para(facts.map(factHtml).join('<br>'))] : []),
    ...(refund ? [para(escapeHtml(refund))] : []),
    ...(invoiceNote ? [para(escapeHtml(invoiceNote))] : []),
    para(pageLink ? factHtml(pageLink) : escapeHtml(t('orderPageNoLink'))),
  ].join('\n');
  const text = [
    [t('itemsHeading'), ...lines.map((line) => `- ${line}`)].join('\n'),
    ...(facts.length > 0 ? [facts.map((fact) => `${fact.label}: ${fact.value}`).join('\n')] : []),
    ...(refund ? [refund] : []),
    ...(invoiceNote ? [invoiceNote] : []),
    pageLink ? `${pageLink.label}: ${pageLink.value}` : t('orderPageNoLink'),
  ].join('\n\n');

  return brandedMail({
    to: order.email,
    lang,
    subject: fill(lang, STAGE_MAIL_SUBJECTS[event][lang], number),
    before: [
      emailText(lang, 'resetCodeGreeting', { name: order.first_name }),
      fill(lang, STAGE_MAIL_OPENINGS[event][lang], number),
    ],
    block: { html, text },
  });
}
