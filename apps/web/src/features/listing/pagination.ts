// Spec §9: pagination shows 5 page links — a window around the current page, shifted at the ends.
export const PAGE_LINKS = 5;

export function pageCount(totalRecords: number, pageSize: number): number {
  return totalRecords > 0 && pageSize > 0 ? Math.ceil(totalRecords / pageSize) : 0;
}

/** The page numbers to link: at most `count`, the current one centred where the ends allow. */
export function pageLinks(current: number, total: number, count = PAGE_LINKS): number[] {
  if (total <= 0) return [];
  const size = Math.min(count, total);
  const page = Math.min(Math.max(1, current), total);
  const first = Math.min(Math.max(1, page - Math.floor(size / 2)), total - size + 1);
  return Array.from({ length: size }, (_, i) => first + i);
}
