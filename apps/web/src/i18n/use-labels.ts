// useLabels('Home') → t('lbl_home_subscribe'): English defaults, replaced by the server's
// translations when the language is not English (cached copy first, then the fresh answer).
// Suspends (inside the route's Suspense) while a page entity's defaults are still loading.
import { useCallback, useEffect, useMemo } from 'react';
import type { LabelEntity, LabelId } from '@bazaar/contract/labels';
import { PAGE_ENTITY } from '@bazaar/contract/constants';
import { useLanguage } from './language.ts';
import { mergeLabels, readCachedLabels, rememberLabels } from './labels.ts';
import { labelDefaults, loadLabelDefaults } from './label-defaults.ts';
import { useApi } from '../lib/use-api.ts';

// Labels do not change during a page load: one request per entity and language, shared by every
// component of the screen, and not repeated when a component mounts again.
const ONCE_PER_PAGE_LOAD = Infinity;

export function useLabels<E extends LabelEntity>(entity: E): (id: LabelId<E>) => string {
  // Not loaded yet: suspend until the entity's defaults arrive (the Map then holds them).
  // Throwing the promise is how React 18 suspends outside React.lazy.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (!labelDefaults(entity)) throw loadLabelDefaults(entity);
  const defaults = labelDefaults(entity) as Record<string, string>;

  const lang = useLanguage();
  const entityId = PAGE_ENTITY[entity];
  const translated = lang !== 'en';
  const { data } = useApi(
    'getLocalization',
    { entityId, languageCode: lang },
    { enabled: translated, staleTime: ONCE_PER_PAGE_LOAD },
  );
  const fresh = translated && data?.labelsJsonData.length ? data.labelsJsonData : null;

  useEffect(() => {
    if (fresh) rememberLabels(lang, entityId, fresh);
  }, [fresh, lang, entityId]);

  const current = fresh ?? (translated ? readCachedLabels(lang, entityId) : null);
  const merged = useMemo(() => mergeLabels(defaults, current), [defaults, current]);
  return useCallback((id: LabelId<E>) => merged[id] ?? id, [merged]);
}
