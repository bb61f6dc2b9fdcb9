// Reads `persist:root` synchronously at startup, so the first render already shows the restored
// user, cart and logo (no render-blocking gate); redux-persist's REHYDRATE later brings the
// same values. Also the transform both directions share: a restored `loading: true` would
// keep the overlay up forever, and the language comes from the URL or `langCode`.
import type { LanguageCode } from '@bazaar/contract/constants';
import type { AppState } from './store.ts';
import type { CommonState } from './common-slice.ts';

export const PERSIST_KEY = 'root';
export const PERSISTED_PARTS = ['user', 'common', 'cart'] as const;

export function outboundCommon(stored: CommonState, langCode: LanguageCode): CommonState {
  return { ...stored, loading: false, langCode };
}

export function inboundCommon(state: CommonState): CommonState {
  return { ...state, loading: false };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** redux-persist's format: a JSON object whose values are JSON strings, one per part. */
export function parsePersistedRoot(raw: string | null, langCode: LanguageCode): Partial<AppState> {
  if (!raw) return {};
  try {
    const outer: unknown = JSON.parse(raw);
    if (!isObject(outer)) return {};
    const restored: Partial<Record<(typeof PERSISTED_PARTS)[number], unknown>> = {};
    for (const part of PERSISTED_PARTS) {
      const text = outer[part];
      if (typeof text !== 'string') continue;
      const value: unknown = JSON.parse(text);
      if (isObject(value)) restored[part] = value;
    }
    if (restored.common) {
      restored.common = outboundCommon(restored.common as CommonState, langCode);
    }
    // Trusted as our own earlier snapshot, exactly as redux-persist itself trusts it.
    return restored as Partial<AppState>;
  } catch {
    return {};
  }
}
