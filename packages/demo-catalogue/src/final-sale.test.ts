// The demo's final-sale products: the hygiene lines (lipsticks, eye make-up, attars), all of
// them and nothing else, so the order page can show a product that is not taken back.
import { describe, expect, it } from 'vitest';
import { buildProducts } from './catalogue.ts';

describe('final-sale products', () => {
  it('are exactly the lipsticks, eye make-up and attars', () => {
    const products = buildProducts();
    const finalSale = products.filter((product) => product.finalSale);
    expect(finalSale.length).toBeGreaterThan(5);
    const lineOf = (sku: string) => sku.split('-')[1];
    expect(new Set(finalSale.map((product) => lineOf(product.sku)))).toEqual(
      new Set(['LIP', 'EYE', 'ATT']),
    );
    const others = products.filter((product) => !product.finalSale);
    expect(
      others.some((product) => ['LIP', 'EYE', 'ATT'].includes(lineOf(product.sku) ?? '')),
    ).toBe(false);
  });
});
