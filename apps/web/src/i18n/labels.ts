// Translated labels per page entity (spec §7): fetched once per page load for a non-English
// language (i18n/use-labels.ts), cached in localStorage per screen (`labels_ar_63`), merged over
// English defaults.
import type { LanguageCode } from '@bazaar/contract/constants';

export interface ServerLabel {
  labelHtmlId: string;
  text: string;
}

/** Defaults overlaid with every non-empty server text for a known id. */
export function mergeLabels<T extends Record<string, string>>(
  defaults: T,
  serverLabels: readonly ServerLabel[] | null | undefined,
): T {
  if (!serverLabels?.length) return defaults;
  const merged: Record<string, string> = { ...defaults };
  for (const label of serverLabels) {
    if (
      label &&
      typeof label.text === 'string' &&
      label.text.trim() !== '' &&
      Object.hasOwn(defaults, label.labelHtmlId)
    ) {
      merged[label.labelHtmlId] = label.text;
    }
  }
  return merged as T;
}

/** "{n} of {total}" style placeholders. */
export function fillTemplate(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}

export function labelsCacheKey(lang: LanguageCode, entityId: number): string {
  return `labels_${lang}_${entityId}`;
}

function isServerLabelList(value: unknown): value is ServerLabel[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item: unknown) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as ServerLabel).labelHtmlId === 'string' &&
        typeof (item as ServerLabel).text === 'string',
    )
  );
}

/** Parsed once per page load: many components of one screen read the same list. */
const memory = new Map<string, ServerLabel[]>();

export function readCachedLabels(lang: LanguageCode, entityId: number): ServerLabel[] | null {
  const remembered = memory.get(labelsCacheKey(lang, entityId));
  if (remembered) return remembered;
  try {
    const parsed: unknown = JSON.parse(
      localStorage.getItem(labelsCacheKey(lang, entityId)) ?? 'null',
    );
    if (!isServerLabelList(parsed)) return null;
    memory.set(labelsCacheKey(lang, entityId), parsed);
    return parsed;
  } catch {
    return null;
  }
}

/** Keeps a fresh answer for the next page load; each answer is written once, however many
 * components of the screen received it. */
export function rememberLabels(lang: LanguageCode, entityId: number, labels: ServerLabel[]): void {
  const key = labelsCacheKey(lang, entityId);
  if (memory.get(key) === labels) return;
  memory.set(key, labels);
  try {
    localStorage.setItem(key, JSON.stringify(labels));
  } catch {
    // A full storage only costs a refetch on the next page load.
  }
}
