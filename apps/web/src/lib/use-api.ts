// useApi: the one way components read from the API. Answers live in lib/api-cache.ts, keyed by
// endpoint and parameters, so callers of the same data share one request and a returning screen
// shows its last data at once (and refreshes it). Failures are silent; the caller decides what
// to show. `overlay` counts the request in the store while it runs, so the loading overlay is up
// until every request that asked for it has settled (or its `maxMs` has passed).
import { startTransition, useCallback, useEffect, useState } from 'react';
import type { EndpointKey } from '@bazaar/contract/endpoints';
import type { RequestOf } from '@bazaar/contract/api-schemas';
import type { Answer } from '../api/client.ts';
import {
  acquireQuery,
  needsFetch,
  readQuery,
  refetchQuery,
  registerQuery,
  subscribeQuery,
  type ApiError,
  type QuerySnapshot,
} from './api-cache.ts';
import { useRequestOverlay } from './use-request-overlay.ts';

export { invalidateApi, prefetchApi } from './api-cache.ts';
export type { ApiError };

export interface ApiState<T> {
  data: T | undefined;
  /** True until this screen's own request has answered (cached data may show meanwhile). */
  loading: boolean;
  failed: boolean;
  error: ApiError | undefined;
  /** Asks again (a retry button). */
  refetch: () => void;
}

export interface ApiOptions {
  enabled?: boolean;
  /** How long an answer counts as current, in ms: 0 (default) refreshes on every mount. */
  staleTime?: number;
  /** Raise the loading overlay while the request runs, at most `maxMs` when given. */
  overlay?: boolean | { maxMs: number };
}

interface View {
  key: string;
  snapshot: QuerySnapshot;
  /** This component has joined the query (its effect ran), so `fetching` tells the truth. */
  joined: boolean;
}

export function useApi<K extends EndpointKey>(
  key: K,
  params: RequestOf<K>,
  { enabled = true, staleTime = 0, overlay = false }: ApiOptions = {},
): ApiState<Answer<K>> {
  const cacheKey = registerQuery(key, params);
  const [view, setView] = useState<View>(() => ({
    key: cacheKey,
    snapshot: readQuery(cacheKey),
    joined: false,
  }));

  useEffect(() => {
    if (!enabled) return;
    const show = () => {
      const snapshot = readQuery(cacheKey);
      // Rendering a whole list of cards is interruptible work, not an urgent update.
      startTransition(() => {
        setView((shown) =>
          shown.key === cacheKey && shown.joined && shown.snapshot === snapshot
            ? shown
            : { key: cacheKey, snapshot, joined: true },
        );
      });
    };
    const unsubscribe = subscribeQuery(cacheKey, show);
    const leave = acquireQuery(cacheKey, staleTime);
    show();
    return () => {
      unsubscribe();
      leave();
    };
  }, [cacheKey, enabled, staleTime]);

  const current: View =
    view.key === cacheKey ? view : { key: cacheKey, snapshot: readQuery(cacheKey), joined: false };
  const { snapshot } = current;
  // Before the effect has joined, predict: loading whenever joining will start (or wait for) a
  // request, so a section never flashes its empty state on the first render.
  const loading =
    enabled && (snapshot.fetching || (!current.joined && needsFetch(cacheKey, staleTime)));
  const maxMs = typeof overlay === 'object' ? overlay.maxMs : undefined;
  useRequestOverlay(overlay !== false && loading, maxMs);
  const refetch = useCallback(() => refetchQuery(cacheKey), [cacheKey]);

  const error = loading ? undefined : snapshot.error;
  return {
    data: snapshot.data as Answer<K> | undefined,
    loading,
    failed: error !== undefined,
    error,
    refetch,
  };
}
