// English defaults of every label of Bazaar's storefront, by page entity. The texts, with their
// Arabic, live in @bazaar/i18n/labels (one file per entity); the server seeds both languages and
// the web app bundles only the English (see apps/web/src/i18n/label-defaults.ts).
import { LABEL_TEXTS } from '@bazaar/i18n/labels';
import { english, type EnglishOf } from '@bazaar/i18n/text';
import type { PageEntityName } from './constants.ts';

type LabelTexts = typeof LABEL_TEXTS;

export const LABELS = Object.fromEntries(
  Object.entries(LABEL_TEXTS).map(([entity, texts]) => [entity, english(texts)]),
) as { readonly [E in keyof LabelTexts]: EnglishOf<LabelTexts[E]> };

/** Every entity is one of PAGE_ENTITY's (the i18n package knows names, not ids). */
export type LabelEntity = keyof typeof LABELS & PageEntityName;
export type LabelId<E extends LabelEntity> = keyof (typeof LABELS)[E] & string;
