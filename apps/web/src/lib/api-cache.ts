// The read cache behind useApi, keyed by endpoint and parameters. One request per key at a time
// (later callers join it), the last answer kept for the page load (a returning screen shows it
// at once while it refreshes), and invalidation that refetches what is on screen. Written here
// rather than taken from a query library: TanStack Query alone is over 10 KB gzipped, more than
// the home page's 92 KB budget has left, for features the storefront does not use.
import type { EndpointKey } from '@bazaar/contract/endpoints';
import type { RequestOf } from '@bazaar/contract/api-schemas';
import { callApi, inlinedAnswers } from '../api/client.ts';

export interface ApiError {
  status: number;
  message: string;
}

export interface QuerySnapshot<T = unknown> {
  data: T | undefined;
  /** The last request's failure; cleared by the next success. */
  error: ApiError | undefined;
  fetching: boolean;
}

interface Entry {
  key: EndpointKey;
  params: unknown;
  snapshot: QuerySnapshot;
  /** When the data was last fetched; -Infinity when never, or invalidated since. */
  fetchedAt: number;
  request: { controller: AbortController | null } | null;
  /** A prefetched request or answer that no reader has taken yet: the first reader takes it. */
  prefetched: boolean;
  readers: number;
  /** Invalidated while a request was on its way: its answer may be old, so ask again. */
  stale: boolean;
  listeners: Set<() => void>;
}

const IDLE: QuerySnapshot = { data: undefined, error: undefined, fetching: false };
const entries = new Map<string, Entry>();

export const queryKeyOf = (key: EndpointKey, params: unknown): string =>
  `${key}:${JSON.stringify(params)}`;

/** Registers a query and returns its cache key. Idempotent, so useApi may call it while it
 * renders: the first render can then already read a cached answer. */
export function registerQuery<K extends EndpointKey>(key: K, params: RequestOf<K>): string {
  const cacheKey = queryKeyOf(key, params);
  if (!entries.has(cacheKey)) {
    entries.set(cacheKey, {
      key,
      params,
      snapshot: IDLE,
      fetchedAt: -Infinity,
      request: null,
      prefetched: false,
      readers: 0,
      stale: false,
      listeners: new Set(),
    });
  }
  return cacheKey;
}

export function readQuery<T>(cacheKey: string): QuerySnapshot<T> {
  return (entries.get(cacheKey)?.snapshot ?? IDLE) as QuerySnapshot<T>;
}

const isFresh = (entry: Entry, staleTime: number) =>
  entry.prefetched || Date.now() - entry.fetchedAt < staleTime;

/** Whether a reader arriving now would start a request (or wait for one). */
export function needsFetch(cacheKey: string, staleTime: number): boolean {
  const entry = entries.get(cacheKey);
  return !entry || entry.request !== null || !isFresh(entry, staleTime);
}

function update(entry: Entry, snapshot: QuerySnapshot): void {
  entry.snapshot = snapshot;
  for (const listener of entry.listeners) listener();
}

function start(entry: Entry, abortable: boolean): void {
  const request = { controller: abortable ? new AbortController() : null };
  entry.request = request;
  entry.stale = false;
  update(entry, { ...entry.snapshot, fetching: true });
  const signal = request.controller?.signal;
  void callApi(entry.key, entry.params as never, { signal }).then((result) => {
    if (entry.request !== request) return; // aborted, or replaced by a newer request
    entry.request = null;
    if (result.ok) {
      entry.fetchedAt = Date.now();
      update(entry, { data: result.data, error: undefined, fetching: false });
    } else {
      const error = { status: result.status, message: result.errorMessage };
      update(entry, { data: entry.snapshot.data, error, fetching: false });
    }
    if (entry.stale && entry.readers > 0) start(entry, true);
  });
}

/**
 * A reader arrives: it takes a prefetched request or answer, joins a request on its way, or
 * starts one unless the data is younger than `staleTime`. Returns the reader's leave function;
 * when the last reader leaves, a request it started is aborted (the screen is gone).
 */
export function acquireQuery(cacheKey: string, staleTime: number): () => void {
  const entry = entries.get(cacheKey);
  if (!entry) throw new Error(`acquireQuery: ${cacheKey} was never registered`);
  entry.readers += 1;
  if (entry.prefetched) entry.prefetched = false;
  else if (!entry.request && !isFresh(entry, staleTime)) start(entry, true);
  let left = false;
  return () => {
    if (left) return;
    left = true;
    entry.readers -= 1;
    if (entry.readers > 0 || !entry.request?.controller) return;
    entry.request.controller.abort();
    entry.request = null;
    entry.snapshot = { ...entry.snapshot, fetching: false };
  };
}

export function subscribeQuery(cacheKey: string, listener: () => void): () => void {
  const listeners = entries.get(cacheKey)?.listeners;
  listeners?.add(listener);
  return () => listeners?.delete(listener);
}

/** Asks again now (a retry button), unless a request is already on its way. */
export function refetchQuery(cacheKey: string): void {
  const entry = entries.get(cacheKey);
  if (entry && !entry.request) start(entry, true);
}

/** Starts a read before any component asks (e.g. home data while the home code loads). */
export function prefetchApi<K extends EndpointKey>(key: K, params: RequestOf<K>): void {
  const entry = entries.get(registerQuery(key, params));
  if (!entry || entry.request || entry.prefetched) return;
  entry.prefetched = true;
  // Not abortable: nobody reads it yet, and the reader to come must find it still running.
  start(entry, false);
}

/** Takes the answers the server wrote into the page as if just fetched, for the first reader. */
export function seedInlinedAnswers(): void {
  for (const { key, params, data } of inlinedAnswers()) {
    const entry = entries.get(registerQuery(key, params as never));
    if (!entry || entry.request) continue;
    entry.prefetched = true;
    entry.fetchedAt = Date.now();
    entry.snapshot = { data, error: undefined, fetching: false };
  }
}

/**
 * Marks answers as out of date: of one endpoint, or all of them without an argument. What is
 * on screen is fetched again at once; the rest on its next reader.
 */
export function invalidateApi(key?: EndpointKey): void {
  for (const entry of entries.values()) {
    if (key !== undefined && entry.key !== key) continue;
    entry.fetchedAt = -Infinity;
    entry.prefetched = false;
    if (entry.request) entry.stale = true;
    else if (entry.readers > 0) start(entry, true);
  }
}

/** Forgets everything: for tests, which each start from an empty cache. */
export function resetApiCache(): void {
  for (const entry of entries.values()) entry.request?.controller?.abort();
  entries.clear();
}
