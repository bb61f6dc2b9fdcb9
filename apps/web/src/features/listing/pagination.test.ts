import { describe, expect, it } from 'vitest';
import { pageCount, pageLinks } from './pagination.ts';

describe('pagination (5 links, spec §9)', () => {
  it('counts pages from TotalRecords', () => {
    expect(pageCount(0, 9)).toBe(0);
    expect(pageCount(9, 9)).toBe(1);
    expect(pageCount(10, 9)).toBe(2);
    expect(pageCount(166, 27)).toBe(7);
  });

  it('centres the current page and shifts at the ends', () => {
    expect(pageLinks(1, 19)).toEqual([1, 2, 3, 4, 5]);
    expect(pageLinks(3, 19)).toEqual([1, 2, 3, 4, 5]);
    expect(pageLinks(4, 19)).toEqual([2, 3, 4, 5, 6]);
    expect(pageLinks(10, 19)).toEqual([8, 9, 10, 11, 12]);
    expect(pageLinks(19, 19)).toEqual([15, 16, 17, 18, 19]);
  });

  it('shows fewer links when there are fewer pages, none without results', () => {
    expect(pageLinks(2, 3)).toEqual([1, 2, 3]);
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(1, 0)).toEqual([]);
    // A page past the end (an old bookmark) still shows the last links.
    expect(pageLinks(40, 7)).toEqual([3, 4, 5, 6, 7]);
  });
});
