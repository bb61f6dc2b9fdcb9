import { describe, expect, it } from 'vitest';
import { PAGE_ENTITY, PAGE_ENTITY_ID_RANGE } from './constants.ts';

describe('page entity table', () => {
  const ids = Object.values(PAGE_ENTITY);

  it('gives every entity its own id, within the range the endpoint accepts', () => {
    expect(new Set(ids).size).toBe(ids.length);
    expect(Math.min(...ids)).toBe(PAGE_ENTITY_ID_RANGE.min);
    expect(Math.max(...ids)).toBe(PAGE_ENTITY_ID_RANGE.max);
  });

  it("keeps the provider's ids 57–92 and 94, with Bazaar's own in 93 and 95+", () => {
    expect(PAGE_ENTITY).toMatchObject({ About: 57, Home: 63, Footer: 75, Navbar: 77 });
    expect(PAGE_ENTITY).toMatchObject({ TopHeader: 78, BestFacilities: 87, BecomeVendor: 94 });
    expect(PAGE_ENTITY).toMatchObject({ Common: 93, Privacy: 95 });
    expect(ids.filter((id) => id <= 94)).toHaveLength(38);
  });
});
