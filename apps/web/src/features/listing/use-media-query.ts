// True while a media query matches (read at first render, so a phone never flashes the sidebar).
import { useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Below this width the sidebar becomes the "Filters" drawer. */
export const PHONE_QUERY = '(max-width: 767.98px)';
