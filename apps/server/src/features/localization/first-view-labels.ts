// The translated labels of a page's first view (contract firstViewEntities), written into the
// page by the page sender, so an Arabic visit paints Arabic at once instead of English until
// the localization requests answer. Labels change only when a server starts (it syncs them),
// so a short per-process memory is safe with several instances.
import type { Kysely } from 'kysely';
import { LANGUAGES, PAGE_ENTITY } from '@bazaar/contract/constants';
import type { Lang } from '@bazaar/i18n/text';
import { firstViewEntities, pageOfPath } from '@bazaar/contract/page-routes';
import type { Database } from '../../db/schema.ts';
import { findLabels } from './localization.repository.ts';

type Labels = { labelHtmlId: string; text: string }[];
const KEEP_MS = 60_000;

export type FirstViewLabels = (
  lang: Lang,
  pathname: string,
) => Promise<Record<number, Labels> | null>;

export function firstViewLabels(db: Kysely<Database>): FirstViewLabels {
  const memory = new Map<string, { labels: Labels; until: number }>();
  const entityLabels = async (entityId: number, lang: Lang): Promise<Labels> => {
    const key = `${lang}:${entityId}`;
    const kept = memory.get(key);
    if (kept && kept.until > Date.now()) return kept.labels;
    const rows = await findLabels(db, entityId, LANGUAGES[lang]);
    const labels = rows.map((row) => ({ labelHtmlId: row.label_html_id, text: row.text }));
    memory.set(key, { labels, until: Date.now() + KEEP_MS });
    return labels;
  };
  return async (lang, pathname) => {
    if (lang === 'en') return null;
    const ids = firstViewEntities(pageOfPath(pathname)).map((name) => PAGE_ENTITY[name]);
    const answer: Record<number, Labels> = {};
    for (const id of ids) answer[id] = await entityLabels(id, lang);
    return answer;
  };
}
