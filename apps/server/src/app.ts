// buildApp(config) → a ready Fastify instance: infrastructure plugins first, then one plugin
// per feature area. server.ts listens; tests call inject().
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { HEALTH_PATH } from '@bazaar/contract/endpoints';
import type { Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './open-database.ts';
import { errors } from './plugins/errors.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { loadIndexPages, sendIndexHtml, staticFiles } from './plugins/static-files.ts';
import { contentFeature } from './features/content/content.routes.ts';
import { catalogueFeature } from './features/catalogue/catalogue.routes.ts';
import { localizationFeature } from './features/localization/localization.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

export interface BuildOptions {
  /** An already-open (e.g. test) database; otherwise one is opened from the config. */
  database?: DatabaseHandle;
}

export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, redact: ['req.headers.token', 'req.headers.authorization'] },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1_048_576,
  });

  const database = options.database ?? (await openDatabase(config, app.log));
  app.decorate('database', database);
  if (!options.database) app.addHook('onClose', async () => database.destroy());

  const indexPages = loadIndexPages(config.WEB_DIST_DIR);
  await app.register(errors, {
    servePage: (request, reply) => sendIndexHtml(reply, indexPages, request.url),
  });
  await app.register(securityHeaders, {
    corsOrigins: config.CORS_ORIGINS,
    hsts: config.PUBLIC_URL?.startsWith('https://') ?? false,
  });
  await app.register(compress, { global: true, threshold: 1024 });

  app.get(HEALTH_PATH, async (_request, reply) => {
    const healthy = await database.ping();
    return reply.code(healthy ? 200 : 503).send({ status: healthy ? 'ok' : 'unavailable' });
  });

  const db = database.db;
  await app.register(contentFeature, {
    db,
    formRateLimitPerMinute: config.FORM_RATE_LIMIT_PER_MINUTE,
  });
  await app.register(catalogueFeature, { db });
  await app.register(localizationFeature, { db });

  await app.register(staticFiles, {
    webDistDir: config.WEB_DIST_DIR,
    filesDir: config.FILES_DIR,
    indexPages,
  });
  return app;
}
