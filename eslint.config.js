// One lint setup for the whole repository: typescript-eslint type-checked rules, React hooks
// rules for the web app, and no warnings allowed (`npm run check`).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import bazaar from './tools/eslint-plugin-bazaar.js';
import bazaarImports from './tools/eslint-plugin-bazaar-imports.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      'eslint.config.js',
      'e2e/.tmp/**',
      'e2e/.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // Fastify plugins and hooks are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
      // Numbers in messages and paths read naturally; objects and undefined still may not.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `() => setOpen(false)` is the idiom for handlers; a void value used elsewhere is caught.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
    },
  },
  {
    plugins: { bazaar },
    rules: {
      'bazaar/file-names': 'error',
      'bazaar/boundaries': 'error',
      // Type imports count: the four cycles this replaced all ran through types.
      'bazaar/no-cycle': ['error', { maxDepth: 12 }],
    },
  },
  {
    // Frozen migrations, no test support in production, no demo seed at run time.
    plugins: { 'bazaar-imports': bazaarImports },
    rules: {
      'bazaar-imports/migration-imports': 'error',
      'bazaar-imports/no-test-support': 'error',
      'bazaar-imports/no-seed': 'error',
    },
  },
  {
    // Dependencies point one way: packages are imported by the apps, never the reverse.
    files: ['packages/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@bazaar/server', '@bazaar/server/*', '@bazaar/web', '@bazaar/web/*'],
              message: 'packages never import from an app',
            },
            { group: ['**/apps/**'], message: 'packages never import from an app' },
          ],
        },
      ],
    },
  },
  {
    // Every query of a server feature lives in a repository; services hold the rules.
    files: ['apps/server/src/features/**/*.ts'],
    ignores: ['**/*.repository.ts', '**/*.test.ts', '**/*.test-support.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression > MemberExpression.callee > Identifier.property[name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)$/]',
          message: 'Queries live in a *.repository.ts: move this one there and call it.',
        },
        {
          selector: 'TaggedTemplateExpression[tag.name="sql"]',
          message: 'Queries live in a *.repository.ts: move this one there and call it.',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Plain-JS build scripts, run by node before anything is compiled: no types to check.
    files: ['**/*.mjs', 'tools/**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
