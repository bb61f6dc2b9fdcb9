import { describe, expect, it } from 'vitest';
import { buildProducts } from '../catalogue.ts';
import { taxClassOf } from './tax-classes.ts';

describe('demo GST tax classes', () => {
  it('gives every product an HSN/SAC code and a current GST rate', () => {
    for (const p of buildProducts()) {
      expect(p.hsnCode, p.sku).toMatch(/^\d{4,8}$/);
      expect([300, 500, 1_800], p.sku).toContain(p.gstRateBp);
    }
  });

  it('taxes apparel and footwear at 5 % up to ₹2,500 a piece and 18 % above', () => {
    expect(taxClassOf('KUR', 250_000)).toEqual({ hsnCode: '6211', gstRateBp: 500 });
    expect(taxClassOf('KUR', 250_100)).toEqual({ hsnCode: '6211', gstRateBp: 1_800 });
    expect(taxClassOf('SNK', 499_900).gstRateBp).toBe(1_800);
    expect(taxClassOf('SAR', 1_499_900).gstRateBp).toBe(500);
  });

  it('uses the selling price, so a discounted piece can fall into the lower rate', () => {
    const sneakers = buildProducts().filter((p) => p.sku.startsWith('FTW-SNK'));
    for (const p of sneakers) {
      const selling = p.discountedPricePaise ?? p.pricePaise;
      expect(p.gstRateBp, p.sku).toBe(selling <= 250_000 ? 500 : 1_800);
    }
  });

  it('refuses a category it has no class for', () => {
    expect(() => taxClassOf('XXX', 100)).toThrow(/XXX/);
  });
});
