// Every label the server serves, by language and page entity: Bazaar's own (English defaults from
// the contract, Arabic from labels-ar.ts) and the provider storefront's (provider-labels.ts), which
// share some entities but never an id with a different text.
import {
  LANGUAGE_CODES,
  PAGE_ENTITY,
  type LanguageCode,
  type PageEntityName,
} from '@bazaar/contract/constants';
import { LABELS } from '@bazaar/contract/labels';
import { ARABIC_LABELS } from './labels-ar.ts';
import { PROVIDER_LABELS, type LabelPairs } from './provider-labels.ts';

/** Label texts by page entity id, then label id. */
export type EntityLabels = Record<number, Record<string, string>>;
export type SeededLabels = Record<LanguageCode, EntityLabels>;

function bazaarEnglish(): EntityLabels {
  return Object.fromEntries(
    Object.entries(LABELS).map(([name, labels]) => [PAGE_ENTITY[name as PageEntityName], labels]),
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

export function buildSeededLabels(
  own: SeededLabels = { en: bazaarEnglish(), ar: ARABIC_LABELS },
  provider: Record<number, LabelPairs> = PROVIDER_LABELS,
): SeededLabels {
  const result: SeededLabels = { en: {}, ar: {} };
  for (const lang of LANGUAGE_CODES) {
    for (const [entity, labels] of Object.entries(own[lang])) add(result[lang], +entity, labels);
    for (const [entity, pairs] of Object.entries(provider)) {
      const texts = Object.entries(pairs).map(([id, pair]) => [id, pair[lang]] as const);
      add(result[lang], +entity, Object.fromEntries(texts));
    }
  }
  return result;
}

/** Built once at start: a clash between the two sources stops the server before it listens. */
export const SEEDED_LABELS = buildSeededLabels();
