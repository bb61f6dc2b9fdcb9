// Pictures beyond one machine: against a real S3-compatible server (s3rver, started here), a
// picture stored through one instance is served by another that never saw it, nothing lands in
// the local folder, and a CDN base URL links the pictures there (and the CSP allows it).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProductImage } from '../../features/catalogue-admin/index.ts';
import { DIALECTS } from '../../test/databases.ts';
import { buildAppBeside, useTestApp } from '../../test/test-app.ts';
import { createFileStore } from './create-file-store.ts';
import { s3FileStore } from './s3-file-store.ts';

const PORT = 3441;
const S3 = {
  FILES_S3_BUCKET: 'bazaar-pictures',
  FILES_S3_ENDPOINT: `http://127.0.0.1:${PORT}`,
  FILES_S3_REGION: 'us-east-1',
  FILES_S3_ACCESS_KEY_ID: 'S3RVER',
  FILES_S3_SECRET_ACCESS_KEY: 'S3RVER',
};

const server = new S3rver({
  port: PORT,
  address: '127.0.0.1',
  silent: true,
  directory: fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-s3-')),
  configureBuckets: [{ name: S3.FILES_S3_BUCKET }],
});
beforeAll(() => server.run());
afterAll(() => server.close());

describe.each(DIALECTS)('pictures in an S3-compatible store on %s', (dialect) => {
  const t = useTestApp(dialect, { config: S3 });
  let second: FastifyInstance;
  beforeAll(async () => {
    second = await buildAppBeside(t, dialect, {
      ...S3,
      FILES_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-other-')),
    });
  });
  afterAll(() => second.close());

  it('a picture stored through one instance is served by another', async () => {
    const { sku } = await t.db
      .selectFrom('products')
      .select('sku')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const bytes = await sharp({
      create: { width: 500, height: 400, channels: 3, background: '#a33' },
    })
      .jpeg()
      .toBuffer();
    const store = createFileStore({
      ...S3,
      FILES_DIR: t.filesDir,
      FILES_PUBLIC_BASE_URL: undefined,
    });
    const outcome = await addProductImage(
      t.db,
      { sku, fileName: 'red.jpg', bytes },
      { kind: 'operator', label: 'test' },
      store,
    );
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
    const url = outcome.changeSet.changes[0]?.fields.find((f) => f.field === 'url')?.after ?? '';
    expect(url).toMatch(/^\/files\/store\/images\/products\/[0-9a-f-]{36}-500\.jpg$/);
    expect(
      fs.existsSync(path.join(t.filesDir, 'images', url.replace('/files/store/images/', ''))),
    ).toBe(false);
    const answer = await second.inject({ method: 'GET', url });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(answer.rawPayload).metadata()).width).toBe(500);
    const avif = await second.inject({ method: 'GET', url: url.replace('.jpg', '.avif') });
    expect([avif.statusCode, avif.headers['content-type']]).toEqual([200, 'image/avif']);
    const missing = await second.inject({
      method: 'GET',
      url: '/files/store/images/products/nope.jpg',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('links pictures through a CDN base URL, which the CSP then allows', async () => {
    const cdn = 'https://cdn.shop.example';
    const store = s3FileStore({
      bucket: S3.FILES_S3_BUCKET,
      region: 'us-east-1',
      endpoint: S3.FILES_S3_ENDPOINT,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      publicBaseUrl: cdn,
    });
    expect(await store.putPublic('products/a-1.webp', Buffer.from('x'), 'image/webp')).toBe(
      `${cdn}/images/products/a-1.webp`,
    );
    expect((await store.readPublic('products/a-1.webp'))?.contentType).toBe('image/webp');
    const withCdn = await buildAppBeside(t, dialect, {
      ...S3,
      FILES_PUBLIC_BASE_URL: `${cdn}/bazaar`,
    });
    const page = await withCdn.inject({ method: 'GET', url: '/health' });
    expect(String(page.headers['content-security-policy'])).toContain(
      `img-src 'self' data: blob: ${cdn}`,
    );
    await withCdn.close();
  });
});
