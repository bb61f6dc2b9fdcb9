// Plans and applies product writes, one product (the console) or thousands (an import) alike:
// fields over the stored product (or a new one's defaults) → the one check → names resolved →
// what changed, field by field. Applying writes only what changed, in the caller's transaction;
// an update whose product moved on since its version was read is refused (StaleProductError
// when it moved between the read and the write). edit_version rising moves answer_version
// (migration 0029), so every instance shows the change at its next request.
import type { Kysely } from 'kysely';
import {
  checkProduct,
  textOf,
  type FieldProblem,
} from '@bazaar/contract/catalogue-admin/product-check';
import {
  NEW_PRODUCT_DRAFT,
  type ProductDraft,
  type ProductInput,
} from '@bazaar/contract/catalogue-admin/product-draft';
import type { Database } from '../../db/schema.ts';
import { rebuildSearchIndex } from '../../db/search-index.ts';
import type { EntityChange, FieldChange, Progress } from './change-set.ts';
import type { Lookups } from './names.ts';
import {
  changedFields,
  renderProduct,
  resolveProduct,
  type ProductState,
  type StoredProduct,
} from './product-state.ts';
import {
  insertProductRows,
  replaceLinks,
  updateProductRow,
  type LinkPart,
} from './product-state.repository.ts';

export interface ProductPlan {
  stored: StoredProduct | undefined;
  state: ProductState;
  fields: FieldChange[];
}

export type PlanOutcome = { ok: true; plan: ProductPlan } | { ok: false; problems: FieldProblem[] };

export class StaleProductError extends Error {
  constructor(readonly sku: string) {
    super(`Product ${sku} was changed by another edit while this one was written.`);
  }
}

/** What one product's fields would change; `input` fields go over the stored ones. */
export function planProduct(
  input: ProductInput,
  stored: StoredProduct | undefined,
  lookups: Lookups,
): PlanOutcome {
  // A stale edit is told first: its other fields were typed over an older product.
  const named = textOf(input.version);
  if (stored && named !== '' && named !== String(stored.version)) {
    const params = { expected: named, current: stored.version };
    return { ok: false, problems: [{ field: 'version', id: 'adminStaleVersion', params }] };
  }
  const base: Omit<ProductDraft, 'sku'> = stored
    ? renderProduct(stored, lookups, stored.version)
    : NEW_PRODUCT_DRAFT;
  const check = checkProduct({ ...base, ...input });
  if (!check.ok) return check;
  const { product } = check;
  const resolved = resolveProduct(product, lookups, stored);
  if (!resolved.ok) return resolved;
  const before = stored ? renderProduct(stored, lookups, null) : undefined;
  const fields = changedFields(before, renderProduct(resolved.state, lookups, null));
  return { ok: true, plan: { stored, state: resolved.state, fields } };
}

const PART_OF: Readonly<Record<string, LinkPart>> = {
  categories: 'categories',
  colours: 'colours',
  sizes: 'sizes',
  tags: 'tags',
  attributes: 'attributes',
};
const ALL_PARTS: ReadonlySet<LinkPart> = new Set(Object.values(PART_OF));
/** Fields the search documents are built from (db/search-index.ts). */
const SEARCHED = new Set([
  'name',
  'name_ar',
  'short_description',
  'short_description_ar',
  'brand',
  'categories',
  'colours',
  'tags',
]);

/** Writes the plans that change something, in `db` (a transaction); their changes. */
export async function applyPlans(
  db: Kysely<Database>,
  plans: readonly ProductPlan[],
  now: string,
  progress: Progress = () => undefined,
): Promise<EntityChange[]> {
  const writes = plans.filter((plan) => plan.fields.length > 0);
  const created = writes.filter((plan) => !plan.stored).map((plan) => plan.state);
  const ids = await insertProductRows(db, created, now);
  const linked: (ProductState & { id: number; parts: ReadonlySet<LinkPart> })[] = [];
  const changes: EntityChange[] = [];
  let done = created.length;
  progress(done, writes.length);
  for (const { stored, state, fields } of writes) {
    const id = stored?.id ?? ids.get(state.sku);
    if (id === undefined) throw new Error(`Product ${state.sku} was not inserted.`);
    if (stored) {
      if (!(await updateProductRow(db, stored.id, stored.version, state.row, now))) {
        throw new StaleProductError(state.sku);
      }
      const parts = new Set(fields.flatMap((f) => PART_OF[f.field] ?? []));
      if (parts.size > 0) linked.push({ ...state, id, parts });
      done += 1;
      if (done % 500 === 0) progress(done, writes.length);
    } else linked.push({ ...state, id, parts: ALL_PARTS });
    changes.push({
      entity: 'product',
      id,
      key: state.sku,
      action: stored ? 'update' : 'create',
      fields,
    });
  }
  await replaceLinks(db, linked);
  if (writes.some((plan) => !plan.stored || plan.fields.some((f) => SEARCHED.has(f.field)))) {
    await rebuildSearchIndex(db);
  }
  progress(writes.length, writes.length);
  return changes;
}
