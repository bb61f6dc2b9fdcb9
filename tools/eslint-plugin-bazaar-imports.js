// What production code may import, beyond the layer rules of eslint-plugin-bazaar.js:
// - migration-imports: a shipped migration is history; it imports kysely and other files of
//   migrations/ only, so a change to live code can never change what an old migration does.
// - no-test-support: production code never imports test support (a `test/` folder, a
//   `*.test-support.ts` file, a test).
// - no-seed: runtime server code never loads the demo seed (db/seed/), except the start-up seed
//   behind SEED_ON_START, by import() so a real shop never loads it, and `npm run seed`.
import path from 'node:path';

const SEP = path.sep;
const SERVER_SRC = `${SEP}apps${SEP}server${SEP}src${SEP}`;
const MIGRATIONS = `${SERVER_SRC}db${SEP}migrations${SEP}`;
const SEED = `${SERVER_SRC}db${SEP}seed${SEP}`;
const TEST_FILE = /\.(test|spec)\.tsx?$/;
const TEST_SUPPORT = /\.test-support\.tsx?$/;

const isTest = (file) => TEST_FILE.test(file);
/** The path from apps/ or packages/ on, so a checkout under a folder named test counts for nothing. */
const inWorkspace = (file) => /[\\/](apps|packages)[\\/].*$/.exec(file)?.[0] ?? file;
const isTestSupport = (file) =>
  TEST_SUPPORT.test(file) || inWorkspace(file).split(/[\\/]/).includes('test');
/** Code that ships or runs the shop: apps and packages, neither tests nor test support. */
const isProduction = (file) =>
  /[\\/](apps|packages)[\\/]/.test(file) && !isTest(file) && !isTestSupport(file);

/** Calls `check(node, specifier, dynamic)` for every import, re-export and import(). */
function importVisitor(check) {
  return {
    ImportDeclaration: (node) => check(node, node.source.value, false),
    ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, false),
    ExportAllDeclaration: (node) => check(node, node.source.value, false),
    ImportExpression: (node) =>
      node.source.type === 'Literal' && check(node, node.source.value, true),
  };
}

const resolve = (file, specifier) =>
  specifier.startsWith('.') ? path.resolve(path.dirname(file), specifier) : null;

const migrationImports = {
  meta: { type: 'problem', schema: [], docs: { description: 'migrations import only kysely' } },
  create(context) {
    const file = context.filename;
    if (!file.includes(MIGRATIONS) || isTest(file) || isTestSupport(file)) return {};
    return importVisitor((node, specifier) => {
      if (typeof specifier !== 'string' || specifier === 'kysely') return;
      const target = resolve(file, specifier);
      if (target && `${target}${SEP}`.includes(MIGRATIONS)) return;
      context.report({
        node,
        message: `a migration imports only kysely and files of migrations/, not '${specifier}': copy what it needs (migrations are history)`,
      });
    });
  },
};

const noTestSupport = {
  meta: { type: 'problem', schema: [], docs: { description: 'no test support in production' } },
  create(context) {
    const file = context.filename;
    if (!isProduction(file)) return {};
    return importVisitor((node, specifier) => {
      if (typeof specifier !== 'string') return;
      const target = resolve(file, specifier) ?? specifier;
      if (!isTest(target) && !isTestSupport(target)) return;
      context.report({
        node,
        message: `production code may not import test support ('${specifier}'): move what it needs out of the test folder or *.test-support.ts`,
      });
    });
  },
};

const SEED_LOADERS = new Set([
  `${SERVER_SRC}db${SEP}seed-command.ts`, // npm run seed
  `${SERVER_SRC}open-database.ts`, // SEED_ON_START, by import() only
]);

const noSeed = {
  meta: { type: 'problem', schema: [], docs: { description: 'runtime code never loads db/seed' } },
  create(context) {
    const file = context.filename;
    if (!file.includes(SERVER_SRC) || file.includes(SEED) || !isProduction(file)) return {};
    const loader = [...SEED_LOADERS].some((allowed) => file.endsWith(allowed));
    return importVisitor((node, specifier, dynamic) => {
      const target = typeof specifier === 'string' && resolve(file, specifier);
      if (!target || !target.includes(SEED)) return;
      if (loader && (dynamic || file.endsWith(`seed-command.ts`))) return;
      context.report({
        node,
        message: `runtime code may not import the demo seed ('${specifier}'); only npm run seed and the SEED_ON_START import() load it`,
      });
    });
  },
};

export default {
  rules: {
    'migration-imports': migrationImports,
    'no-test-support': noTestSupport,
    'no-seed': noSeed,
  },
};
