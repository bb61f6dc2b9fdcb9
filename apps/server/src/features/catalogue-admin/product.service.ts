// One product at a time, as the console's form writes it: read it as a draft (with the version
// the next update must name), create one, update one. Each write is one transaction and answers
// what it changed (for the audit log) or every problem of its fields.
import type { Kysely } from 'kysely';
import { textOf, type FieldProblem } from '@bazaar/contract/catalogue-admin/product-check';
import type { ProductDraft, ProductInput } from '@bazaar/contract/catalogue-admin/product-draft';
import type { Database } from '../../db/schema.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import type { Actor, ChangeSet } from './change-set.ts';
import { readLookupRows } from './lookups.repository.ts';
import { lookupsOf } from './names.ts';
import { renderProduct } from './product-state.ts';
import { readStoredProducts } from './product-state.repository.ts';
import { applyPlans, planProduct, StaleProductError } from './product-write.ts';

export type ProductWriteOutcome =
  { ok: true; changeSet: ChangeSet } | { ok: false; problems: FieldProblem[] };

const skuOf = (input: ProductInput) => (typeof input.sku === 'string' ? input.sku.trim() : '');

/** A product as the console's form shows it, `version` included; undefined for an unknown SKU. */
export async function readProductDraft(
  db: Kysely<Database>,
  sku: string,
): Promise<ProductDraft | undefined> {
  const [stored, rows] = await Promise.all([readStoredProducts(db, [sku]), readLookupRows(db)]);
  const product = stored.get(sku);
  return product && renderProduct(product, lookupsOf(rows), product.version);
}

async function write(
  db: Kysely<Database>,
  input: ProductInput,
  actor: Actor,
  mode: 'create' | 'update',
): Promise<ProductWriteOutcome> {
  const sku = skuOf(input);
  const attempt = writeTransaction(db, async (trx): Promise<ProductWriteOutcome> => {
    const [stored, rows] = await Promise.all([readStoredProducts(trx, [sku]), readLookupRows(trx)]);
    const existing = stored.get(sku);
    if (mode === 'create' && existing) {
      return { ok: false, problems: [{ field: 'sku', id: 'adminSkuTaken', params: { sku } }] };
    }
    if (mode === 'update' && !existing) {
      return {
        ok: false,
        problems: [{ field: 'sku', id: 'adminUnknownProduct', params: { sku } }],
      };
    }
    const outcome = planProduct(input, existing, lookupsOf(rows));
    if (!outcome.ok) return outcome;
    const at = new Date().toISOString();
    const changes = await applyPlans(trx, [outcome.plan], at);
    return { ok: true, changeSet: { actor, at, changes } };
  });
  try {
    return await attempt;
  } catch (error) {
    // Another edit committed between this one's read and its write (PostgreSQL): told, not lost.
    if (!(error instanceof StaleProductError)) throw error;
    const current = (await readStoredProducts(db, [sku])).get(sku)?.version ?? 0;
    const expected = textOf(input.version);
    return {
      ok: false,
      problems: [{ field: 'version', id: 'adminStaleVersion', params: { expected, current } }],
    };
  }
}

/** A new product from the fields given (the others take a new product's defaults). */
export function createProduct(
  db: Kysely<Database>,
  input: ProductInput,
  actor: Actor,
): Promise<ProductWriteOutcome> {
  return write(db, { ...input, version: '' }, actor, 'create');
}

/**
 * Changes the fields given of the product `input.sku`; `input.version` must be the version it
 * was read at, so an edit made meanwhile by someone else is refused, never overwritten.
 */
export async function updateProduct(
  db: Kysely<Database>,
  input: ProductInput & { version: unknown },
  actor: Actor,
): Promise<ProductWriteOutcome> {
  if (textOf(input.version) === '') {
    return { ok: false, problems: [{ field: 'version', id: 'adminFieldRequired' }] };
  }
  return write(db, input, actor, 'update');
}
