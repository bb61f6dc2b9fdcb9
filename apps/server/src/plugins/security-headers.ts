// Security headers on every answer.
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
  /** Send Strict-Transport-Security (only when served over HTTPS). */
  hsts: boolean;
}

export const securityHeaders = fp<SecurityOptions>(async (app: FastifyInstance, options) => {
  // Over HTTPS, also upgrade any stray http:// subresource; over plain http it would break them.
  const contentSecurityPolicy = options.hsts
    ? `${CONTENT_SECURITY_POLICY}; upgrade-insecure-requests`
    : CONTENT_SECURITY_POLICY;

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Content-Security-Policy', contentSecurityPolicy);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
    if (options.hsts)
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');

    return payload;
  });
});
