// Every product, all fields in both languages with its picture URLs and version, as CSV (one
// column per field: lists joined by "|", attributes as JSON) or JSON (the same keys, lists as
// lists). What it writes, imported back unchanged, changes nothing (product-import.test.ts).
import type { Kysely } from 'kysely';
import {
  LIST_FIELDS,
  LIST_SEPARATOR,
  PRODUCT_FIELDS,
  type ProductDraft,
  type ProductField,
} from '@bazaar/contract/catalogue-admin/product-draft';
import type { Database } from '../../db/schema.ts';
import type { Progress } from './change-set.ts';
import { readLookupRows } from './lookups.repository.ts';
import { lookupsOf } from './names.ts';
import { renderProduct } from './product-state.ts';
import { readStoredProducts } from './product-state.repository.ts';
import { csvText, type FileFormat } from './table-file.ts';

const isList = (field: ProductField): boolean => (LIST_FIELDS as readonly string[]).includes(field);

/** One CSV cell of a draft's field. */
export function cellOf(draft: ProductDraft, field: ProductField): string {
  if (field === 'attributes')
    return draft.attributes.length === 0 ? '' : JSON.stringify(draft.attributes);
  const value = draft[field];
  return isList(field) && Array.isArray(value) ? value.join(LIST_SEPARATOR) : String(value);
}

export async function exportProducts(
  db: Kysely<Database>,
  format: FileFormat,
  progress: Progress = () => undefined,
): Promise<string> {
  const [stored, rows] = await Promise.all([readStoredProducts(db), readLookupRows(db)]);
  const lookups = lookupsOf(rows);
  const drafts: ProductDraft[] = [];
  for (const product of stored.values()) {
    drafts.push(renderProduct(product, lookups, product.version));
    if (drafts.length % 1000 === 0) progress(drafts.length, stored.size);
  }
  progress(drafts.length, stored.size);
  if (format === 'json') return `${JSON.stringify({ products: drafts }, null, 2)}\n`;
  return csvText(
    PRODUCT_FIELDS,
    drafts.map((draft) => PRODUCT_FIELDS.map((field) => cellOf(draft, field))),
  );
}
