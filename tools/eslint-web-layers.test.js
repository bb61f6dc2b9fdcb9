// The web's layer rule (bazaar/boundaries): shared ← entities ← features ← app, each layer
// importing only the ones to its left, and no feature or entity importing a sibling.
import path from 'node:path';
import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import bazaar from './eslint-plugin-bazaar.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;
RuleTester.afterAll = afterAll;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 'latest', sourceType: 'module' } });
const src = path.resolve('/repo/apps/web/src');
const file = (relative) => path.join(src, relative);
const importing = (from, specifier) => ({
  filename: file(from),
  code: `import { x } from '${specifier}';`,
});

tester.run('bazaar/boundaries', bazaar.rules.boundaries, {
  valid: [
    // an entity reads shared code and itself
    importing('entities/cart/cart-slice.ts', '../../store/common-slice.ts'),
    importing('entities/cart/card-actions.ts', '../../api/client.ts'),
    importing('entities/cart/card-actions.ts', '../../components/product-actions.ts'),
    importing('entities/cart/coupon-form.tsx', './coupon-slice.ts'),
    // features and app use entities
    importing('features/cart/cart-page.tsx', '../../entities/cart/use-priced-cart.ts'),
    importing('features/checkout/use-checkout-cart.ts', '../../entities/cart/coupon-slice.ts'),
    importing('app/store.ts', '../entities/cart/cart-slice.ts'),
    {
      filename: file('app/product-actions-provider.tsx'),
      code: `const load = () => import('../entities/cart/card-actions.ts');`,
    },
    // tests may compose whatever they need
    importing('entities/cart/coupon-form.test.tsx', '../../app/store.ts'),
  ],
  invalid: [
    {
      ...importing('entities/cart/cart-slice.ts', '../../features/account/user-slice.ts'),
      errors: [{ message: /an entity \(entities\/cart\) may not import features\/account/ }],
    },
    {
      ...importing('entities/cart/card-actions.ts', '../../app/store.ts'),
      errors: [{ message: /an entity \(entities\/cart\) may not import app/ }],
    },
    {
      ...importing('entities/cart/cart-slice.ts', '../product/product-slice.ts'),
      errors: [{ message: /entities\/cart may not import entities\/product/ }],
    },
    {
      ...importing('lib/format.ts', '../entities/cart/cart-slice.ts'),
      errors: [{ message: /shared code \(lib\) may not import entities\/cart/ }],
    },
    {
      ...importing('components/product-card.tsx', '../entities/cart/card-actions.ts'),
      errors: [{ message: /shared code \(components\) may not import entities\/cart/ }],
    },
    {
      filename: file('store/hooks.ts'),
      code: `export { x } from '../entities/cart/cart-slice.ts';`,
      errors: [{ message: /shared code \(store\) may not import entities\/cart/ }],
    },
    {
      filename: file('entities/cart/coupon-form.tsx'),
      code: `const page = () => import('../../features/cart/cart-page.tsx');`,
      errors: [{ message: /may not import features\/cart/ }],
    },
    {
      ...importing('features/cart/cart-page.tsx', '../checkout/use-checkout-cart.ts'),
      errors: [{ message: /features\/cart may not import features\/checkout/ }],
    },
    {
      ...importing('features/cart/cart-page.tsx', '../../app/store.ts'),
      errors: [{ message: /a feature may not import app\// }],
    },
  ],
});
