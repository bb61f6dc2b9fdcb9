// The root state's type, registered by app/store.ts (declaration merging), so shared code and
// features can type the store without importing app/: dependencies keep flowing
// shared → features → app.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by app/store.ts
export interface StoreRegistry {}

type Registered<K extends string, Fallback> =
  StoreRegistry extends Record<K, infer T> ? T : Fallback;

/** The whole state (app/store.ts's AppState). */
export type RegisteredState = Registered<'state', Record<string, unknown>>;
/** The store's dispatch. */
export type RegisteredDispatch = Registered<'dispatch', (action: unknown) => unknown>;
