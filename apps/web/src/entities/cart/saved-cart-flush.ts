// Lets logout wait until the device's last cart and wish list changes reached the server
// (app/saved-cart-sync.ts registers how), before the session is revoked.
let flusher: (() => Promise<void>) | null = null;

export function registerSavedCartFlush(flush: (() => Promise<void>) | null): void {
  flusher = flush;
}

/** Resolves once pending changes were sent (or could not be); at once when nothing syncs. */
export function flushSavedCart(): Promise<void> {
  return flusher ? flusher() : Promise.resolve();
}
