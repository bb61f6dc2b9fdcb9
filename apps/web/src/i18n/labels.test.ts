import { describe, expect, it } from 'vitest';
import { labelsCacheKey, mergeLabels } from './labels.ts';

const defaults = { lbl_a: 'Home', lbl_b: 'Cart', lbl_c: 'Search' };

describe('mergeLabels', () => {
  it('replaces defaults with non-empty server texts', () => {
    const merged = mergeLabels(defaults, [
      { labelHtmlId: 'lbl_a', text: 'الرئيسية' },
      { labelHtmlId: 'lbl_b', text: 'السلة' },
    ]);
    expect(merged).toEqual({ lbl_a: 'الرئيسية', lbl_b: 'السلة', lbl_c: 'Search' });
  });
  it('keeps the English default for empty or blank texts', () => {
    const merged = mergeLabels(defaults, [
      { labelHtmlId: 'lbl_a', text: '' },
      { labelHtmlId: 'lbl_b', text: '   ' },
    ]);
    expect(merged).toEqual(defaults);
  });
  it('ignores ids the screen does not know', () => {
    const merged = mergeLabels(defaults, [{ labelHtmlId: 'lbl_other', text: 'x' }]);
    expect(merged).toEqual(defaults);
  });
  it('returns the defaults themselves when there is nothing to merge', () => {
    expect(mergeLabels(defaults, null)).toBe(defaults);
    expect(mergeLabels(defaults, [])).toBe(defaults);
  });
  it('never changes the defaults object', () => {
    mergeLabels(defaults, [{ labelHtmlId: 'lbl_a', text: 'x' }]);
    expect(defaults.lbl_a).toBe('Home');
  });
});

describe('labelsCacheKey', () => {
  it('names the per-screen cache key by language and entity id', () => {
    expect(labelsCacheKey('ar', 66)).toBe('labels_ar_66');
  });
});
