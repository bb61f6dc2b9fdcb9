// GET /files/review-photos/<uuid>.webp: a review's photo, only while its review (and product)
// is published; a held or rejected review's photos answer 404 like a name that never existed.
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { PHOTO_FILE_NAME, photoFilePath, REVIEW_PHOTO_PATH } from './review-photo-files.ts';
import { findPublishedPhoto } from './reviews.repository.ts';

export function registerReviewPhotoRoute(
  app: FastifyInstance,
  { db, filesDir }: { db: Kysely<Database>; filesDir: string },
): void {
  app.get<{ Params: { name: string } }>(`${REVIEW_PHOTO_PATH}:name`, async (request, reply) => {
    const { name } = request.params;
    const published = PHOTO_FILE_NAME.test(name) && (await findPublishedPhoto(db, name));
    const bytes = published
      ? await fs.promises.readFile(photoFilePath(filesDir, name)).catch(() => null)
      : null;
    if (!bytes) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    // Not immutable: a photo stops being served when its review is edited or unpublished.
    return reply
      .type('image/webp')
      .header('cache-control', 'public, max-age=300')
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  });
}
