// With the pictures in an object store and no public base URL (a CDN), every instance answers
// /files/store/images/<key> from the store, so a picture stored through one is served by all.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { STORED_FILES_PATH, type ReadableFileStore } from '../gateways/files/s3-file-store.ts';

export const storedFiles = fp<{ store: ReadableFileStore }>(
  async (app: FastifyInstance, { store }) => {
    app.get(`${STORED_FILES_PATH}*`, async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const file = await store.readPublic(key);
      if (!file) {
        reply.callNotFound();
        return reply;
      }
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(Buffer.from(file.bytes));
    });
  },
  { name: 'stored-files' },
);
