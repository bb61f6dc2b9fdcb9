import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe("the shop's invoice details", () => {
  it('default to the demo shop, with a GSTIN that passes its own check', () => {
    const config = loadConfig({});
    expect(config.SHOP_STATE).toBe('Maharashtra');
    expect(config.SHOP_GSTIN).toBe('27AABCB1234M1ZT');
    expect(config.INVOICE_PREFIX).toBe('BZ');
  });

  it('take a GSTIN in lower case as the same number', () => {
    expect(loadConfig({ SHOP_GSTIN: '27aapfu0939f1zv' }).SHOP_GSTIN).toBe('27AAPFU0939F1ZV');
  });

  it.each(['27AAPFU0939F1ZW', '27AAPFU0939F1Z', 'GSTIN'])('stop the start on GSTIN %s', (gstin) => {
    expect(() => loadConfig({ SHOP_GSTIN: gstin })).toThrow(ConfigError);
    expect(() => loadConfig({ SHOP_GSTIN: gstin })).toThrow(/SHOP_GSTIN/);
  });

  it('refuse an invoice prefix that would break the number', () => {
    expect(() => loadConfig({ INVOICE_PREFIX: 'BZ/X' })).toThrow(/INVOICE_PREFIX/);
  });
});
