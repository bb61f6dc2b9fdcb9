// The repository's own lint rules, case by case, through ESLint's RuleTester: the web layers,
// the server features' front doors, and import cycles (type-only ones included).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import bazaar from './eslint-plugin-bazaar.js';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

const ROOT = path.join(path.sep, 'repo');
const server = (file) => path.join(ROOT, 'apps', 'server', 'src', ...file.split('/'));
const web = (file) => path.join(ROOT, 'apps', 'web', 'src', ...file.split('/'));
const frontDoor = /only through its front door/;

tester.run('boundaries (server features)', bazaar.rules.boundaries, {
  valid: [
    {
      filename: server('features/orders/draft-order.ts'),
      code: "import { priceCart } from '../cart/index.ts';",
    },
    {
      filename: server('features/orders/draft-order.ts'),
      code: "import { money } from './money.ts';",
    },
    {
      filename: server('features/orders/write-order.ts'),
      code: "import { a } from '../../db/write-transaction.ts';",
    },
    // Test files may reach into another feature's test support; infrastructure is not a feature.
    {
      filename: server('features/orders/order-mail.test.ts'),
      code: "import { readMails } from '../accounts/accounts.test-support.ts';",
    },
    {
      filename: server('app.ts'),
      code: "import { cartFeature } from './features/cart/cart.routes.ts';",
    },
  ],
  invalid: [
    {
      filename: server('features/cart/pricing.ts'),
      code: "import { findImages } from '../catalogue/catalogue.repository.ts';",
      errors: [{ message: frontDoor }],
    },
    {
      filename: server('features/cart/cart.repository.ts'),
      code: "import type { findImages } from '../catalogue/catalogue.repository.ts';",
      errors: [{ message: frontDoor }],
    },
    {
      filename: server('features/orders/orders.routes.ts'),
      code: "export { priceCart } from '../cart/pricing.ts';",
      errors: [{ message: frontDoor }],
    },
    {
      filename: server('features/seo/page-sender.ts'),
      code: "const labels = await import('../localization/first-view-labels.ts');",
      errors: [{ message: frontDoor }],
    },
    {
      // A feature's own sub-folder is no door either.
      filename: server('features/orders/x.ts'),
      code: "import { a } from '../cart/rules/index.ts';",
      errors: [{ message: frontDoor }],
    },
  ],
});

tester.run('boundaries (web layers)', bazaar.rules.boundaries, {
  valid: [
    {
      filename: web('app/router.tsx'),
      code: "import { Cart } from '../features/cart/cart-page.tsx';",
    },
    {
      filename: web('features/cart/cart-page.tsx'),
      code: "import { money } from '../../lib/money.ts';",
    },
  ],
  invalid: [
    {
      filename: web('features/cart/cart-page.tsx'),
      code: "import { Wishlist } from '../wishlist/wishlist.tsx';",
      errors: [{ message: /features do not import each other/ }],
    },
    {
      filename: web('lib/money.ts'),
      code: "import { store } from '../app/store.ts';",
      errors: [{ message: /dependencies flow shared → entities → features → app/ }],
    },
  ],
});

// Cycles are found on disk: a small tree of files in a temporary folder.
const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-cycles-'));
const files = {
  'a.ts': "import { b } from './b.ts';\nexport const a = b;",
  'b.ts': "import type { C } from './c.ts';\nexport const b: C = 1;",
  'c.ts': "import { a } from './a.ts';\nexport type C = typeof a;",
  'leaf.ts': 'export const leaf = 1;',
  'uses-leaf.ts': "import { leaf } from './leaf.ts';\nexport const x = leaf;",
  // A comment that reads like an import is no edge.
  'commented.ts': "// import { x } from './uses-commented.ts';\nexport const y = 1;",
  'uses-commented.ts': "import { y } from './commented.ts';\nexport const x = y;",
};
for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(tree, name), text);
afterAll(() => fs.rmSync(tree, { recursive: true, force: true }));
const inTree = (name) => ({ filename: path.join(tree, name), code: files[name] });

tester.run('no-cycle', bazaar.rules['no-cycle'], {
  valid: [
    inTree('uses-leaf.ts'),
    inTree('uses-commented.ts'),
    // Too long to be seen within maxDepth 2 (the cycle a → b → c → a has three imports).
    { ...inTree('a.ts'), options: [{ maxDepth: 2 }] },
    // A package import is not followed.
    { filename: path.join(tree, 'pkg.ts'), code: "import { fill } from '@bazaar/i18n/text';" },
  ],
  invalid: [
    { ...inTree('a.ts'), errors: [{ message: 'Import cycle: a.ts → b.ts → c.ts → a.ts' }] },
    // Through a type-only import: b.ts → c.ts is `import type`.
    { ...inTree('b.ts'), errors: [{ message: 'Import cycle: b.ts → c.ts → a.ts → b.ts' }] },
    { ...inTree('c.ts'), options: [{ maxDepth: 3 }], errors: [{ message: /^Import cycle/ }] },
    {
      // A new import that closes a loop is reported on that import.
      filename: path.join(tree, 'leaf.ts'),
      code: "import { x } from './uses-leaf.ts';\nexport const leaf = x;",
      errors: [{ message: 'Import cycle: leaf.ts → uses-leaf.ts → leaf.ts', line: 1 }],
    },
  ],
});
