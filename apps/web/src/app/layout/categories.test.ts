import { describe, expect, it } from 'vitest';
import { buildMenuColumns, type CategoryRow } from './categories.ts';

const category = (
  CategoryID: number,
  Name: string,
  ParentCategoryID: number | null,
  arabic?: string,
): CategoryRow => ({
  CategoryID,
  Name,
  ParentCategoryID,
  AttachmentURL: '',
  TotalProducts: 0,
  LocalizationJsonData: arabic ? [{ langId: 2, text: arabic }] : [],
});

const rows = [
  category(1, 'Apparel', null, 'الملابس'),
  category(2, 'Fragrance', 0),
  category(10, 'Kurtas & Kurtis', 1, 'الكورتا والكورتي'),
  category(11, 'A very long category name that goes past thirty', 1),
  category(20, 'Attar', 2),
];

describe('buildMenuColumns', () => {
  it('makes parents column titles and their children links', () => {
    const columns = buildMenuColumns(rows, 'en');
    expect(columns.map((c) => c.title)).toEqual(['Apparel', 'Fragrance']);
    expect(columns[0]?.links.map((l) => l.id)).toEqual([10, 11]);
    expect(columns[1]?.links.map((l) => l.label)).toEqual(['Attar']);
  });
  it('cuts names to 30 characters', () => {
    const [apparel] = buildMenuColumns(rows, 'en');
    expect(apparel?.links[1]?.label).toBe('A very long category name that…');
  });
  it('uses Arabic names in Arabic, keeping the English name for the link slug', () => {
    const [apparel] = buildMenuColumns(rows, 'ar');
    expect(apparel?.title).toBe('الملابس');
    expect(apparel?.name).toBe('Apparel');
    expect(apparel?.links[0]).toEqual({
      id: 10,
      name: 'Kurtas & Kurtis',
      label: 'الكورتا والكورتي',
    });
    expect(apparel?.links[1]?.label).toBe('A very long category name that…');
  });
});
