// Fetch-on-mount for read-only endpoints, with a per-page-load memory cache so returning to a
// screen shows its last data at once (and refreshes it). Failures are silent by default.
// `prefetchApi` starts a request before its component exists (e.g. home data while the home
// page's code is still loading); the component then takes that answer instead of asking again.
import { startTransition, useEffect, useState } from 'react';
import type { EndpointKey } from '@bazaar/contract/endpoints';
import type { RequestOf } from '@bazaar/contract/api-schemas';
import { callApi, type Answer, type ApiResult } from '../api/client.ts';

export interface ApiState<T> {
  data: T | undefined;
  loading: boolean;
  failed: boolean;
}

const cache = new Map<string, unknown>();
const prefetched = new Map<string, Promise<ApiResult<unknown>>>();

const cacheKeyOf = (key: EndpointKey, params: unknown) => `${key}:${JSON.stringify(params)}`;

export function prefetchApi<K extends EndpointKey>(key: K, params: RequestOf<K>): void {
  const cacheKey = cacheKeyOf(key, params);
  if (!prefetched.has(cacheKey)) prefetched.set(cacheKey, callApi(key, params));
}

/** A prefetched answer is used once; later mounts fetch afresh. */
function takePrefetched<K extends EndpointKey>(cacheKey: string) {
  const pending = prefetched.get(cacheKey);
  prefetched.delete(cacheKey);
  return pending as Promise<ApiResult<Answer<K>>> | undefined;
}

export function useApi<K extends EndpointKey>(
  key: K,
  params: RequestOf<K>,
  { enabled = true }: { enabled?: boolean } = {},
): ApiState<Answer<K>> {
  const cacheKey = cacheKeyOf(key, params);
  const [state, setState] = useState<ApiState<Answer<K>> & { key: string }>(() => ({
    key: cacheKey,
    data: cache.get(cacheKey) as Answer<K> | undefined,
    loading: enabled,
    failed: false,
  }));

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const requestParams = JSON.parse(cacheKey.slice(key.length + 1)) as RequestOf<K>;
    const request =
      takePrefetched<K>(cacheKey) ?? callApi(key, requestParams, { signal: controller.signal });
    void request.then((result) => {
      if (result.ok) cache.set(cacheKey, result.data);
      if (controller.signal.aborted) return;
      // Rendering a whole list of cards is interruptible work, not an urgent update.
      startTransition(() => {
        setState({
          key: cacheKey,
          data: result.ok ? result.data : (cache.get(cacheKey) as Answer<K> | undefined),
          loading: false,
          failed: !result.ok,
        });
      });
    });
    return () => controller.abort();
  }, [key, cacheKey, enabled]);

  if (state.key !== cacheKey) {
    return { data: cache.get(cacheKey) as Answer<K> | undefined, loading: enabled, failed: false };
  }
  return { data: state.data, loading: state.loading, failed: state.failed };
}
