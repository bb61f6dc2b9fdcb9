// Products from a CSV or JSON file: read → check every row against the catalogue (a dry run that
// lists EVERY problem by row and column, in the staff member's language) → only when asked and
// only when there is no problem at all, apply every row in one transaction. A row whose fields
// equal the stored product writes nothing, so an export imported back changes nothing. A
// column left out of the file keeps the stored value; an empty cell empties the field.
import type { Kysely } from 'kysely';
import type { FieldProblem } from '@bazaar/contract/catalogue-admin/product-check';
import { textOf } from '@bazaar/contract/catalogue-admin/product-check';
import {
  PRODUCT_FIELDS,
  type ProductField,
  type ProductInput,
} from '@bazaar/contract/catalogue-admin/product-draft';
import { catalogueAdminText } from '@bazaar/i18n/catalogue-admin-texts';
import type { Lang } from '@bazaar/i18n/text';
import type { Database } from '../../db/schema.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import type { Actor, ChangeSet, Progress } from './change-set.ts';
import { readLookupRows } from './lookups.repository.ts';
import { lookupsOf } from './names.ts';
import { sayProblem } from './problem-text.ts';
import { readStoredProducts } from './product-state.repository.ts';
import { applyPlans, planProduct, type ProductPlan } from './product-write.ts';
import { readCsv, readJsonRecords, type FileFormat } from './table-file.ts';

export interface ImportProblem {
  /** The file's row (CSV: as a spreadsheet numbers it, header = 1; JSON: item from 1). */
  row: number | null;
  column: string | null;
  /** The problem in the staff member's language, "Row 3, column price: …". */
  text: string;
}

export interface ImportReport {
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  problems: ImportProblem[];
  /** Whether the file was written (only with apply, only without problems). */
  applied: boolean;
  changeSet: ChangeSet | null;
}

export interface ImportRequest {
  text: string;
  format: FileFormat;
  apply: boolean;
  lang: Lang;
}

interface FileRow {
  row: number;
  input: ProductInput;
}

const KNOWN = new Set<string>(PRODUCT_FIELDS);

function fileProblem(lang: Lang, problem: string): ImportProblem {
  return {
    row: null,
    column: null,
    text: catalogueAdminText(lang, 'importProblemInFile', { problem }),
  };
}

/** The file's rows as field inputs, or why it cannot be read at all. */
function readRows(request: ImportRequest): { rows: FileRow[]; problems: ImportProblem[] } {
  const { lang } = request;
  const unreadable = (reason: string) => ({
    rows: [],
    problems: [
      fileProblem(
        lang,
        catalogueAdminText(lang, 'importUnreadable', {
          format: request.format.toUpperCase(),
          reason,
        }),
      ),
    ],
  });
  let columns: string[];
  let rows: FileRow[];
  if (request.format === 'csv') {
    const csv = readCsv(request.text);
    if (!csv.ok) return unreadable(csv.reason);
    columns = csv.columns;
    rows = csv.rows.map(({ row, cells }) => ({
      row,
      input: Object.fromEntries(
        columns.flatMap((c, i) => (KNOWN.has(c) ? [[c, cells[i] ?? '']] : [])),
      ),
    }));
  } else {
    const json = readJsonRecords(request.text, 'products');
    if (!json.ok) return unreadable(json.reason);
    columns = [...new Set(json.rows.flatMap(({ record }) => Object.keys(record)))];
    rows = json.rows.map(({ row, record }) => ({
      row,
      input: Object.fromEntries(Object.entries(record).filter(([key]) => KNOWN.has(key))),
    }));
  }
  const problems: ImportProblem[] = [];
  for (const column of columns.filter((c) => !KNOWN.has(c))) {
    problems.push(
      fileProblem(lang, catalogueAdminText(lang, 'importUnknownColumn', { name: column })),
    );
  }
  if (request.format === 'csv' && !columns.includes('sku')) {
    problems.push(
      fileProblem(lang, catalogueAdminText(lang, 'importMissingColumn', { name: 'sku' })),
    );
  }
  if (rows.length === 0 && problems.length === 0) {
    problems.push(fileProblem(lang, catalogueAdminText(lang, 'importEmpty')));
  }
  return { rows, problems };
}

function duplicateSkus(rows: readonly FileRow[], lang: Lang): ImportProblem[] {
  const rowsOf = new Map<string, number[]>();
  for (const { row, input } of rows) {
    const sku = textOf(input.sku);
    if (sku !== '') rowsOf.set(sku, [...(rowsOf.get(sku) ?? []), row]);
  }
  return [...rowsOf].flatMap(([sku, found]) =>
    found.length < 2
      ? []
      : found.map((row) => ({
          row,
          column: 'sku',
          text: catalogueAdminText(lang, 'importProblemAt', {
            row,
            column: 'sku',
            problem: catalogueAdminText(lang, 'importDuplicateSku', {
              sku,
              rows: found.join(', '),
            }),
          }),
        })),
  );
}

function rowProblem(lang: Lang, row: number, problem: FieldProblem): ImportProblem {
  const column: ProductField = problem.field;
  const text = catalogueAdminText(lang, 'importProblemAt', {
    row,
    column,
    problem: sayProblem(lang, problem),
  });
  return { row, column, text };
}

/** Checks (and with `apply`, writes) every row; the report lists every problem found. */
export async function importProducts(
  db: Kysely<Database>,
  request: ImportRequest,
  actor: Actor,
  progress: Progress = () => undefined,
): Promise<ImportReport> {
  const { rows, problems } = readRows(request);
  const empty = {
    rows: rows.length,
    created: 0,
    updated: 0,
    unchanged: 0,
    applied: false,
    changeSet: null,
  };
  if (problems.length > 0) return { ...empty, problems };
  problems.push(...duplicateSkus(rows, request.lang));
  const run = async (trx: Kysely<Database>): Promise<ImportReport> => {
    const skus = rows.map(({ input }) => textOf(input.sku)).filter((sku) => sku !== '');
    const [stored, lookupRows] = await Promise.all([
      readStoredProducts(trx, skus),
      readLookupRows(trx),
    ]);
    const lookups = lookupsOf(lookupRows);
    const plans: ProductPlan[] = [];
    // Checking is half the work, writing the other half: the bar runs over both.
    const total = rows.length * (request.apply ? 2 : 1);
    for (const [i, { row, input }] of rows.entries()) {
      const outcome = planProduct(input, stored.get(textOf(input.sku)), lookups);
      if (outcome.ok) plans.push(outcome.plan);
      else problems.push(...outcome.problems.map((p) => rowProblem(request.lang, row, p)));
      if ((i + 1) % 500 === 0) progress(i + 1, total);
    }
    progress(rows.length, total);
    const counts = {
      rows: rows.length,
      created: plans.filter((p) => !p.stored).length,
      updated: plans.filter((p) => p.stored && p.fields.length > 0).length,
      unchanged: plans.filter((p) => p.stored && p.fields.length === 0).length,
    };
    problems.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
    if (!request.apply || problems.length > 0)
      return { ...counts, problems, applied: false, changeSet: null };
    const at = new Date().toISOString();
    const changes = await applyPlans(trx, plans, at, (done) => progress(rows.length + done, total));
    progress(total, total);
    return { ...counts, problems, applied: true, changeSet: { actor, at, changes } };
  };
  return request.apply ? writeTransaction(db, run) : run(db);
}
