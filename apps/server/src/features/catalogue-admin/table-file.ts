// Tables in and out of files: CSV by csv-stringify / csv-parse (RFC 4180: quotes, commas and
// line breaks inside fields; a BOM so spreadsheet programs read UTF-8 and Arabic; CRLF rows),
// JSON as a list of objects. Reading never throws: an unreadable file is a reason.
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

export type FileFormat = 'csv' | 'json';
export const FILE_FORMATS: readonly FileFormat[] = ['csv', 'json'];

const BOM = '\ufeff';

export function csvText(columns: readonly string[], rows: readonly (readonly string[])[]): string {
  return BOM + stringify([columns, ...rows], { record_delimiter: 'windows' });
}

export type CsvReading =
  | { ok: true; columns: string[]; rows: { row: number; cells: string[] }[] }
  | { ok: false; reason: string };

/** Rows numbered as a spreadsheet shows them: the header is row 1, the first product row 2. */
export function readCsv(text: string): CsvReading {
  let records: string[][];
  try {
    records = parse(text, { bom: true, skip_empty_lines: true });
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
  const [columns = [], ...rest] = records;
  return {
    ok: true,
    columns: columns.map((c) => c.trim()),
    rows: rest.map((cells, i) => ({ row: i + 2, cells })),
  };
}

export type JsonReading =
  | { ok: true; rows: { row: number; record: Record<string, unknown> }[] }
  | { ok: false; reason: string };

/** A JSON list of objects (or {"products": [...]}); rows numbered from 1. */
export function readJsonRecords(text: string, key: string): JsonReading {
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\ufeff/, ''));
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
  const list = Array.isArray(value) ? value : (value as Record<string, unknown> | null)?.[key];
  if (!Array.isArray(list)) return { ok: false, reason: `expected a list of ${key}` };
  const rows: { row: number; record: Record<string, unknown> }[] = [];
  for (const [i, record] of list.entries()) {
    if (typeof record !== 'object' || record === null || Array.isArray(record)) {
      return { ok: false, reason: `item ${i + 1} is not an object` };
    }
    rows.push({ row: i + 1, record: record as Record<string, unknown> });
  }
  return { ok: true, rows };
}
