// Counts one request in the store's in-flight counter while `active` (the loading overlay shows
// while the counter is above 0). Each caller adds and removes only its own count, so two
// screens loading at once never clear each other's overlay.
import { useEffect } from 'react';
import { useAppDispatch } from '../store/hooks.ts';
import { requestSettled, requestStarted } from '../store/common-slice.ts';

/** `maxMs`: stop counting after this long even if the request is still running. */
export function useRequestOverlay(active: boolean, maxMs?: number): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!active) return;
    dispatch(requestStarted());
    let counted = true;
    const settle = () => {
      if (!counted) return;
      counted = false;
      dispatch(requestSettled());
    };
    const cap = maxMs === undefined ? undefined : window.setTimeout(settle, maxMs);
    return () => {
      window.clearTimeout(cap);
      settle();
    };
  }, [active, maxMs, dispatch]);
}
