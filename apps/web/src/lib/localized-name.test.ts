import { describe, expect, it } from 'vitest';
import { localizedName } from './localized-name.ts';

const arabic = [
  { langId: 1, text: 'Apparel' },
  { langId: 2, text: 'الملابس' },
];

describe('localizedName', () => {
  it('uses the langId 2 text in Arabic and Name in English', () => {
    expect(localizedName('Apparel', arabic, 'ar')).toBe('الملابس');
    expect(localizedName('Apparel', arabic, 'en')).toBe('Apparel');
  });
  it('falls back to Name when the Arabic text is missing or empty', () => {
    expect(localizedName('Apparel', [], 'ar')).toBe('Apparel');
    expect(localizedName('Apparel', [{ langId: 2, text: ' ' }], 'ar')).toBe('Apparel');
    expect(localizedName('Apparel', null, 'ar')).toBe('Apparel');
  });
});
