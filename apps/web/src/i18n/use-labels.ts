// useLabels('Home') → t('lbl_home_subscribe'): English defaults, replaced by the server's
// translations when the language is not English (cached copy first, then the fresh answer).
import { useCallback, useEffect, useMemo, useState } from 'react';
import { LABELS, type LabelEntity, type LabelId } from '@bazaar/contract/labels';
import { PAGE_ENTITY } from '@bazaar/contract/constants';
import { useLanguage } from './language.ts';
import { loadLabels, mergeLabels, readCachedLabels, type ServerLabel } from './labels.ts';

export function useLabels<E extends LabelEntity>(entity: E): (id: LabelId<E>) => string {
  const lang = useLanguage();
  const entityId = PAGE_ENTITY[entity];
  const translated = lang !== 'en';
  const [server, setServer] = useState<{ key: string; labels: ServerLabel[] | null }>(() => ({
    key: `${lang}:${entityId}`,
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

  const defaults = LABELS[entity] as Record<string, string>;
  const current = server.key === `${lang}:${entityId}` && translated ? server.labels : null;
  const merged = useMemo(() => mergeLabels(defaults, current), [defaults, current]);
  return useCallback((id: LabelId<E>) => merged[id] ?? id, [merged]);
}
