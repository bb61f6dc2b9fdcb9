// Answers every storefront page: index.html (per language, see static-files.ts) with the
// page's own head tags written in, and the status the page deserves (404 for an unknown page,
// product, category or campaign: the storefront then shows its not-found view). One small
// indexed query per product, listing or campaign page. An Arabic page also carries its first
// view's labels; a home page its banners answer and, in the static frame, its first banner.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { sendIndexHtml, type IndexPages } from '../../plugins/static-files.ts';
import { FIRST_VIEW_DATA_ID, FIRST_VIEW_LABELS_ID, pageOfPath } from '@bazaar/contract/page-routes';
import type { FirstViewLabels } from '../localization/index.ts';
import type { FirstViewDataFor } from './first-view-data.ts';
import { FIRST_VIEW_MARK, shellHero } from './shell-hero.ts';
import { escapeHtml, indexTemplate, jsonForScript, renderHead } from './page-head.ts';
import { describePage } from './page-meta.ts';
import { publicOrigin } from './page-urls.ts';

export interface PageSenderOptions {
  db: Kysely<Database>;
  indexPages: IndexPages | null;
  publicUrl: string | undefined;
  /** The shop's social accounts, announced on every page as <link rel="me"> (the footer's icons). */
  socialLinks?: readonly string[];
  /** Translated labels to write into a page (an Arabic page's first view), if any. */
  labelsFor?: FirstViewLabels;
  /** The answers a page's first view paints from, and the banner for the static frame. */
  firstViewData?: FirstViewDataFor;
}

export type PageSender = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

export function createPageSender({
  db,
  indexPages,
  publicUrl,
  socialLinks = [],
  labelsFor,
  firstViewData,
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
    const arabic = /^\/ar(\/|$|\?)/.test(request.url);
    const template = arabic ? templates.ar : templates.en;
    const pathname = request.url.split('?')[0] ?? '/';
    const labels = arabic && labelsFor ? await labelsFor('ar', pathname) : null;
    const data =
      firstViewData && page.status === 200
        ? await firstViewData(pageOfPath(pathname), arabic ? 'ar' : 'en')
        : null;
    const inlined = [
      labels &&
        `<script type="application/json" id="${FIRST_VIEW_LABELS_ID}">${jsonForScript(labels)}</script>`,
      data?.answers.length &&
        `<script type="application/json" id="${FIRST_VIEW_DATA_ID}">${jsonForScript(data.answers)}</script>`,
    ]
      .filter(Boolean)
      .map((tag) => `\n  ${String(tag)}`)
      .join('');
    return reply
      .code(page.status)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(
        `${template.before}${renderHead(page.head)}${accounts}${inlined}\n  ${template.after.replace(FIRST_VIEW_MARK, data?.hero ? shellHero(data.hero) : '')}`,
      );
  };
}
