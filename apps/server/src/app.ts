// buildApp(config) → a ready Fastify instance: infrastructure plugins first, then one plugin
// per feature area. server.ts listens; tests call inject().
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { answerCache, COMPRESS_MIN_BYTES } from './answer-cache.ts';
import { loadSealedBox } from './auth/sealed-box.ts';
import type { Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './open-database.ts';
import { corsPolicy } from './plugins/cors.ts';
import { draining } from './plugins/draining.ts';
import { errors } from './plugins/errors.ts';
import { health } from './plugins/health.ts';
import { jsonBody } from './plugins/json-body.ts';
import { mailGateway } from './plugins/mailer.ts';
import { requestLogFields } from './plugins/log-redaction.ts';
import { browserOrigins } from './gateways/payment/browser-origins.ts';
import { createWebhookVerifiers } from './gateways/payment/create-payment-gateway.ts';
import { paymentWebhooks } from './features/payment-webhooks/payment-webhooks.routes.ts';
import { rateLimiting } from './plugins/rate-limit.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { loadIndexPages, staticFiles } from './plugins/static-files.ts';
import { storedFiles } from './plugins/stored-files.ts';
import { objectStoreOf } from './gateways/files/create-file-store.ts';
import { contentFeature } from './features/content/content.routes.ts';
import { catalogueFeature } from './features/catalogue/catalogue.routes.ts';
import { reviewsFeature } from './features/reviews/reviews.routes.ts';
import { localizationFeature } from './features/localization/localization.routes.ts';
import { locationsFeature } from './features/locations/locations.routes.ts';
import { addressesFeature } from './features/addresses/addresses.routes.ts';
import { accountsFeature } from './features/accounts/accounts.routes.ts';
import { cartFeature } from './features/cart/cart.routes.ts';
import { savedCartFeature } from './features/saved-cart/saved-cart.routes.ts';
import { orderHistoryFeature } from './features/orders/order-history.routes.ts';
import { ordersFeature } from './features/orders/orders.routes.ts';
import { afterSalesFeature } from './features/orders/after-sales/after-sales.routes.ts';
import { invoicesFeature } from './features/invoices/index.ts';
import { firstViewData } from './features/seo/first-view-data.ts';
import { createPageSender } from './features/seo/page-sender.ts';
import { firstViewLabels } from './features/localization/index.ts';
import { publicOrigin } from './features/seo/page-urls.ts';
import { seoFeature } from './features/seo/seo.routes.ts';
import { staffFeature } from './features/staff/index.ts';
import { consoleFeature } from './features/console/console.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

export interface BuildOptions {
  /** An already-open (e.g. test) database; otherwise one is opened from the config. */
  database?: DatabaseHandle;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

/**
 * Largest body an API call may send. The biggest real request is an order of a 100-line cart
 * (each line with its attributes) plus a 1 000-character note: about 40 KB (see wire tests).
 */
export const API_BODY_LIMIT = 64 * 1024;

/** TRUST_PROXY as Fastify takes it: a hop count becomes "the last n hops are our proxies". */
function trustedProxies(setting: Config['TRUST_PROXY']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.token', 'req.headers.authorization'],
      serializers: { req: requestLogFields },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: trustedProxies(config.TRUST_PROXY),
    bodyLimit: API_BODY_LIMIT,
    // A client that stalls (slow headers, a body that never ends) loses its connection.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    connectionTimeout: config.REQUEST_TIMEOUT_MS * 2,
    http: {
      headersTimeout: Math.min(10_000, config.REQUEST_TIMEOUT_MS),
      // Node checks the two timeouts above on this interval (30 s by default).
      connectionsCheckingInterval: Math.min(1_000, config.REQUEST_TIMEOUT_MS),
    },
    // The provider's storefront asks for `//files/images/…` (base URL + path both with '/').
    routerOptions: { ignoreDuplicateSlashes: true },
    // During close, plugins/draining.ts answers the 503 itself, as an envelope.
    return503OnClosing: false,
  });

  const database = options.database ?? (await openDatabase(config, app.log));
  app.decorate('database', database);
  if (!options.database) app.addHook('onClose', async () => database.destroy());

  const servePage = createPageSender({
    db: database.db,
    indexPages: loadIndexPages(config.WEB_DIST_DIR),
    publicUrl: config.PUBLIC_URL,
    socialLinks: config.SOCIAL_LINKS,
    labelsFor: firstViewLabels(database.db),
    firstViewData: firstViewData(app),
  });
  await app.register(errors, { servePage });
  await app.register(draining);
  await app.register(jsonBody);
  await app.register(securityHeaders, {
    hsts: config.PUBLIC_URL?.startsWith('https://') ?? false,
    paymentOrigins: browserOrigins(config),
    cdn: config.FILES_PUBLIC_BASE_URL ? [new URL(config.FILES_PUBLIC_BASE_URL).origin] : [],
  });
  await app.register(corsPolicy, { origins: config.CORS_ORIGINS });
  await app.register(compress, { global: true, threshold: COMPRESS_MIN_BYTES });
  await app.register(health, { ping: () => database.ping(), isDraining: () => app.isDraining() });
  await app.register(rateLimiting, { db: database.db });
  const db = database.db;
  const box = await loadSealedBox(db, config.PASSWORD_SEAL_KEY);
  await app.register(mailGateway, { db, box, settings: config });

  const answers = answerCache(db);
  await app.register(contentFeature, {
    db,
    formRateLimitPerMinute: config.FORM_RATE_LIMIT_PER_MINUTE,
    answers,
    methodProviders: { card: config.PAYMENT_CARD_PROVIDER, wallet: config.PAYMENT_WALLET_PROVIDER },
  });
  await app.register(catalogueFeature, { db, answers });
  await app.register(reviewsFeature, {
    db,
    filesDir: config.FILES_DIR,
    hold: config.REVIEWS_HOLD,
    formRateLimitPerMinute: config.FORM_RATE_LIMIT_PER_MINUTE,
    visitorBodyLimit: API_BODY_LIMIT,
  });
  await app.register(localizationFeature, { db, answers });
  await app.register(locationsFeature, { db });
  await app.register(addressesFeature, { db });
  await app.register(accountsFeature, { db, config, box });
  await app.register(cartFeature, {
    db,
    couponAttemptsPerAddress: config.COUPON_ATTEMPTS_PER_ADDRESS,
    freeDeliveryThresholdPaise: config.FREE_DELIVERY_THRESHOLD_RUPEES * 100,
  });
  await app.register(savedCartFeature, { db });
  await app.register(ordersFeature, { db, config });
  await app.register(paymentWebhooks, { db, verifiers: createWebhookVerifiers(config) });
  await app.register(orderHistoryFeature, {
    db,
    filesDir: config.FILES_DIR,
    deliveryDays: {
      dispatchDays: config.DELIVERY_DISPATCH_DAYS,
      transitDays: { min: config.DELIVERY_TRANSIT_DAYS_MIN, max: config.DELIVERY_TRANSIT_DAYS_MAX },
    },
  });
  await app.register(afterSalesFeature, { db, config });
  await app.register(invoicesFeature, { db, settings: config });
  await app.register(seoFeature, { db, publicUrl: config.PUBLIC_URL });
  await app.register(staffFeature, { db, config });
  await app.register(consoleFeature, { db, config });

  const objectStore = objectStoreOf(config);
  if (objectStore && !config.FILES_PUBLIC_BASE_URL) {
    await app.register(storedFiles, { store: objectStore });
  }
  await app.register(staticFiles, {
    webDistDir: config.WEB_DIST_DIR,
    filesDir: config.FILES_DIR,
    servePage,
    sitemapUrl: (request) => `${publicOrigin(config.PUBLIC_URL, request)}/sitemap.xml`,
  });
  return app;
}
