// Entry of `npm run admin -- …` (see admin.ts), compiled to dist/admin.js like the server: opens
// the configured database, refuses a schema that is behind this code (migrating is the server's
// start, not an operator command's side effect), runs one command and prints its lines (control
// characters escaped: see terminal-text.ts). A command that moves an order queues the shopper's
// e-mail in the outbox, sealed with the server's key; the running server sends it.
import { loadSealedBox } from '../auth/sealed-box.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { configuredLocation, createDatabase } from '../db/database.ts';
import { pendingMigrations } from '../db/migrate.ts';
import { createFileStore } from '../gateways/files/create-file-store.ts';
import { enqueueMail, type NewMail } from '../gateways/mail/outbox.ts';
import { createPaymentGateway } from '../gateways/payment/create-payment-gateway.ts';
import { runAdminCommand } from './admin.ts';
import { terminalSafe } from './terminal-text.ts';

/** Exit code for a database whose schema is behind (1 is any other failure, 2 a usage error). */
const SCHEMA_BEHIND = 3;

function behindMessage(pending: string[]): string {
  const names = pending.length > 3 ? [...pending.slice(0, 2), '…', pending.at(-1)] : pending;
  return [
    `The database's schema is behind this code: ${pending.length} migration(s) not applied`,
    `(${names.join(', ')}). Nothing was done. Start the server once with this version`,
    '(npm start) to migrate it, then run the command again.',
  ].join('\n');
}

async function main(): Promise<void> {
  const config = loadConfig();
  const handle = createDatabase(configuredLocation(config));
  try {
    const pending = await pendingMigrations(handle.db);
    if (pending.length > 0) {
      console.error(behindMessage(pending));
      process.exitCode = SCHEMA_BEHIND;
      return;
    }
    const ctx = {
      db: handle.db,
      mailer: {
        // The key is read (or made, like the server does) only by a command that mails, and
        // through the command's own transaction: SQLite has one writer connection.
        queue: async (db: typeof handle.db, mail: NewMail) =>
          enqueueMail(db, await loadSealedBox(db, config.PASSWORD_SEAL_KEY), mail),
      },
      publicUrl: config.PUBLIC_URL,
      now: () => new Date(),
      gateway: createPaymentGateway(handle.db, config),
      files: createFileStore(config),
      cost: {
        memoryKib: config.PASSWORD_HASH_MEMORY_KIB,
        iterations: config.PASSWORD_HASH_ITERATIONS,
      },
    };
    const { lines, code } = await runAdminCommand(ctx, process.argv.slice(2));
    for (const line of lines) console.log(terminalSafe(line));
    process.exitCode = code;
  } finally {
    await handle.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
});
