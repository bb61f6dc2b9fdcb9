// Renders a digital product's file content.
import type { DigitalFileSeed } from '../dataset/digital.ts';
import { buildPdf } from './pdf.ts';
import { kurtaPatternSvg, nailStencilsSvg } from './svg-patterns.ts';
import { buildTextDocument } from './text-document.ts';

export function renderDigitalFile(file: DigitalFileSeed): Buffer {
  switch (file.kind) {
    case 'pdf':
      return buildPdf(file.document);
    case 'text':
      return Buffer.from(buildTextDocument(file.document), 'utf8');
    case 'svg-pattern':
      return Buffer.from(file.pattern === 'kurta' ? kurtaPatternSvg() : nailStencilsSvg(), 'utf8');
  }
}
