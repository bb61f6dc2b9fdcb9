// The digital download (deviation #10), per dialect: the buyer gets the file's bytes with its
// type and name; everyone and everything else is refused with a clear message; the token in the
// address never reaches a log line. Traversal is tried on a real socket (inject() normalises).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@bazaar/contract/constants';
import { DOWNLOAD_PATH_PREFIX } from '@bazaar/contract/endpoints';
import type { Envelope } from '@bazaar/contract/envelope';
import { SERVER_ERRORS } from '@bazaar/contract/messages';
import { say } from '@bazaar/i18n/message-catalogue';
import { DIALECTS } from '../../test/databases.ts';
import { listenOnLoopback, rawGet } from '../../test/raw-http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUpAndLogIn } from '../accounts/accounts.test-support.ts';
import { insertTestOrder, someProduct } from './orders.test-support.ts';

describe.each(DIALECTS)('digital download on %s', (dialect) => {
  let t: TestApp;
  const lines: string[] = [];
  let asha: { id: number; token: string };
  let ravi: { id: number; token: string };
  let digital: Awaited<ReturnType<typeof someProduct>>;
  let ready: number;
  let pending: number;
  let shipped: number;
  let physicalItem: number;

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      config: { LOG_LEVEL: 'trace' },
      logStream: { write: (line) => lines.push(line) },
    });
    const a = await signUpAndLogIn(t.app);
    const r = await signUpAndLogIn(t.app);
    asha = { id: a.row.UserID, token: a.token };
    ravi = { id: r.row.UserID, token: r.token };
    digital = await someProduct(t.db, true);
    const physical = await someProduct(t.db, false);
    const done = await insertTestOrder(t.db, {
      userId: asha.id,
      statusId: ORDER_STATUS.Completed,
      lines: [
        { productId: digital.id, quantity: 1 },
        { productId: physical.id, quantity: 1 },
      ],
    });
    [ready = 0, physicalItem = 0] = done.itemIds;
    const cod = await insertTestOrder(t.db, {
      userId: asha.id,
      lines: [{ productId: digital.id, quantity: 1 }],
    });
    [pending = 0] = cod.itemIds;
    // Completed by its shipping status only (spec §4: latest or shipping status).
    const byShipping = await insertTestOrder(t.db, {
      userId: asha.id,
      statusId: ORDER_STATUS.InProgress,
      lines: [{ productId: digital.id, quantity: 1, shippingStatusId: ORDER_STATUS.Completed }],
    });
    [shipped = 0] = byShipping.itemIds;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const download = (itemId: number, token: string) =>
    get(`${DOWNLOAD_PATH_PREFIX}/${itemId}/${encodeURIComponent(token)}`);
  const refusal = (response: { statusCode: number; json: () => unknown }) => ({
    status: response.statusCode,
    message: (response.json() as Envelope).errorMessage,
  });

  it('streams the file to its buyer with its type, name and bytes', async () => {
    const response = await download(ready, asha.token);
    expect(response.statusCode).toBe(200);
    const stored = await t.db
      .selectFrom('products')
      .select(['digital_file_path', 'digital_file_name', 'digital_content_type'])
      .where('id', '=', digital.id)
      .executeTakeFirstOrThrow();
    expect(response.headers['content-type']).toBe(stored.digital_content_type);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${stored.digital_file_name}"`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const bytes = fs.readFileSync(path.join(t.filesDir, stored.digital_file_path ?? ''));
    expect(bytes.length).toBeGreaterThan(0);
    expect(response.rawPayload.equals(bytes)).toBe(true);
  });

  it('also takes the token from the Token header', async () => {
    const response = await get(`${DOWNLOAD_PATH_PREFIX}/${ready}`, { Token: asha.token });
    expect(response.statusCode).toBe(200);
  });

  it('accepts the provider’s /{orderItemId}/{UserID} address when the Token header comes with it', async () => {
    const response = await get(`${DOWNLOAD_PATH_PREFIX}/${ready}/${asha.id}`, {
      Token: asha.token,
    });
    expect(response.statusCode).toBe(200);
  });

  it('names a non-ASCII file with RFC 5987 filename*', async () => {
    await t.db
      .updateTable('products')
      .set({ digital_file_name: 'دليل الأزياء.pdf' })
      .where('id', '=', digital.id)
      .execute();
    try {
      const response = await download(ready, asha.token);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="____ _______.pdf"; filename*=UTF-8''${encodeURIComponent('دليل الأزياء.pdf')}`,
      );
    } finally {
      await t.db
        .updateTable('products')
        .set({ digital_file_name: digital.digital_file_name })
        .where('id', '=', digital.id)
        .execute();
    }
  });

  it('downloads an item Completed by its shipping status', async () => {
    expect((await download(shipped, asha.token)).statusCode).toBe(200);
  });

  it('answers another shopper exactly as for an item that does not exist', async () => {
    expect(refusal(await download(ready, ravi.token))).toEqual({
      status: 404,
      message: SERVER_ERRORS.downloadNotFound,
    });
    expect(refusal(await download(987_654, asha.token))).toEqual({
      status: 404,
      message: SERVER_ERRORS.downloadNotFound,
    });
  });

  it('refuses a physical item and a digital one not yet completed', async () => {
    expect(refusal(await download(physicalItem, asha.token))).toEqual({
      status: 403,
      message: SERVER_ERRORS.downloadNotDigital,
    });
    expect(refusal(await download(pending, asha.token))).toEqual({
      status: 403,
      message: SERVER_ERRORS.downloadNotReady,
    });
  });

  it('refuses the provider’s /{orderItemId}/{UserID} form with a sentence a person can read', async () => {
    // That storefront saves whatever answers as the file (its type picks the extension).
    const response = await get(`${DOWNLOAD_PATH_PREFIX}/${ready}/${asha.id}`, {
      Accept: 'application/json',
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(`${SERVER_ERRORS.downloadNeedsToken}\n`);
    expect(response.body).toMatch(/^[^.:]+: [^.]+\.\n$/);
  });

  it('says a refusal in the language the Accept-Language header names', async () => {
    const arabic = { 'Accept-Language': 'ar' };
    const plain = await get(`${DOWNLOAD_PATH_PREFIX}/${ready}/${asha.id}`, arabic);
    expect(plain.body).toBe(`${say('ar', { id: 'downloadNeedsToken' })}\n`);
    expect(plain.headers['content-language']).toBe('ar');
    const physical = await get(`${DOWNLOAD_PATH_PREFIX}/${physicalItem}`, {
      ...arabic,
      Token: asha.token,
    });
    expect(refusal(physical)).toEqual({
      status: 403,
      message: say('ar', { id: 'downloadNotDigital' }),
    });
  });

  it('refuses an unknown, revoked or missing token', async () => {
    expect(refusal(await download(ready, 'x'.repeat(43))).status).toBe(401);
    expect(refusal(await get(`${DOWNLOAD_PATH_PREFIX}/${ready}`)).status).toBe(401);
    const other = await signUpAndLogIn(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/common/logout',
      headers: { 'content-type': 'application/json', Token: other.token, UserID: '' },
      payload: { requestParameters: {} },
    });
    expect(refusal(await download(ready, other.token))).toEqual({
      status: 401,
      message: SERVER_ERRORS.unauthorized,
    });
  });

  it('answers 400 for an item id that is no number', async () => {
    expect(refusal(await download(Number.NaN, asha.token)).status).toBe(400);
  });

  it('never leaves FILES_DIR/digital: traversal on a real socket, and a poisoned file path', async () => {
    fs.writeFileSync(path.join(t.filesDir, 'secret.txt'), 'not for you');
    const port = await listenOnLoopback(t.app);
    for (const attack of [
      `${DOWNLOAD_PATH_PREFIX}/${ready}/../../../../etc/passwd`,
      `${DOWNLOAD_PATH_PREFIX}/..%2F..%2Fsecret.txt/${asha.token}`,
      `${DOWNLOAD_PATH_PREFIX}/${ready}/${asha.token}/../../secret.txt`,
    ]) {
      const response = await rawGet(port, attack);
      expect(response.status, attack).not.toBe(200);
      expect(response.body).not.toContain('not for you');
    }
    // A product row pointing outside the digital folder streams nothing.
    await t.db
      .updateTable('products')
      .set({ digital_file_path: 'digital/../secret.txt' })
      .where('id', '=', digital.id)
      .execute();
    try {
      expect(refusal(await download(ready, asha.token))).toEqual({
        status: 404,
        message: SERVER_ERRORS.downloadFileMissing,
      });
    } finally {
      await t.db
        .updateTable('products')
        .set({ digital_file_path: digital.digital_file_path })
        .where('id', '=', digital.id)
        .execute();
    }
  });

  it('streams the file to a buyer who sends the token in the Token header only', async () => {
    // What the storefront sends (deviation 16): the address carries no token.
    const byHeader = await get(`${DOWNLOAD_PATH_PREFIX}/${ready}`, { Token: asha.token });
    expect(byHeader.statusCode).toBe(200);
    expect(byHeader.rawPayload).toEqual((await download(ready, asha.token)).rawPayload);
    expect(refusal(await get(`${DOWNLOAD_PATH_PREFIX}/${ready}`, { Token: ravi.token }))).toEqual({
      status: 404,
      message: SERVER_ERRORS.downloadNotFound,
    });
    expect(refusal(await get(`${DOWNLOAD_PATH_PREFIX}/${ready}`))).toEqual({
      status: 401,
      message: SERVER_ERRORS.unauthorized,
    });
  });

  it('writes the path’s token into no log line', async () => {
    await download(ready, asha.token);
    await get(`//api/v1/common/download-digital-file/${ready}/${asha.token}`);
    await get(`${DOWNLOAD_PATH_PREFIX}/${ready}`, { Token: asha.token });
    // Malformed escapes after the token: refused before routing, still not logged.
    await get(`${DOWNLOAD_PATH_PREFIX}/${ready}/${asha.token}%zz`);
    await get(`${DOWNLOAD_PATH_PREFIX}/${ready}/${asha.token}/%`);
    const logged = lines.join('\n');
    expect(logged).toContain('[REDACTED]');
    expect(logged).toContain('download-digital-file');
    for (const token of [asha.token, ravi.token, encodeURIComponent(asha.token)]) {
      expect(logged).not.toContain(token);
    }
  });
});
