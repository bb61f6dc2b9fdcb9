// Plain-text edition of a guide (UTF-8).
import type { DocumentSeed } from '../dataset/types.ts';

export function buildTextDocument(doc: DocumentSeed): string {
  const rule = '='.repeat(doc.title.length);
  const sections = doc.sections.map((section) =>
    [
      section.heading,
      '-'.repeat(section.heading.length),
      ...section.lines.map((line) => `  ${line}`),
    ].join('\n'),
  );
  return [doc.title, rule, doc.subtitle, '', ...sections.flatMap((s) => [s, ''])].join('\n');
}
