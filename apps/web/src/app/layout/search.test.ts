import { describe, expect, it } from 'vitest';
import { searchHref } from './search.ts';

describe('searchHref', () => {
  it('does not search for fewer than two characters after trimming', () => {
    expect(searchHref('en', '')).toBeNull();
    expect(searchHref('en', 'a')).toBeNull();
    expect(searchHref('en', '  a  ')).toBeNull();
  });
  it('goes to the all-categories listing with SearchTerm', () => {
    expect(searchHref('en', ' silk saree ')).toBe(
      '/en/all-products/0/all-categories?SearchTerm=silk%20saree',
    );
    expect(searchHref('ar', 'ab')).toBe('/ar/all-products/0/all-categories?SearchTerm=ab');
  });
});
