// Another process holding SQLite's write lock (the seed command, a second server, a backup)
// must not stall readers: the waiting write is retried off the event loop.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, endpointPath, type EndpointKey } from '@bazaar/contract/endpoints';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';

describe('SQLite with the write lock held by another connection', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-busy-'));
  const file = path.join(dir, 'shop.db');
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp(
      testConfig({ SQLITE_FILE: file, FILES_DIR: path.join(dir, 'files'), LOG_LEVEL: 'silent' }),
    );
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const call = (key: EndpointKey, requestParameters: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: endpointPath(ENDPOINTS[key]),
      headers: { 'content-type': 'application/json' },
      payload: { requestParameters },
    });

  it('keeps answering reads, and the write goes through once the lock is released', async () => {
    const other = new BetterSqlite3(file);
    other.exec('BEGIN IMMEDIATE');
    let writeDone = false;
    const write = call('insertSubscriber', { SubscriberEmail: 'waiting@example.in' }).then(
      (response) => {
        writeDone = true;
        return response;
      },
    );
    const read = await call('getCategoriesList', {});
    expect(read.statusCode).toBe(200);
    expect(writeDone).toBe(false);
    other.exec('COMMIT');
    other.close();
    expect((await write).statusCode).toBe(200);
  });
});
