// `npm run admin -- catalogue export|import …` and `orders export …`: the console's catalogue
// files from the terminal (features/catalogue-admin). An import is a dry run unless --apply; it
// prints every problem by row and column, in English or (--lang ar) Arabic, and writes nothing
// while any remains. A bar (cli-progress, on a terminal only) shows the long runs.
//   catalogue export --format csv|json --out FILE
//   catalogue import FILE [--apply] [--format csv|json] [--lang en|ar]
//   orders export --from YYYY-MM-DD --to YYYY-MM-DD --out FILE [--format csv|json]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SingleBar } from 'cli-progress';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import {
  dayRange,
  exportOrders,
  exportProducts,
  FILE_FORMATS,
  importProducts,
  type Actor,
  type FileFormat,
  type Progress,
} from '../features/catalogue-admin/index.ts';
import type { AdminResult } from './admin-result.ts';

export const CATALOGUE_IO_USAGE = [
  '       npm run admin -- catalogue export --format csv|json --out FILE',
  '       npm run admin -- catalogue import FILE [--apply] [--format csv|json] [--lang en|ar]',
  '       npm run admin -- orders export --from YYYY-MM-DD --to YYYY-MM-DD --out FILE [--format csv|json]',
].join('\n');

export const OPERATOR: Actor = { kind: 'operator', label: 'npm run admin' };

const OPTIONS = {
  format: { type: 'string' },
  out: { type: 'string' },
  from: { type: 'string' },
  to: { type: 'string' },
  lang: { type: 'string' },
  apply: { type: 'boolean' },
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
  db: Kysely<Database>,
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
