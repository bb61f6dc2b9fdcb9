// Cross-origin calls to the API. By default none: only pages served by this host may call it.
// CORS_ORIGINS names other storefronts (e.g. the provider's, on its own origin) that may.
import type { FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import fp from 'fastify-plugin';

export const API_REQUEST_HEADERS = ['Accept', 'Content-Type', 'Token', 'UserID', 'Idempotency-Key'];

export const corsPolicy = fp<{ origins: string[] }>(async (app: FastifyInstance, { origins }) => {
  if (origins.length === 0) return;
  await app.register(cors, {
    origin: origins.includes('*') ? '*' : origins,
    methods: ['GET', 'POST'],
    allowedHeaders: API_REQUEST_HEADERS,
    exposedHeaders: ['Content-Disposition', 'Retry-After'],
    maxAge: 600,
  });
});
