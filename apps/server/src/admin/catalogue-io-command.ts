// `npm run admin -- catalogue export|import …` and `orders export …`: the console's catalogue
// files from the terminal (features/catalogue-admin). An import is a dry run unless --apply; it
// prints every problem by row and column, in English or (--lang ar) Arabic, and writes nothing
// while any remains. A bar (cli-progress, on a terminal only) shows the long runs.
//   catalogue export --format csv|json --out FILE
//   catalogue import FILE [--apply] [--format csv|json] [--lang en|ar]
//   orders export --from YYYY-MM-DD --to YYYY-MM-DD --out FILE [--format csv|json]
//   catalogue add-image <sku> FILE [--colour NAME] [--main]   a picture, in every shown size
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SingleBar } from 'cli-progress';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { PublicFileStore } from '../gateways/files/file-store.ts';
import {
  addProductImage,
  dayRange,
  exportOrders,
  exportProducts,
  FILE_FORMATS,
  importProducts,
  sayProblem,
  type Actor,
  type FileFormat,
  type Progress,
} from '../features/catalogue-admin/index.ts';
import type { AdminResult } from './admin-result.ts';

export const CATALOGUE_IO_USAGE = [
  '       npm run admin -- catalogue export --format csv|json --out FILE',
  '       npm run admin -- catalogue import FILE [--apply] [--format csv|json] [--lang en|ar]',
  '       npm run admin -- orders export --from YYYY-MM-DD --to YYYY-MM-DD --out FILE [--format csv|json]',
  '       npm run admin -- catalogue add-image <sku> FILE [--colour NAME] [--main]',
].join('\n');

export const OPERATOR: Actor = { kind: 'operator', label: 'npm run admin' };

const OPTIONS = {
  format: { type: 'string' },
  out: { type: 'string' },
  from: { type: 'string' },
  to: { type: 'string' },
  lang: { type: 'string' },
  apply: { type: 'boolean' },
  colour: { type: 'string' },
  main: { type: 'boolean' },
} as const;

/** A bar on stderr while `run` reports progress; nothing when stderr is not a terminal. */
async function withBar<T>(run: (progress: Progress) => Promise<T>): Promise<T> {
  const bar = new SingleBar({
    stream: process.stderr,
    format: '{bar} {percentage}% {value}/{total}',
  });
  const drawn = { started: false };
  try {
    return await run((done, total) => {
      if (!drawn.started) bar.start(total, 0);
      drawn.started = true;
      bar.setTotal(total);
      bar.update(done);
    });
  } finally {
    if (drawn.started) bar.stop();
  }
}

const formatOf = (text: string | undefined, file: string): FileFormat | undefined => {
  const wanted = text ?? path.extname(file).slice(1).toLowerCase();
  return (FILE_FORMATS as readonly string[]).includes(wanted) ? (wanted as FileFormat) : undefined;
};

function written(file: string, text: string, what: string): AdminResult {
  try {
    fs.writeFileSync(file, text);
  } catch {
    return { lines: [`Cannot write "${file}".`], code: 1 };
  }
  return { lines: [`${what} written to ${file}.`], code: 0 };
}

/** Undefined when the arguments are not one of these commands (the caller prints the usage). */
export async function catalogueIoCommand(
  { db, files }: { db: Kysely<Database>; files: PublicFileStore },
  area: 'catalogue' | 'orders',
  args: readonly string[],
): Promise<AdminResult | undefined> {
  let parsed;
  try {
    parsed = parseArgs({ args: [...args], options: OPTIONS, allowPositionals: true, strict: true });
  } catch {
    return undefined;
  }
  const { values, positionals } = parsed;
  if (area === 'catalogue' && positionals[0] === 'add-image') {
    const [, sku, file, ...rest] = positionals;
    if (!sku || !file || rest.length > 0) return undefined;
    return addImage({ db, files }, sku, file, {
      colour: values.colour,
      main: values.main === true,
    });
  }
  const [action, file, ...extra] = positionals;
  if (extra.length > 0) return undefined;
  if (action === 'export' && file === undefined && values.out) {
    const format = formatOf(values.format, values.out);
    if (!format) return undefined;
    if (area === 'catalogue') {
      const text = await withBar((progress) => exportProducts(db, format, progress));
      return written(values.out, text, 'Products');
    }
    const range = dayRange(values.from ?? '', values.to ?? '');
    if (!range)
      return { lines: ['--from and --to must be dates, YYYY-MM-DD, from ≤ to.'], code: 2 };
    const { text, lines } = await exportOrders(db, range, format);
    return written(values.out, text, `${lines} order line(s)`);
  }
  if (area !== 'catalogue' || action !== 'import' || file === undefined) return undefined;
  const format = formatOf(values.format, file);
  const lang = values.lang ?? 'en';
  if (!format || (lang !== 'en' && lang !== 'ar')) return undefined;
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return { lines: [`Cannot read "${file}".`], code: 1 };
  }
  const apply = values.apply === true;
  const report = await withBar((progress) =>
    importProducts(db, { text, format, apply, lang }, OPERATOR, progress),
  );
  const counts = `${report.rows} row(s): ${report.created} new, ${report.updated} changed, ${report.unchanged} unchanged.`;
  if (report.problems.length > 0) {
    return {
      lines: [
        ...report.problems.map((p) => p.text),
        `${report.problems.length} problem(s). Nothing was written.`,
      ],
      code: 1,
    };
  }
  if (!report.applied)
    return { lines: [counts, 'Dry run: nothing was written. Add --apply to write it.'], code: 0 };
  return { lines: [counts, 'Written.'], code: 0 };
}

async function addImage(
  { db, files }: { db: Kysely<Database>; files: PublicFileStore },
  sku: string,
  file: string,
  { colour, main }: { colour: string | undefined; main: boolean },
): Promise<AdminResult> {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch {
    return { lines: [`Cannot read "${file}".`], code: 1 };
  }
  const input = { sku, fileName: path.basename(file), bytes, main, ...(colour ? { colour } : {}) };
  const outcome = await addProductImage(db, input, OPERATOR, files);
  if (!outcome.ok) return { lines: outcome.problems.map((p) => sayProblem('en', p)), code: 1 };
  const url = outcome.changeSet.changes[0]?.fields.find((f) => f.field === 'url')?.after ?? '';
  return { lines: [`Picture added to ${sku}: ${url} (and its other sizes and formats).`], code: 0 };
}
