import { describe, expect, it } from 'vitest';
import { downloadFileName, extensionOf } from './download-name.ts';

describe('download file name', () => {
  it('takes the extension from the content type', () => {
    expect(extensionOf('application/pdf')).toBe('pdf');
    expect(extensionOf('text/plain; charset=utf-8')).toBe('txt');
    expect(extensionOf('application/x-mobipocket-ebook')).toBe('mobipocketebook');
    expect(extensionOf('')).toBe('bin');
  });

  it("saves under the product's name, or 'Your_Digital_Product'", () => {
    expect(downloadFileName('Monsoon Recipes e-Book', 'application/pdf')).toBe(
      'Monsoon Recipes e-Book.pdf',
    );
    expect(downloadFileName('A/B: "guide"?', 'text/plain')).toBe('A B guide.txt');
    expect(downloadFileName('  ', 'application/zip')).toBe('Your_Digital_Product.zip');
    expect(downloadFileName('دليل الأقمشة', 'application/pdf')).toBe('دليل الأقمشة.pdf');
  });
});
