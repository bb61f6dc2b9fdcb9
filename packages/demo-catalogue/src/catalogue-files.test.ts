// The catalogue's records and its files agree: every image a product names is drawn, once.
import { describe, expect, it } from 'vitest';
import { FILES_PUBLIC_PATH } from '@bazaar/contract/constants';
import { buildProducts } from './catalogue.ts';
import { catalogueFiles } from './catalogue-files.ts';

describe('demo catalogue files', () => {
  const products = buildProducts();
  const paths = [...catalogueFiles(products)].map(([path]) => path);

  it('name every file once', () => {
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(products.map((p) => p.sku)).size).toBe(products.length);
  });

  it("include every product's images and digital file", () => {
    const held = new Set(paths);
    for (const p of products) {
      for (const image of p.images) {
        expect(image.url.startsWith(`${FILES_PUBLIC_PATH}/`), image.url).toBe(true);
        expect(held.has(image.url.slice(FILES_PUBLIC_PATH.length + 1)), image.url).toBe(true);
      }
      if (p.digital) expect(held.has(p.digital.path), p.digital.path).toBe(true);
    }
  });
});
