// Security headers on every answer, and CORS for the API so the provider's storefront (or ours
// on another origin) can call it. Auth travels in Token/UserID headers, never cookies, so a
// wildcard origin grants nothing a page could not already do.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export interface SecurityOptions {
  /** Allowed browser origins for /api; ['*'] allows any. */
  corsOrigins: string[];
  /** Send Strict-Transport-Security (only when served over HTTPS). */
  hsts: boolean;
}

export const securityHeaders = fp<SecurityOptions>(async (app: FastifyInstance, options) => {
  const allowAny = options.corsOrigins.includes('*');
  // Over HTTPS, also upgrade any stray http:// subresource; over plain http it would break them.
  const contentSecurityPolicy = options.hsts
    ? `${CONTENT_SECURITY_POLICY}; upgrade-insecure-requests`
    : CONTENT_SECURITY_POLICY;

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('Content-Security-Policy', contentSecurityPolicy);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
    if (options.hsts)
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');

    const origin = request.headers.origin;
    if (origin && request.url.startsWith('/api/')) {
      if (allowAny || options.corsOrigins.includes(origin)) {
        reply.header('Access-Control-Allow-Origin', allowAny ? '*' : origin);
        if (!allowAny) reply.header('Vary', 'Origin');
      }
    }
    return payload;
  });

  // Preflight for the custom Token/UserID headers.
  app.options('/api/*', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin && (allowAny || options.corsOrigins.includes(origin))) {
      reply
        .header('Access-Control-Allow-Methods', 'GET, POST, OPTIONS')
        .header('Access-Control-Allow-Headers', 'Accept, Content-Type, Token, UserID')
        .header('Access-Control-Max-Age', '600');
    }
    return reply.code(204).send();
  });
});
