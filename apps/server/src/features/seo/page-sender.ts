// Answers every storefront page: index.html (per language, see static-files.ts) with the
// page's own head tags written in, and the status the page deserves (404 for an unknown page,
// product, category or campaign: the storefront then shows its not-found view). One small
// indexed query per product, listing or campaign page; nothing cached, nothing to invalidate.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { sendIndexHtml, type IndexPages } from '../../plugins/static-files.ts';
import { escapeHtml, indexTemplate, renderHead } from './page-head.ts';
import { describePage } from './page-meta.ts';
import { publicOrigin } from './page-urls.ts';

export interface PageSenderOptions {
  db: Kysely<Database>;
  indexPages: IndexPages | null;
  publicUrl: string | undefined;
  /** The shop's social accounts, announced on every page as <link rel="me"> (the footer's icons). */
  socialLinks?: readonly string[];
}

export type PageSender = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

export function createPageSender({
  db,
  indexPages,
  publicUrl,
  socialLinks = [],
}: PageSenderOptions): PageSender {
  const accounts = socialLinks
    .map((url) => `\n  <link rel="me" href="${escapeHtml(url)}" />`)
    .join('');
  const templates = indexPages && {
    en: indexTemplate(indexPages.en),
    ar: indexTemplate(indexPages.ar),
  };
  return async (request, reply) => {
    if (templates === null) return sendIndexHtml(reply, null, request.url);
    const page = await describePage(db, request.url, publicOrigin(publicUrl, request));
    const template = /^\/ar(\/|$|\?)/.test(request.url) ? templates.ar : templates.en;
    return reply
      .code(page.status)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(`${template.before}${renderHead(page.head)}${accounts}\n  ${template.after}`);
  };
}
