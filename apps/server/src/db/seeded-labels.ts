// Every label the server serves, by language and page entity, from @bazaar/i18n: Bazaar's own
// (labels.ts) and the provider storefront's (provider-labels.ts), which share some entities but
// never an id with a different text.
import { PAGE_ENTITY, type PageEntityName } from '@bazaar/contract/constants';
import { LANGS, type Lang } from '@bazaar/i18n/text';
import { LABEL_TEXTS } from '@bazaar/i18n/labels';
import { PROVIDER_LABEL_TEXTS } from '@bazaar/i18n/provider-labels';
import type { Texts } from '@bazaar/i18n/text';

/** Label texts by page entity id, then label id. */
export type EntityLabels = Record<number, Record<string, string>>;
export type SeededLabels = Record<Lang, EntityLabels>;
/** Texts of both languages by page entity id. */
export type EntityTexts = Record<number, Texts>;

/** The i18n package names page entities; the table stores their ids. */
export function byEntityId(texts: Readonly<Record<string, Texts>>): EntityTexts {
  return Object.fromEntries(
    Object.entries(texts).map(([name, group]) => {
      const id = PAGE_ENTITY[name as PageEntityName] as number | undefined;
      if (id === undefined) throw new Error(`labels name an unknown page entity: ${name}`);
      return [id, group];
    }),
  );
}

/** Adds one entity's labels, refusing an id it already holds with another text. */
function add(into: EntityLabels, entityId: number, labels: Record<string, string>): void {
  const target = (into[entityId] ??= {});
  for (const [id, text] of Object.entries(labels)) {
    const held = target[id];
    if (held !== undefined && held !== text) {
      throw new Error(`label ${id} of entity ${entityId} has two different texts`);
    }
    target[id] = text;
  }
}

/** Both sources merged into one set per language (Bazaar's first, then the provider's). */
export function buildSeededLabels(...sources: EntityTexts[]): SeededLabels {
  const result: SeededLabels = { en: {}, ar: {} };
  for (const lang of LANGS) {
    for (const source of sources) {
      for (const [entity, texts] of Object.entries(source)) {
        const inLang = Object.entries(texts).map(([id, text]) => [id, text[lang]] as const);
        add(result[lang], Number(entity), Object.fromEntries(inLang));
      }
    }
  }
  return result;
}

/** Built once at start: a clash between the two sources stops the server before it listens. */
export const SEEDED_LABELS = buildSeededLabels(
  byEntityId(LABEL_TEXTS),
  byEntityId(PROVIDER_LABEL_TEXTS),
);
