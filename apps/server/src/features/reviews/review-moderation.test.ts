// Held reviews (REVIEWS_HOLD) and their photos: a held review is neither shown nor counted and
// its photos are not served, until the shop approves it; photos are checked on the way in.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_SCHEMAS } from '@bazaar/contract/api-schemas';
import { DIALECTS } from '../../test/databases.ts';
import { buildAppBeside, call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { runAdminCommand } from '../../admin/admin.ts';
import { adminContextOf } from '../../admin/admin.test-support.ts';
import { API_BODY_LIMIT } from '../../app.ts';
import { pngHeaderClaiming } from '../../gateways/files/photo-intake.test-support.ts';
import { REVIEW_PHOTO_FOLDER } from './review-photo-files.ts';
import { photoBase64, productTotals, submitReview } from './reviews.test-support.ts';
import { shopperWithOrder } from '../orders/orders.test-support.ts';

const reviewRows = z.array(API_SCHEMAS.getProductReviews.row);

const pixelBomb = () => pngHeaderClaiming(10_000, 10_000).toString('base64');

describe.each(DIALECTS)('held reviews and photos on %s', (dialect) => {
  let t: TestApp;
  let productId: number;
  const list = async () =>
    reviewRows.parse((await call(t.app, 'getProductReviews', { ProductId: productId })).data);
  const photoFiles = () => {
    const folder = path.join(t.filesDir, REVIEW_PHOTO_FOLDER);
    return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
  };
  const fetchPhoto = (url: string) => t.app.inject({ method: 'GET', url });
  beforeAll(async () => {
    t = await createTestApp(dialect);
    productId = (
      await t.db
        .selectFrom('products')
        .select('id')
        .where('published', '=', 1)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());

  it('holds a review with photos: not shown, not counted, photo not served — until approved', async () => {
    const buyer = await shopperWithOrder(t.db, productId);
    const before = await productTotals(t.db, productId);
    const shown = (await list()).length;
    const { data } = await submitReview(t.app, productId, buyer, {
      ReviewRating: '1',
      Photos: [await photoBase64(), await photoBase64(3000, 2000)],
    });
    expect(data).toEqual([{ ResponseMsg: 'Saved Successfully', ReviewHeld: true }]);
    expect(await list()).toHaveLength(shown);
    expect(await productTotals(t.db, productId)).toEqual(before);
    const [file] = photoFiles();
    expect(file).toMatch(/\.webp$/);
    expect((await fetchPhoto(`/files/review-photos/${file}`)).statusCode).toBe(404);

    const listed = await runAdminCommand(adminContextOf(t), ['reviews', 'list']);
    const id = Number(/#(\d+)/.exec(listed.lines.join('\n'))?.[1]);
    expect(listed.lines.join('\n')).toContain('2 photo(s)');
    expect(await runAdminCommand(adminContextOf(t), ['reviews', 'approve', String(id)])).toEqual({
      lines: [`Review #${id} published.`],
      code: 0,
    });
    expect(
      (await runAdminCommand(adminContextOf(t), ['reviews', 'approve', String(id)])).code,
    ).toBe(1);
    expect(await productTotals(t.db, productId)).toEqual({
      review_count: before.review_count + 1,
      rating_sum: before.rating_sum + 1,
    });
    const [newest] = await list();
    expect(newest?.Photos).toHaveLength(2);
    const served = await fetchPhoto(newest?.Photos?.[1] ?? '');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const { width, height, exif } = await sharp(served.rawPayload).metadata();
    expect([width, height, exif]).toEqual([1600, 1067, undefined]);
  });

  it('a rejected review stays out of the list and the totals', async () => {
    const buyer = await shopperWithOrder(t.db, productId);
    const before = await productTotals(t.db, productId);
    await submitReview(t.app, productId, buyer, { Photos: [await photoBase64()] });
    const listed = await runAdminCommand(adminContextOf(t), ['reviews', 'list']);
    const id = Number(/#(\d+)/.exec(listed.lines.join('\n'))?.[1]);
    expect((await runAdminCommand(adminContextOf(t), ['reviews', 'reject', String(id)])).code).toBe(
      0,
    );
    expect(await productTotals(t.db, productId)).toEqual(before);
    expect((await list()).some((row) => row.ReviewId === id)).toBe(false);
    const answer = await call(t.app, 'getMyProductReview', { ProductId: productId }, buyer.headers);
    expect(answer.data).toMatchObject({ MyReview: { Status: 'rejected', PhotoCount: 1 } });
  });

  it('refuses a text file renamed .jpg, a pixel bomb and a fourth photo, storing nothing', async () => {
    const buyer = await shopperWithOrder(t.db, productId);
    const files = photoFiles().length;
    const fakeJpeg = Buffer.from('GIF? no: <?php echo "hi"; ?> holiday.jpg').toString('base64');
    const photo = await photoBase64();
    for (const [photos, id] of [
      [[photo, fakeJpeg], 'photoNotAnImage'],
      [[pixelBomb()], 'photoTooManyPixels'],
      [[photo, photo, photo, photo], 'reviewTooManyPhotos'],
    ] as const) {
      const { envelope } = await submitReview(t.app, productId, buyer, { Photos: photos });
      expect(envelope.messageId).toBe(id);
    }
    const notBase64 = await submitReview(t.app, productId, buyer, { Photos: ['not base64!'] });
    expect(notBase64.status).toBe(400);
    expect(photoFiles()).toHaveLength(files);
    const answer = await call(t.app, 'getMyProductReview', { ProductId: productId }, buyer.headers);
    expect(answer.data).toMatchObject({ CanReview: true, MyReview: null });
  });

  it('takes a photo far larger than any other call may send', async () => {
    const noisy = await sharp({
      create: {
        width: 400,
        height: 400,
        channels: 3,
        background: { r: 0, g: 0, b: 0 },
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(API_BODY_LIMIT * 2);
    const buyer = await shopperWithOrder(t.db, productId);
    const photos = [noisy.toString('base64')];
    const { envelope, data } = await submitReview(t.app, productId, buyer, { Photos: photos });
    expect(envelope.statusCode).toBe(200);
    expect(data).toEqual([{ ResponseMsg: 'Saved Successfully', ReviewHeld: true }]);
    const elsewhere = await call(t.app, 'contactUs', { Message: photos[0] });
    expect(elsewhere.status).toBe(413);
    // A visitor, who cannot review, may not send a large body either.
    const visitor = await submitReview(t.app, productId, null, { Photos: photos });
    expect([visitor.status, visitor.envelope.messageId]).toEqual([413, 'bodyTooLarge']);
  });

  it('holds every review when REVIEWS_HOLD=all, and none when none', async () => {
    for (const [hold, held] of [
      ['all', true],
      ['none', false],
    ] as const) {
      const app = await buildAppBeside(t, dialect, { REVIEWS_HOLD: hold, FILES_DIR: t.filesDir });
      const buyer = await shopperWithOrder(t.db, productId);
      const photos = hold === 'none' ? [await photoBase64()] : [];
      const { data } = await submitReview(app, productId, buyer, { Photos: photos });
      expect(data).toEqual([{ ResponseMsg: 'Saved Successfully', ReviewHeld: held }]);
      await app.close();
    }
  });
});
