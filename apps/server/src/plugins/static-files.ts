// Serves the built storefront (hashed assets cached for a year, index.html for every page
// route, never cached) and the public files folder (product images, banners, logos).
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { FILES_PUBLIC_PATH } from '@bazaar/contract/constants';
import { isPagePath, PAGE_ROUTES, PRIVATE_PAGES } from '@bazaar/contract/page-routes';
import { isInsideFolder } from './public-path.ts';
import { LANGS } from '@bazaar/i18n/text';
import type { Lang } from '@bazaar/i18n/text';

const ONE_YEAR = 31_536_000;
const THIRTY_DAYS = 2_592_000;

export interface StaticOptions {
  webDistDir: string;
  filesDir: string;
  /** Answers a page route with the storefront (features/seo fills in its head). */
  servePage: (request: FastifyRequest, reply: FastifyReply) => unknown;
  /** Absolute address of the sitemap, for robots.txt (it must be absolute). */
  sitemapUrl: (request: FastifyRequest) => string;
}

/** Crawl the shop, not the API or a shopper's own pages, in every language prefix. */
const ROBOTS_TXT = [
  'User-agent: *',
  'Allow: /',
  'Disallow: /api/',
  'Disallow: /admin',
  ...PAGE_ROUTES.filter((route) => route.path && PRIVATE_PAGES.includes(route.page)).flatMap(
    (route) =>
      ['', ...LANGS.map((code) => `/${code}`)].map((prefix) => `Disallow: ${prefix}/${route.path}`),
  ),
  '',
].join('\n');

/** index.html per language: /ar/… pages arrive already right-to-left, before any script runs. */
export type IndexPages = Record<Lang, string>;

/** Reads index.html once; null when the web app has not been built. */
export function loadIndexPages(webDistDir: string): IndexPages | null {
  const file = path.join(webDistDir, 'index.html');
  if (!fs.existsSync(file)) return null;
  const html = fs.readFileSync(file, 'utf8');
  return { en: html, ar: html.replace(/<html[^>]*>/, '<html lang="ar" dir="rtl">') };
}

export function sendIndexHtml(
  reply: FastifyReply,
  pages: IndexPages | null,
  url: string,
): FastifyReply {
  if (pages === null) {
    return reply
      .code(503)
      .type('text/plain; charset=utf-8')
      .send('The storefront has not been built yet: run `npm start` from the repository root.');
  }
  const html = /^\/ar(\/|$|\?)/.test(url) ? pages.ar : pages.en;
  // An unknown address still gets the storefront (it shows its not-found page), as a 404.
  const pathname = url.split('?')[0] ?? '/';
  return reply
    .code(isPagePath(pathname) ? 200 : 404)
    .header('Cache-Control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(html);
}

interface FolderRoute {
  root: string;
  /** URL prefix ending in '/', e.g. '/files/images/'. */
  prefix: string;
  cacheControl: (filePath: string) => string;
}

/**
 * GET/HEAD `prefix*` answered from `root`: the path the router decoded (duplicate slashes
 * removed) is checked by isInsideFolder and only then handed to the file sender, so the path
 * checked is the path sent.
 */
async function serveFolder(app: FastifyInstance, route: FolderRoute): Promise<void> {
  const realRoot = fs.realpathSync(route.root);
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root: realRoot,
      serve: false,
      index: false,
      dotfiles: 'deny',
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader('Cache-Control', route.cacheControl(filePath));
      },
    });
    scope.route({
      method: ['GET', 'HEAD'],
      url: `${route.prefix}*`,
      handler: async (request, reply) => {
        const relative = (request.params as { '*': string })['*'];
        if (await isInsideFolder(realRoot, relative)) return reply.sendFile(relative);
        reply.callNotFound();
        return reply;
      },
    });
  });
}

/**
 * The shop's console (issue #22): admin.html, its own build, for /admin and every path under it
 * (its router takes them); never cached, never indexed. Its assets live under /assets/admin/.
 */
function serveConsole(app: FastifyInstance, webDistDir: string): void {
  const file = path.join(webDistDir, 'admin.html');
  const html = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
  const send = (_request: FastifyRequest, reply: FastifyReply) =>
    html === null
      ? reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send('The console has not been built yet: run `npm start` from the repository root.')
      : reply
          .header('Cache-Control', 'no-cache')
          .header('X-Robots-Tag', 'noindex, nofollow')
          .type('text/html; charset=utf-8')
          .send(html);
  app.get('/admin', send);
  app.get('/admin/*', send);
}

export async function staticFiles(app: FastifyInstance, options: StaticOptions): Promise<void> {
  // Only FILES_DIR/images is public. Digital products live beside it and are only ever
  // streamed to their buyer, by the download endpoint.
  const imagesDir = path.join(options.filesDir, 'images');
  fs.mkdirSync(imagesDir, { recursive: true });
  await serveFolder(app, {
    root: imagesDir,
    prefix: `${FILES_PUBLIC_PATH}/images/`,
    cacheControl: () => `public, max-age=${THIRTY_DAYS}`,
  });

  // The site root is a folder to the file sender; it is a page to us.
  app.get('/', (request, reply) => options.servePage(request, reply));
  app.get('/robots.txt', (request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=86400')
      .type('text/plain; charset=utf-8')
      .send(`${ROBOTS_TXT}Sitemap: ${options.sitemapUrl(request)}\n`),
  );
  serveConsole(app, options.webDistDir);
  if (!fs.existsSync(options.webDistDir)) return;
  await serveFolder(app, {
    root: options.webDistDir,
    prefix: '/',
    cacheControl: (filePath) =>
      filePath.includes(`${path.sep}assets${path.sep}`)
        ? `public, max-age=${ONE_YEAR}, immutable`
        : filePath.endsWith('.html')
          ? 'no-cache'
          : 'public, max-age=3600',
  });
}
