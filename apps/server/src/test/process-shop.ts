// Server processes over one throw-away database (a SQLite file or a PostgreSQL schema), for
// tests that need what only processes show: real sockets, two instances, kill -9.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ENDPOINTS, endpointPath, type EndpointKey } from '@bazaar/contract/endpoints';
import type { Envelope } from '@bazaar/contract/envelope';
import { createDatabase, type DatabaseHandle } from '../db/database.ts';
import type { DialectName } from '../db/schema.ts';
import { startServerProcess, waitForListening, type ServerProcess } from './server-process.ts';

export interface ProcessShop {
  /** Starts one more server process on the shop's database; answers it and its port. */
  start(env?: Record<string, string>): Promise<{ server: ServerProcess; port: number }>;
  /** A handle of this test's own on the same database (destroy it when done). */
  openDatabase(): DatabaseHandle;
  /** Kills every process, drops the database and its files. */
  close(): Promise<void>;
}

export function processShop(dialect: DialectName, name: string): ProcessShop {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bazaar-${name}-`));
  const schema = `${name.replace(/\W/g, '_')}_${randomBytes(5).toString('hex')}`;
  const databaseUrl = process.env.DATABASE_URL ?? '';
  const sqliteFile = path.join(dir, 'shop.db');
  const where: Record<string, string> =
    dialect === 'sqlite'
      ? { SQLITE_FILE: sqliteFile }
      : { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema };
  const servers: ServerProcess[] = [];
  const openDatabase = () =>
    dialect === 'sqlite'
      ? createDatabase({ sqliteFile })
      : createDatabase({ databaseUrl, pgSchema: schema });
  return {
    openDatabase,
    async start(env = {}) {
      const server = startServerProcess({
        ...where,
        FILES_DIR: path.join(dir, 'files'),
        MAIL_DIR: path.join(dir, 'mail'),
        LOG_LEVEL: 'warn',
        ...env,
      });
      servers.push(server);
      return { server, port: await waitForListening(server, 120_000) };
    },
    async close() {
      for (const server of servers) server.child.kill('SIGKILL');
      await Promise.all(servers.map((server) => server.exited));
      if (dialect === 'postgres') {
        const handle = openDatabase();
        await handle.db.schema.dropSchema(schema).ifExists().cascade().execute();
        await handle.destroy();
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** One contract call over the socket: its status, envelope and parsed data. */
export async function postOverSocket(
  port: number,
  key: EndpointKey,
  params: object,
  headers: Record<string, string>,
): Promise<{ status: number; envelope: Envelope; data: unknown }> {
  const response = await fetch(`http://127.0.0.1:${port}${endpointPath(ENDPOINTS[key])}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ requestParameters: params }),
  });
  const envelope = (await response.json()) as Envelope;
  return { status: response.status, envelope, data: JSON.parse(envelope.data) as unknown };
}
