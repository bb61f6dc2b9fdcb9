// Serves the built storefront (hashed assets cached for a year, index.html for every page
// route, never cached) and the public files folder (product images, banners, logos).
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { FILES_PUBLIC_PATH } from '@bazaar/contract/constants';

const ONE_YEAR = 31_536_000;
const THIRTY_DAYS = 2_592_000;

export interface StaticOptions {
  webDistDir: string;
  filesDir: string;
  indexPages: IndexPages | null;
}

/** index.html per language: /ar/… pages arrive already right-to-left, before any script runs. */
export type IndexPages = Record<'en' | 'ar', string>;

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
  return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
}

export async function staticFiles(app: FastifyInstance, options: StaticOptions): Promise<void> {
  fs.mkdirSync(options.filesDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.filesDir,
    prefix: `${FILES_PUBLIC_PATH}/`,
    decorateReply: false,
    index: false,
    cacheControl: false,
    // Digital products live under FILES_DIR too but are only ever streamed to their buyer.
    allowedPath: (pathName) => pathName.startsWith('/images/'),
    setHeaders: (res) => {
      res.setHeader('Cache-Control', `public, max-age=${THIRTY_DAYS}`);
    },
  });

  // The site root is a folder to the static plugin (403 without an index); it is a page to us.
  app.get('/', (request, reply) => sendIndexHtml(reply, options.indexPages, request.url));
  if (!fs.existsSync(options.webDistDir)) return;
  await app.register(fastifyStatic, {
    root: options.webDistDir,
    prefix: '/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    wildcard: true,
    setHeaders: (res, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      const html = filePath.endsWith('.html');
      res.setHeader(
        'Cache-Control',
        hashed
          ? `public, max-age=${ONE_YEAR}, immutable`
          : html
            ? 'no-cache'
            : 'public, max-age=3600',
      );
    },
  });
}
