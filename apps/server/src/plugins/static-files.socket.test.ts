// Public files over a real socket, with the paths an attacker sends: inject() would normalise
// them before routing and so could never see a traversal.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { listenOnLoopback, rawGet } from '../test/raw-http.ts';

const SECRET = 'PAID-CONTENT-7f3a';

describe('public files on a real socket', () => {
  let t: TestApp;
  let port: number;
  // The storefront build and the files folder side by side, as in a real checkout.
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-static-'));
  const webDist = path.join(base, 'web');
  const filesDir = path.join(base, 'files');

  beforeAll(async () => {
    fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Bazaar</title>');
    fs.writeFileSync(path.join(webDist, 'assets', 'app-1.js'), 'console.log(1)');
    const images = path.join(filesDir, 'images');
    const digital = path.join(filesDir, 'digital');
    fs.mkdirSync(path.join(images, 'brands'), { recursive: true });
    fs.mkdirSync(digital, { recursive: true });
    fs.writeFileSync(path.join(images, 'logo.svg'), '<svg>logo</svg>');
    fs.writeFileSync(path.join(images, 'brands', 'biba.svg'), '<svg>biba</svg>');
    fs.writeFileSync(path.join(images, '.env'), SECRET);
    fs.writeFileSync(path.join(digital, 'guide.pdf'), `%PDF ${SECRET}`);
    fs.writeFileSync(path.join(filesDir, 'bazaar.db'), SECRET);
    fs.symlinkSync(path.join(digital, 'guide.pdf'), path.join(images, 'guide.pdf'));
    fs.symlinkSync(digital, path.join(images, 'linked'));
    t = await createTestApp('sqlite', {
      seed: false,
      config: { WEB_DIST_DIR: webDist, FILES_DIR: filesDir },
    });
    port = await listenOnLoopback(t.app);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(base, { recursive: true, force: true });
  });

  it.each([
    '/files/images/logo.svg',
    '//files/images/logo.svg',
    '//files/images/brands/biba.svg',
    '/files//images/brands//biba.svg',
  ])('serves the public image %s', async (url) => {
    const response = await rawGet(port, url);
    expect(response.status).toBe(200);
    expect(response.body).toContain('<svg>');
    expect(response.headers).toMatch(/content-type: image\/svg\+xml/i);
  });

  const escapes = [
    '/files/images/%2e%2e/digital/guide.pdf',
    '/files/images/%2E%2E/digital/guide.pdf',
    '/files/images/../digital/guide.pdf',
    '/files/images/.%2e/digital/guide.pdf',
    '/files/images/%2e./digital/guide.pdf',
    '/files/images/./../digital/guide.pdf',
    '/files/images/x/../../digital/guide.pdf',
    '/files/images/brands/../../digital/guide.pdf',
    '/files/images/%2e%2e%2fdigital%2fguide.pdf',
    '/files/images/..%2fdigital/guide.pdf',
    '/files/images/%252e%252e/digital/guide.pdf',
    '/files/images/%252e%252e%252fdigital%252fguide.pdf',
    '/files/images/..%5cdigital%5cguide.pdf',
    '/files/images/..\\digital\\guide.pdf',
    '/files/images/%2e%2e/bazaar.db',
    '/files/images/../bazaar.db',
    '//files/images/../digital/guide.pdf',
    '//files/images/%2e%2e/digital/guide.pdf',
    '/files/images//../digital/guide.pdf',
    '/files/images/%00/../digital/guide.pdf',
    '/files/images/guide.pdf',
    '/files/images/linked/guide.pdf',
    '/files/images/.env',
    '/files/images/%2eenv',
    '/files/images/brands/../.env',
    '/files/digital/guide.pdf',
    '/files/bazaar.db',
    '/files/images/%c0%ae%c0%ae/digital/guide.pdf',
    `/${'%2e%2e/'.repeat(8)}x`,
    '/%2e%2e/files/digital/guide.pdf',
    '/assets/%2e%2e/%2e%2e/files/digital/guide.pdf',
    '/assets/..%2f..%2ffiles%2fdigital%2fguide.pdf',
    '//..//files/digital/guide.pdf',
  ];

  it.each(escapes)('never serves a private file for %s', async (url) => {
    const response = await rawGet(port, url);
    expect(response.status).not.toBe(500);
    expect(response.body).not.toContain(SECRET);
  });

  it('answers 404 (not the page) for a traversal below /files', async () => {
    for (const url of escapes.filter((candidate) => /^\/\/?files\//.test(candidate))) {
      const response = await rawGet(port, url);
      expect([400, 403, 404], url).toContain(response.status);
    }
  });

  it('serves the storefront assets and pages', async () => {
    expect((await rawGet(port, '/assets/app-1.js')).status).toBe(200);
    const page = await rawGet(port, '/en/about');
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/<title>[^<]*(Bazaar|بازار)[^<]*<\/title>/);
  });
});
