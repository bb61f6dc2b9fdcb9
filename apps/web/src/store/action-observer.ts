// A hook for code loaded after the first render (app/saved-cart-sync.ts) to see each action with
// the state before and after it, without its own middleware weighing on the first load.
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import type { RegisteredState } from './registry.ts';

export type ActionObserver = (
  action: UnknownAction,
  before: RegisteredState,
  after: RegisteredState,
) => void;

let observer: ActionObserver | null = null;

/** Sets (or, with null, removes) the one observer. */
export function observeActions(next: ActionObserver | null): void {
  observer = next;
}

export const actionObserverMiddleware: Middleware = (api) => (next) => (action) => {
  const before = api.getState() as RegisteredState;
  const result = next(action);
  observer?.(action as UnknownAction, before, api.getState() as RegisteredState);
  return result;
};
