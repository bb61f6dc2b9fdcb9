// The built storefront: hashed assets cached for a year, index.html for every page route.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

describe('serving the storefront', () => {
  let t: TestApp;
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-web-'));

  beforeAll(async () => {
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html lang="en" dir="ltr"><title>Bazaar</title></html>',
    );
    fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
    t = await createTestApp('sqlite', { seed: false, config: { WEB_DIST_DIR: webDist } });
    fs.mkdirSync(path.join(t.filesDir, 'images'), { recursive: true });
    fs.writeFileSync(path.join(t.filesDir, 'images', 'logo.svg'), '<svg/>');
    fs.mkdirSync(path.join(t.filesDir, 'digital'), { recursive: true });
    fs.writeFileSync(path.join(t.filesDir, 'digital', 'guide.pdf'), '%PDF');
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it.each(['/', '/en/', '/ar/about', '/retrunandrefund', '/en/all-products/0/all-categories'])(
    'answers index.html for the page route %s',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toMatch(/<title>[^<]*(Bazaar|بازار)[^<]*<\/title>/);
    },
  );

  it('serves Arabic pages right-to-left from the first byte', async () => {
    const arabic = await t.app.inject({ method: 'GET', url: '/ar/about' });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    const english = await t.app.inject({ method: 'GET', url: '/en/about' });
    expect(english.body).toContain('<html lang="en" dir="ltr">');
  });

  it('caches hashed assets for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for a missing asset instead of the page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(response.statusCode).toBe(404);
  });

  it('serves public images but never the digital products', async () => {
    const image = await t.app.inject({ method: 'GET', url: '/files/images/logo.svg' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toContain('max-age=');
    const digital = await t.app.inject({ method: 'GET', url: '/files/digital/guide.pdf' });
    expect(digital.statusCode).toBe(404);
  });

  it.each(['/en/no-such-page', '/ar/about/extra', '/nope'])(
    'answers an unknown page %s with 404 and the storefront (its not-found page)',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toMatch(/<title>[^<]*(Bazaar|بازار)[^<]*<\/title>/);
    },
  );

  it('serves a real robots.txt that keeps crawlers out of the API and private pages', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /ar/checkout');
    expect(lines).toContain('Disallow: /orders-history');
    expect(lines).not.toContain('Disallow: /en/about');
  });
});
