import { describe, expect, it } from 'vitest';
import { railPosition } from './rail-scroll.ts';

const rail = (scrollLeft: number) => ({ scrollLeft, scrollWidth: 3000, clientWidth: 1000 });

describe('railPosition', () => {
  it('is at the start at 0 and at the end when the last screenful shows', () => {
    expect(railPosition(rail(0))).toEqual({ atStart: true, atEnd: false });
    expect(railPosition(rail(1200))).toEqual({ atStart: false, atEnd: false });
    expect(railPosition(rail(2000))).toEqual({ atStart: false, atEnd: true });
  });

  it('reads right-to-left rails, whose scrollLeft runs from 0 down, the same way', () => {
    expect(railPosition(rail(-1200))).toEqual({ atStart: false, atEnd: false });
    expect(railPosition(rail(-1999.5))).toEqual({ atStart: false, atEnd: true });
  });

  it('counts a rail that fits on screen as both at its start and its end', () => {
    expect(railPosition({ scrollLeft: 0, scrollWidth: 800, clientWidth: 1000 })).toEqual({
      atStart: true,
      atEnd: true,
    });
  });
});
