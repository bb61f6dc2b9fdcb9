// The console's product writes: every field checked with a message per field in English and
// Arabic; a create and an update answer what changed; an edit naming an old version is refused
// and changes nothing; a second instance shows the edit at its next request (answer_version).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.ts';
import { buildAppBeside, call, useTestApp } from '../../test/test-app.ts';
import { sayProblem } from './problem-text.ts';
import {
  createProduct,
  readProductDraft,
  updateProduct,
  type ProductWriteOutcome,
} from './index.ts';

const OPERATOR = { kind: 'operator', label: 'test' } as const;
const NEW = {
  sku: 'TEST-LAMP-1',
  name: 'Brass "Diya", large',
  name_ar: 'مصباح نحاسي كبير',
  short_description: 'Hand-beaten brass',
  full_description: '<p onclick="x()">Lovely <script>alert(1)</script><strong>lamp</strong></p>',
  price: '1499.50',
  discounted_price: '1299',
  stock: '12',
  categories: ['Lamps & Lighting'],
  brand: '',
  colours: ['Gold'],
  tags: ['Festive'],
  attributes: [
    {
      name: 'Gift Wrap',
      required: false,
      options: [
        { value: 'Festive', value_ar: 'احتفالي', extra: 'Fixed', amount: '49.50' },
        { value: 'Premium', value_ar: 'فاخر', extra: 'Percentage', amount: '10' },
      ],
    },
  ],
  published: 'yes',
};

const problemsOf = (outcome: ProductWriteOutcome) => (outcome.ok ? [] : outcome.problems);

describe.each(DIALECTS)('catalogue-admin product writes on %s', (dialect) => {
  const t = useTestApp(dialect);
  let other: FastifyInstance;
  beforeAll(async () => {
    other = await buildAppBeside(t, dialect, { FILES_DIR: t.filesDir });
  });
  afterAll(() => other.close());

  it('refuses every bad field at once, each said in English and Arabic', async () => {
    const outcome = await createProduct(
      t.db,
      {
        ...NEW,
        sku: 'BAD SKU',
        name_ar: '',
        price: '1,499.5.0',
        discounted_price: '-5',
        stock: 'ten',
        free_shipping: 'maybe',
        categories: ['No Such Category'],
        attributes: 'not json',
      },
      OPERATOR,
    );
    const problems = problemsOf(outcome);
    expect(problems.map((p) => `${p.field}:${p.id}`)).toEqual([
      'sku:adminSkuFormat',
      'name_ar:adminArabicRequired',
      'price:adminAmountNotANumber',
      'discounted_price:adminAmountNegative',
      'stock:adminWholeNumber',
      'free_shipping:adminYesNo',
      'attributes:adminAttributesNotList',
    ]);
    expect(problems.map((p) => sayProblem('en', p))).toContain(
      'Price must be an amount in rupees, like 1499 or 1499.50.',
    );
    expect(problems.map((p) => sayProblem('ar', p))).toContain(
      'حقل الاسم بالعربية مطلوب للمنتج المنشور.',
    );
    const unknown = problemsOf(
      await createProduct(t.db, { ...NEW, categories: ['Nope'] }, OPERATOR),
    );
    expect(unknown.map((p) => sayProblem('en', p))).toEqual(['Unknown category: "Nope".']);
    expect(unknown.map((p) => sayProblem('ar', p))).toEqual(['"Nope" ليس من قيم الفئة المعروفة.']);
    const none = problemsOf(await createProduct(t.db, { ...NEW, categories: [] }, OPERATOR));
    expect(none.map((p) => sayProblem('en', p))).toEqual(['Category is required.']);
    expect(await readProductDraft(t.db, 'BAD SKU')).toBeUndefined();
  });

  it('creates a product exactly: paise, sanitised HTML, options, and reads it back', async () => {
    const outcome = await createProduct(t.db, NEW, OPERATOR);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
    const [change] = outcome.changeSet.changes;
    expect(change).toMatchObject({ entity: 'product', key: 'TEST-LAMP-1', action: 'create' });
    expect(change?.fields.find((f) => f.field === 'price')).toEqual({
      field: 'price',
      before: '',
      after: '1499.50',
    });
    const row = await t.db
      .selectFrom('products')
      .selectAll()
      .where('sku', '=', 'TEST-LAMP-1')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      price_paise: 149950,
      discounted_price_paise: 129900,
      stock_quantity: 12,
    });
    expect(row.full_description).toBe('<p>Lovely <strong>lamp</strong></p>');
    const draft = await readProductDraft(t.db, 'TEST-LAMP-1');
    expect(draft).toMatchObject({ version: '1', colours: ['Gold'], price: '1499.50' });
    expect(draft?.attributes.map((a) => a.name)).toEqual(['Gift Wrap', 'Colour']);
    expect(problemsOf(await createProduct(t.db, NEW, OPERATOR)).map((p) => p.id)).toEqual([
      'adminSkuTaken',
    ]);
  });

  it('updates only what changed, refuses a stale version, shows at once on every instance', async () => {
    const draft = await readProductDraft(t.db, 'TEST-LAMP-1');
    if (!draft) throw new Error('not created');
    const recent = { PageNo: 1, PageSize: 20, TabName: '' };
    const priceIn = async (app: FastifyInstance) => {
      const rows = (
        await call<{ ProductName: string; Price: number }[]>(app, 'getRecentProducts', recent)
      ).data;
      return rows.find((r) => r.ProductName === NEW.name)?.Price;
    };
    expect(await priceIn(other)).toBe(1499.5); // the other instance holds the answer now
    const first = await updateProduct(
      t.db,
      { sku: draft.sku, version: draft.version, price: '1599' },
      OPERATOR,
    );
    if (!first.ok) throw new Error(JSON.stringify(first.problems));
    expect(first.changeSet.changes[0]?.fields).toEqual([
      { field: 'price', before: '1499.50', after: '1599.00' },
    ]);
    expect(await priceIn(other)).toBe(1599);
    // A second editor still holding version 1 is told, and nothing of theirs is written.
    const stale = await updateProduct(
      t.db,
      { sku: draft.sku, version: draft.version, price: '1' },
      OPERATOR,
    );
    expect(problemsOf(stale)).toEqual([
      { field: 'version', id: 'adminStaleVersion', params: { expected: '1', current: 2 } },
    ]);
    expect(problemsOf(stale).map((p) => sayProblem('en', p))[0]).toMatch(
      /^Someone else changed this product/,
    );
    expect(await priceIn(t.app)).toBe(1599);
    const again = await updateProduct(
      t.db,
      { sku: draft.sku, version: '2', price: '1599.00' },
      OPERATOR,
    );
    expect(again.ok && again.changeSet.changes).toEqual([]);
    expect(
      problemsOf(await updateProduct(t.db, { sku: draft.sku, price: '1' } as never, OPERATOR)),
    ).toEqual([{ field: 'version', id: 'adminFieldRequired' }]);
  });

  it('of two edits sent at once from the same version, one is written and the other told', async () => {
    expect((await createProduct(t.db, { ...NEW, sku: 'TEST-RACE-1' }, OPERATOR)).ok).toBe(true);
    const draft = await readProductDraft(t.db, 'TEST-RACE-1');
    const edit = (price: string) =>
      updateProduct(t.db, { sku: 'TEST-RACE-1', version: draft?.version, price }, OPERATOR);
    const outcomes = await Promise.all([edit('1700'), edit('1800')]);
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    const [told] = outcomes.filter((o) => !o.ok).map(problemsOf);
    expect(told?.map((p) => p.id)).toEqual(['adminStaleVersion']);
    const after = await readProductDraft(t.db, 'TEST-RACE-1');
    expect(after?.version).toBe(String(Number(draft?.version) + 1));
    expect(['1700.00', '1800.00']).toContain(after?.price);
  });
});
