// Fetch-on-mount for read-only endpoints, with a per-page-load memory cache so returning to a
// screen shows its last data at once (and refreshes it). Failures are silent by default.
import { useEffect, useState } from 'react';
import type { EndpointKey } from '@bazaar/contract/endpoints';
import type { RequestOf } from '@bazaar/contract/api-schemas';
import { callApi, type Answer } from '../api/client.ts';

export interface ApiState<T> {
  data: T | undefined;
  loading: boolean;
  failed: boolean;
}

const cache = new Map<string, unknown>();

export function useApi<K extends EndpointKey>(
  key: K,
  params: RequestOf<K>,
  { enabled = true }: { enabled?: boolean } = {},
): ApiState<Answer<K>> {
  const cacheKey = `${key}:${JSON.stringify(params)}`;
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
    void callApi(key, requestParams, { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) cache.set(cacheKey, result.data);
      setState({
        key: cacheKey,
        data: result.ok ? result.data : (cache.get(cacheKey) as Answer<K> | undefined),
        loading: false,
        failed: !result.ok,
      });
    });
    return () => controller.abort();
  }, [key, cacheKey, enabled]);

  if (state.key !== cacheKey) {
    return { data: cache.get(cacheKey) as Answer<K> | undefined, loading: enabled, failed: false };
  }
  return { data: state.data, loading: state.loading, failed: state.failed };
}
