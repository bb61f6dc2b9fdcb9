// Builds the app over a fresh test database (see databases.ts) for API tests via inject().
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { ENDPOINTS, endpointPath, type EndpointKey } from '@bazaar/contract/endpoints';
import type { Envelope } from '@bazaar/contract/envelope';
import { buildApp } from '../app.ts';
import { testConfig, type Config } from '../config.ts';
import { wrapDatabase } from '../open-database.ts';
import type { Database, DialectName } from '../db/schema.ts';
import { createSeededTestDatabase, createTestDatabase } from './databases.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  filesDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  seed?: boolean;
  config?: Partial<Config>;
  /** Where log lines go (a test reads them); stdout at the configured level otherwise. */
  logStream?: { write(line: string): void };
}

/**
 * One app for the enclosing describe: built before its tests (and before any later beforeAll,
 * which may use it), closed after them. The fields are filled in when the build finishes.
 */
export function useTestApp(dialect: DialectName, options: TestAppOptions = {}): TestApp {
  const handle = {} as TestApp;
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await createTestApp(dialect, options);
    Object.assign(handle, built);
  });
  // Nothing to close when the build failed: its error is the one to read.
  afterAll(() => built?.close());
  return handle;
}

export async function createTestApp(
  dialect: DialectName,
  { seed = true, config = {}, logStream }: TestAppOptions = {},
): Promise<TestApp> {
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-files-'));
  const database = seed
    ? await createSeededTestDatabase(dialect, { filesDir })
    : await createTestDatabase(dialect);
  const app = await buildApp(
    testConfig({
      FILES_DIR: filesDir,
      WEB_DIST_DIR: path.join(filesDir, 'no-web-build'),
      MAIL_DIR: path.join(filesDir, 'mail'),
      ...config,
    }),
    { database: wrapDatabase(database), ...(logStream ? { logStream } : {}) },
  );
  return {
    app,
    db: database.db,
    filesDir,
    async close() {
      await app.close();
      await database.destroy();
      fs.rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second app over `t`'s database (another instance, or other settings), mailing into the same
 * folder; closing it leaves the database to `t`.
 */
export function buildAppBeside(
  t: TestApp,
  dialect: DialectName,
  config: Partial<Config> = {},
): Promise<FastifyInstance> {
  return buildApp(testConfig({ ...config, MAIL_DIR: path.join(t.filesDir, 'mail') }), {
    database: wrapDatabase({ db: t.db, dialect, destroy: async () => {} }),
  });
}

export interface CallResult<T = unknown> {
  status: number;
  envelope: Envelope;
  data: T;
  response: LightMyRequestResponse;
}

/** POSTs {requestParameters} to an endpoint and decodes the envelope and its data string. */
export async function call<T = unknown>(
  app: FastifyInstance,
  key: EndpointKey,
  params: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<CallResult<T>> {
  const response = await app.inject({
    method: 'POST',
    url: endpointPath(ENDPOINTS[key]),
    headers: { 'content-type': 'application/json', Token: '', UserID: '', ...headers },
    payload: { requestParameters: params },
  });
  const envelope = response.json<Envelope>();
  return { status: response.statusCode, envelope, data: JSON.parse(envelope.data) as T, response };
}
