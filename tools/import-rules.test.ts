// The lint rules that keep migrations frozen, test support out of production and the demo seed
// out of the running server (tools/eslint-plugin-bazaar-imports.js) flag what they must.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Linter } from 'eslint';
import type { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const TOOLS = path.dirname(fileURLToPath(import.meta.url));
const PLUGIN = path.join(TOOLS, 'eslint-plugin-bazaar-imports.js');
const { default: plugin } = (await import(PLUGIN)) as { default: ESLint.Plugin };
const SERVER = path.join(TOOLS, '../apps/server/src');

/** The rules that fire on `code` written in `file` (relative to apps/server/src). */
function problems(file: string, code: string): string[] {
  const config: Linter.Config = {
    files: ['**/*.ts'],
    languageOptions: { parser: tseslint.parser, sourceType: 'module' },
    plugins: { imports: plugin },
    rules: {
      'imports/migration-imports': 'error',
      'imports/no-test-support': 'error',
      'imports/no-seed': 'error',
    },
  };
  const messages = new Linter().verify(code, config, path.join(SERVER, file));
  return messages.map((message) => message.ruleId ?? message.message);
}

describe('import rules', () => {
  it('let a migration import kysely and migrations/ files only', () => {
    const file = 'db/migrations/0099-new.ts';
    expect(problems(file, "import { sql } from 'kysely';")).toEqual([]);
    expect(problems(file, "import { withId } from './frozen/dialect.ts';")).toEqual([]);
    expect(problems(file, "import { dialectOf } from '../dialect.ts';")).toEqual([
      'imports/migration-imports',
    ]);
    expect(problems(file, "import type { Database } from '../schema.ts';")).toEqual([
      'imports/migration-imports',
    ]);
    expect(problems(file, "import { z } from 'zod';")).toEqual(['imports/migration-imports']);
    // A migration's test may use live code.
    expect(problems('db/migrations/0099-new.test.ts', "import '../migrate.ts';")).toEqual([]);
    // So may the migration tests' shared support under migrations/test/.
    expect(
      problems('db/migrations/test/migration-database.ts', "import '../../migrate.ts';"),
    ).toEqual([]);
  });

  it('keep test support out of production code, not out of tests', () => {
    const support = [
      "import { x } from '../test/databases.ts';",
      "import { y } from './cart-products.test-support.ts';",
    ];
    for (const line of support) {
      expect(problems('features/cart/cart.service.ts', line)).toEqual(['imports/no-test-support']);
      expect(problems('features/cart/cart.test.ts', line)).toEqual([]);
      expect(problems('features/cart/other.test-support.ts', line)).toEqual([]);
    }
    expect(problems('features/cart/cart.service.ts', "import './cart.repository.ts';")).toEqual([]);
  });

  it('keep the demo seed out of runtime code, but for npm run seed and the lazy start-up seed', () => {
    const seed = "import { seedDemoCatalogue } from './db/seed/seed.ts';";
    const lazy = "await import('./db/seed/seed.ts');";
    expect(
      problems('features/catalogue/catalogue.service.ts', seed.replace('./', '../../')),
    ).toEqual(['imports/no-seed']);
    expect(problems('open-database.ts', seed)).toEqual(['imports/no-seed']);
    expect(problems('open-database.ts', lazy)).toEqual([]);
    expect(problems('app.ts', lazy)).toEqual(['imports/no-seed']);
    expect(problems('db/seed-command.ts', "import './seed/seed.ts';")).toEqual([]);
    expect(problems('test/databases.ts', "import '../db/seed/seed.ts';")).toEqual([]);
  });
});
