// GET /api/v1/common/order-invoice/{orderNumber}?lang=en|ar: the order's GST tax invoice as a PDF,
// for its owner only. Like the digital downloads, a plain GET (the browser saves the answer as a
// file) with the login token in the Token header; anyone else's order, or none, answers the same
// 404. `lang` chooses the edition; without it (or with another value) the request's language.
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { INVOICE_PATH_PREFIX } from '@bazaar/contract/endpoints';
import type { Lang } from '@bazaar/i18n/text';
import { presentedToken } from '../../auth/current-user.ts';
import { answerLanguage } from '../../answer-language.ts';
import { type FeatureOptions, sendEnvelope } from '../../wire.ts';
import { attachmentDisposition, orderOfUserByNumber, sessionUser } from '../orders/index.ts';
import type { InvoiceSettings } from './invoice-types.ts';
import { invoicePdfForOrder } from './invoice-pdf.service.ts';

export interface InvoicesOptions extends FeatureOptions {
  settings: InvoiceSettings;
}

interface InvoiceRequest {
  Params: { orderNumber: string };
  Querystring: { lang?: unknown };
}

/** Order numbers are short and plain (order-number.ts); anything else is no order of ours. */
const ORDER_NUMBER = /^[A-Z0-9-]{1,40}$/;

function editionOf(request: FastifyRequest<InvoiceRequest>): Lang {
  const asked = request.query.lang;
  return asked === 'ar' || asked === 'en' ? asked : answerLanguage(request);
}

async function sendInvoice(
  { db, settings }: InvoicesOptions,
  request: FastifyRequest<InvoiceRequest>,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const lang = editionOf(request);
  void reply.header('Cache-Control', 'private, no-store');
  const token = presentedToken(request.headers.token);
  const userId = token === '' || token.length > 512 ? null : await sessionUser(db, token);
  if (userId === null) return sendEnvelope(reply, 401, { failure: { id: 'unauthorized' }, lang });
  const { orderNumber } = request.params;
  const order = ORDER_NUMBER.test(orderNumber)
    ? await orderOfUserByNumber(db, userId, orderNumber)
    : undefined;
  const pdf = order && (await invoicePdfForOrder(db, settings, order.id, lang));
  if (!pdf) return sendEnvelope(reply, 404, { failure: { id: 'invoiceNotFound' }, lang });
  if (pdf === 'cancelled') {
    return sendEnvelope(reply, 409, { failure: { id: 'invoiceCancelled' }, lang });
  }
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', attachmentDisposition(pdf.fileName))
    .header('Content-Language', lang)
    .send(pdf.bytes);
}

export const invoicesFeature = fp<InvoicesOptions>(
  async (app, options) => {
    app.get<InvoiceRequest>(`${INVOICE_PATH_PREFIX}/:orderNumber`, (request, reply) =>
      sendInvoice(options, request, reply),
    );
  },
  { name: 'invoices', dependencies: [] },
);
