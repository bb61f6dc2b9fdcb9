// useLabels('Home') → t('lbl_home_subscribe'): English defaults, replaced by the server's
// translations when the language is not English (cached copy first, then the fresh answer).
// Suspends (inside the route's Suspense) while a page entity's defaults are still loading.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { LabelEntity, LabelId } from '@bazaar/contract/labels';
import { PAGE_ENTITY } from '@bazaar/contract/constants';
import { useLanguage } from './language.ts';
import { loadLabels, mergeLabels, readCachedLabels, type ServerLabel } from './labels.ts';
import { labelDefaults, loadLabelDefaults } from './label-defaults.ts';

export function useLabels<E extends LabelEntity>(entity: E): (id: LabelId<E>) => string {
  // Not loaded yet: suspend until the entity's defaults arrive (the Map then holds them).
  // Throwing the promise is how React 18 suspends outside React.lazy.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (!labelDefaults(entity)) throw loadLabelDefaults(entity);
  const defaults = labelDefaults(entity) as Record<string, string>;

  const lang = useLanguage();
  const entityId = PAGE_ENTITY[entity];
  const translated = lang !== 'en';
  const key = `${lang}:${entityId}`;
  const [server, setServer] = useState<{ key: string; labels: ServerLabel[] | null }>(() => ({
    key,
    labels: translated ? readCachedLabels(lang, entityId) : null,
  }));

  useEffect(() => {
    if (!translated) return;
    let live = true;
    void loadLabels(lang, entityId).then((labels) => {
      if (live && labels?.length) setServer({ key: `${lang}:${entityId}`, labels });
    });
    return () => {
      live = false;
    };
  }, [lang, entityId, translated]);

  const current = translated && server.key === key ? server.labels : null;
  const merged = useMemo(() => mergeLabels(defaults, current), [defaults, current]);
  return useCallback((id: LabelId<E>) => merged[id] ?? id, [merged]);
}
