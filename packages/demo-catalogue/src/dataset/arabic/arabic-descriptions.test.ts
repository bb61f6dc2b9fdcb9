// The Arabic full descriptions of the generated catalogue: each has the English one's structure
// (two paragraphs, the same number of listed features, the care line), every part in Arabic.
import { describe, expect, it } from 'vitest';
import { buildProducts } from '../../catalogue.ts';

const ARABIC_LETTER = /[\u0621-\u064a]/;
const parts = (html: string) => ({
  paragraphs: html.match(/<p>.*?<\/p>/g) ?? [],
  items: [...html.matchAll(/<li>(.*?)<\/li>/g)].map((match) => match[1] ?? ''),
});

describe('Arabic full descriptions', () => {
  const products = buildProducts();

  it('give every product the English structure, each part written in Arabic', () => {
    expect(products.length).toBeGreaterThan(150);
    for (const product of products) {
      const english = parts(product.fullDescription);
      const arabic = parts(product.fullDescriptionAr);
      expect(arabic.paragraphs.length, product.sku).toBe(english.paragraphs.length);
      expect(arabic.items.length, product.sku).toBe(english.items.length);
      expect(arabic.paragraphs[0], product.sku).toContain(product.shortDescriptionAr);
      expect(arabic.paragraphs.at(-1), product.sku).toMatch(/^<p><strong>العناية:<\/strong> /);
      for (const text of [...arabic.paragraphs, ...arabic.items]) {
        expect(text, product.sku).toMatch(ARABIC_LETTER);
      }
    }
  });

  it('list the features the English one lists, not the same ones for every product', () => {
    const byCategory = new Map<string, Map<string, string>>();
    for (const product of products.filter((p) => p.digital === null)) {
      const english = parts(product.fullDescription).items;
      const arabic = parts(product.fullDescriptionAr).items;
      // One category's English feature always pairs with the same Arabic one.
      const pairs = byCategory.get(product.categories[0] ?? '') ?? new Map<string, string>();
      english.forEach((feature, i) => {
        expect(pairs.get(feature) ?? arabic[i], `${product.sku}: ${feature}`).toBe(arabic[i]);
        pairs.set(feature, arabic[i] ?? '');
      });
      byCategory.set(product.categories[0] ?? '', pairs);
    }
    const descriptions = new Set(products.map((p) => p.fullDescriptionAr));
    expect(descriptions.size).toBe(products.length);
  });
});
