// /sitemap.xml and its pages (sitemap.service.ts), streamed as XML. Page heads are written by
// page-sender.ts, which app.ts hands to the static files and the not-found handler.
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { answerLanguage } from '../../answer-language.ts';
import { type FeatureOptions, sendEnvelope } from '../../wire.ts';
import { publicOrigin } from './page-urls.ts';
import { sitemapPages, sitemapProducts, sitemapRoot } from './sitemap.service.ts';

export interface SeoOptions extends FeatureOptions {
  publicUrl: string | undefined;
}

function sendXml(reply: FastifyReply, body: AsyncGenerator<string>): FastifyReply {
  return reply
    .header('Cache-Control', 'public, max-age=3600')
    .type('application/xml; charset=utf-8')
    .send(Readable.from(body));
}

export const seoFeature = fp<SeoOptions>(
  async (app: FastifyInstance, { db, publicUrl }) => {
    app.get('/sitemap.xml', async (request, reply) =>
      sendXml(reply, await sitemapRoot(db, publicOrigin(publicUrl, request))),
    );
    app.get('/sitemap-pages.xml', async (request, reply) =>
      sendXml(reply, await sitemapPages(db, publicOrigin(publicUrl, request))),
    );
    app.get('/sitemap-products-:file.xml', async (request, reply) => {
      const { file } = request.params as { file: string };
      const body = /^[1-9]\d{0,5}$/.test(file)
        ? await sitemapProducts(db, publicOrigin(publicUrl, request), Number(file))
        : null;
      // Not a page: the API's 404 answer, not the storefront's not-found page.
      if (body === null) {
        return sendEnvelope(reply, 404, {
          failure: { id: 'unknownEndpoint' },
          lang: answerLanguage(request),
        });
      }
      return sendXml(reply, body);
    });
  },
  { name: 'seo', dependencies: [] },
);
