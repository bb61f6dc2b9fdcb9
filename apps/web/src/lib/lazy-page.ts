// React.lazy for route pages (and deferred layout parts). A failed chunk load (usually a new
// deployment replaced the hashed files) reloads the page once, so the shopper gets the new
// build instead of an error.
import { lazy, type ComponentType } from 'react';
import type { LabelEntity } from '@bazaar/contract/labels';
import { loadLabelDefaults } from '../i18n/label-defaults.ts';

const RELOAD_FLAG = 'chunk-reload';

/** `labels`: the page's label entities, fetched in parallel with its code (no waterfall). */
export function lazyPage<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  labels: readonly LabelEntity[] = [],
) {
  return lazy(async () => {
    try {
      const [module] = await Promise.all([load(), ...labels.map(loadLabelDefaults)]);
      sessionStorage.removeItem(RELOAD_FLAG);
      return module;
    } catch (error) {
      if (!sessionStorage.getItem(RELOAD_FLAG)) {
        sessionStorage.setItem(RELOAD_FLAG, '1');
        window.location.reload();
        return new Promise<never>(() => {});
      }
      throw error;
    }
  });
}
