// Query plans of the listing, count, facet and search queries at a few thousand products, on
// each database: every SELECT those endpoints send is recorded and EXPLAINed, and the test fails
// on a full scan of products or a sort of every row. SQLite: `SCAN products`, or a temp B-tree
// for ORDER BY over products reached by `published` alone (every published row); PostgreSQL,
// planning with seq scans and sorts priced out (so the answer does not hang on how small the
// table is): a Seq Scan on products, or a Sort of half the products or more. Sorting the
// matches of a filter or a search (a brand's products, a search's relevance) is allowed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CompiledQuery,
  createQueryId,
  SelectQueryNode,
  sql,
  type Kysely,
  type KyselyPlugin,
} from 'kysely';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Database, DialectName } from '../../db/schema.ts';
import { generateCatalogue } from '../../db/seed/catalogue-variants.ts';
import { DIALECTS, createBlankTestDatabase } from '../../test/databases.ts';
import { productFacets } from './facets.service.ts';
import { listAllProducts } from './listing.service.ts';
import { searchSuggestions } from './suggestions.service.ts';

const PRODUCTS = 2_000;
const PAGE = { PageNo: 1, PageSize: 22, OrderByColumnName: '' } as const;

/** What a shopper asks for: [label, one call through the services]. */
const REQUESTS: [string, (db: Kysely<Database>) => Promise<unknown>][] = [
  ['listing, no filter', (db) => listAllProducts(db, { ...PAGE } as never)],
  ['listing, page 50', (db) => listAllProducts(db, { ...PAGE, PageNo: 50 } as never)],
  [
    'listing, 3 filters + Price ASC',
    (db) =>
      listAllProducts(db, {
        ...PAGE,
        CategoryID: [1],
        TagID: [1, 2],
        MinPrice: 500,
        MaxPrice: 5000,
        OrderByColumnName: 'Price ASC',
      } as never),
  ],
  [
    'listing, brand + Date DESC',
    (db) =>
      listAllProducts(db, {
        ...PAGE,
        ManufacturerID: [2],
        OrderByColumnName: 'Date DESC',
      } as never),
  ],
  ['listing, rating 4', (db) => listAllProducts(db, { ...PAGE, Rating: 4 } as never)],
  ['search "kurta"', (db) => listAllProducts(db, { ...PAGE, SearchTerm: 'kurta' } as never)],
  ['search "العطور"', (db) => listAllProducts(db, { ...PAGE, SearchTerm: 'العطور' } as never)],
  ['search typo', (db) => listAllProducts(db, { ...PAGE, SearchTerm: 'sandlewood' } as never)],
  [
    'facets, category + brand + price',
    (db) => productFacets(db, { CategoryID: [1], ManufacturerID: [1], MinPrice: 500 } as never),
  ],
  ['facets, search', (db) => productFacets(db, { SearchTerm: 'kurta' } as never)],
  ['suggestions', (db) => searchSuggestions(db, 'kurt', 'en')],
];

/** A Kysely that records every SELECT it sends, compiled, before sending it. */
function recording(db: Kysely<Database>, into: CompiledQuery[]): Kysely<Database> {
  const plugin: KyselyPlugin = {
    transformQuery({ node }) {
      if (SelectQueryNode.is(node)) into.push(db.getExecutor().compileQuery(node, createQueryId()));
      return node;
    },
    transformResult: ({ result }) => Promise.resolve(result),
  };
  return db.withPlugin(plugin);
}

interface PgPlan {
  'Node Type': string;
  'Relation Name'?: string;
  'Plan Rows': number;
  Plans?: PgPlan[];
}

const pgNodes = (plan: PgPlan): PgPlan[] => [plan, ...(plan.Plans ?? []).flatMap(pgNodes)];

/** The plan's faults: full scans of products, sorts of every row. */
async function faults(
  db: Kysely<Database>,
  dialect: DialectName,
  query: CompiledQuery,
): Promise<string[]> {
  if (dialect === 'sqlite') {
    const plan = await db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
    );
    const details = plan.rows.map((row) => row.detail);
    const everyRow = details.some((d) => /^SEARCH products USING .*\(published=\?\)$/.test(d));
    return details.filter(
      (detail) =>
        /^SCAN products\b/.test(detail) ||
        (everyRow && /USE TEMP B-TREE FOR (?:RIGHT PART OF )?ORDER BY/.test(detail)),
    );
  }
  // A GROUP BY may sort its groups (a recursive CTE's estimates are wild): ORDER BY sorts only.
  const ordered = /\border by\b/i.test(query.sql);
  const plan = await db.executeQuery<{ 'QUERY PLAN': [{ Plan: PgPlan }] }>(
    CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]),
  );
  const root = plan.rows[0]?.['QUERY PLAN'][0].Plan;
  return (root ? pgNodes(root) : [])
    .filter(
      (node) =>
        (node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'products') ||
        (ordered && node['Node Type'] === 'Sort' && node['Plan Rows'] >= PRODUCTS / 2),
    )
    .map((node) => `${node['Node Type']} ${node['Relation Name'] ?? node['Plan Rows']}`);
}

describe.each(DIALECTS)(`query plans at ${PRODUCTS} products (%s)`, (dialect) => {
  let handle: DatabaseHandle;
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-plans-'));

  beforeAll(async () => {
    handle = createBlankTestDatabase(dialect);
    await generateCatalogue(handle, { products: PRODUCTS, filesDir });
  }, 60_000);
  afterAll(async () => {
    await handle.destroy();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });

  it('tells a full scan and a sort of every row when it sees them', async () => {
    await handle.db.connection().execute(async (connection) => {
      if (dialect === 'postgres') await sql`set enable_sort = off`.execute(connection);
      const queries: CompiledQuery[] = [];
      // No index serves either: a scan of every product, sorted by name.
      await recording(connection, queries)
        .selectFrom('products')
        .select('id')
        .where('published', '=', 1)
        .where('name', 'like', '%a%')
        .orderBy('name')
        .execute();
      const [query] = queries;
      expect(query && (await faults(connection, dialect, query)).length).toBeGreaterThan(0);
    });
  });

  it.each(REQUESTS)('%s: no full scan of products, no sort of every row', async (_, request) => {
    // One connection, so the session settings above apply (PostgreSQL pools connections).
    await handle.db.connection().execute(async (connection) => {
      // Plans as a big catalogue would get them, for this session only.
      if (dialect === 'postgres') {
        await sql`set enable_seqscan = off`.execute(connection);
        await sql`set enable_sort = off`.execute(connection);
      }
      const queries: CompiledQuery[] = [];
      await request(recording(connection, queries));
      expect(queries.length).toBeGreaterThan(0);
      const found: Record<string, string[]> = {};
      for (const query of queries) {
        const list = await faults(connection, dialect, query);
        if (list.length > 0) found[query.sql] = list;
      }
      expect(found).toEqual({});
    });
  });
});
