// Security headers on every answer, through @fastify/helmet: a strict Content-Security-Policy
// (no inline script or style), no framing, no MIME sniffing, a tight referrer policy, and HSTS
// when served over HTTPS. A configured payment provider adds its own precise origins
// (gateways/payment/browser-origins.ts); with the sandbox there are none.
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import type { BrowserOrigins } from '../gateways/payment/browser-origins.ts';

export interface SecurityOptions {
  /** Send Strict-Transport-Security and upgrade stray http:// (only when served over HTTPS). */
  hsts: boolean;
  /** The configured payment providers' origins (script, frames, connections, images). */
  paymentOrigins?: BrowserOrigins;
}

/** /api/… — also //api/…, which the router takes as the same path. */
const isApiPath = (url: string) => url.replace(/\/{2,}/g, '/').startsWith('/api/');

export const securityHeaders = fp<SecurityOptions>(async (app: FastifyInstance, options) => {
  const { hsts } = options;
  const pay = options.paymentOrigins ?? { script: [], frame: [], connect: [], img: [] };
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...pay.script],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...pay.img],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...pay.connect],
        // The provider's payment sheet; without a provider, frames fall back to default-src.
        ...(pay.frame.length > 0 ? { frameSrc: ["'self'", ...pay.frame] } : {}),
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: hsts ? [] : null,
      },
    },
    strictTransportSecurity: hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // A provider's sheet may open a bank's page in a pop-up (netbanking, 3-D Secure).
    crossOriginOpenerPolicy: {
      policy: pay.script.length > 0 ? 'same-origin-allow-popups' : 'same-origin',
    },
    // Product images may be shown by another storefront (the provider's) on its own origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  // Helmet has no Permissions-Policy: the shop needs no camera, microphone or location.
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
    // No API answer is for a shared or stored cache: logins answer tokens, others profiles,
    // addresses, orders, carts, files. A rule over the path, not a list of personal endpoints,
    // so a new endpoint cannot forget it; a route that chose its own policy keeps it.
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) {
      reply.header('Cache-Control', 'no-store');
    }
    return payload;
  });
});
