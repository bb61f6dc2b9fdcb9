// Where a horizontally scrolling rail stands, and a step of one visible width towards its start
// or end. Direction-aware: in a right-to-left page "end" lies to the left and Chromium counts
// scrollLeft down from 0, so positions are read as distances from the start edge.
import { useCallback, useEffect, useState, type RefObject } from 'react';

export interface RailPosition {
  atStart: boolean;
  atEnd: boolean;
}

/** Reads how far the rail has scrolled (1 px of slack for sub-pixel layouts). */
export function railPosition(
  rail: Pick<HTMLElement, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>,
): RailPosition {
  const travelled = Math.abs(rail.scrollLeft);
  return {
    atStart: travelled <= 1,
    atEnd: travelled + rail.clientWidth >= rail.scrollWidth - 1,
  };
}

/** Tracks a rail's position and steps it by one screenful. */
export function useRailScroll(rail: RefObject<HTMLElement | null>) {
  const [position, setPosition] = useState<RailPosition>({ atStart: true, atEnd: true });
  const measure = useCallback(() => {
    if (rail.current) setPosition(railPosition(rail.current));
  }, [rail]);

  useEffect(() => {
    const element = rail.current;
    if (!element) return;
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const resize = new ResizeObserver(measure);
    resize.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      resize.disconnect();
    };
  }, [rail, measure]);

  const step = useCallback(
    (towards: 'start' | 'end') => {
      const element = rail.current;
      if (!element) return;
      const rtl = getComputedStyle(element).direction === 'rtl';
      const sign = (towards === 'end' ? 1 : -1) * (rtl ? -1 : 1);
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      element.scrollBy({
        left: sign * element.clientWidth * 0.9,
        behavior: reduced ? 'auto' : 'smooth',
      });
    },
    [rail],
  );
  return { ...position, step };
}
