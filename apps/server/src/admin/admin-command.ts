// Entry of `npm run admin -- …` (see admin.ts): opens the configured database, migrates it,
// runs one command and prints its lines (control characters escaped: see terminal-text.ts).
import { ConfigError, loadConfig } from '../config.ts';
import { createDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { runAdminCommand } from './admin.ts';
import { terminalSafe } from './terminal-text.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const handle = createDatabase({
    databaseUrl: config.DATABASE_URL,
    sqliteFile: config.SQLITE_FILE,
    pgSchema: config.DATABASE_SCHEMA,
  });
  try {
    await migrateToLatest(handle.db);
    const { lines, code } = await runAdminCommand(handle.db, process.argv.slice(2));
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
