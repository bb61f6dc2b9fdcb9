// Translated labels per page entity (spec §7): fetched once per page load for a non-English
// language (i18n/use-labels.ts), cached in localStorage per screen (`labels_ar_63`), merged over
// English defaults. The server writes the first view's labels into an Arabic page, so those
// show before any request, even on a first visit.
import type { Lang } from '@bazaar/i18n/text';
import { FIRST_VIEW_LABELS_ID } from '@bazaar/contract/page-routes';

export interface ServerLabel {
  labelHtmlId: string;
  text: string;
}

/** Defaults overlaid with every non-empty server text for a known id. */
export function mergeLabels<T extends Record<string, string>>(
  defaults: T,
  // Entries come from the network: a null among them is skipped, not trusted.
  serverLabels: readonly (ServerLabel | null)[] | null | undefined,
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

export function labelsCacheKey(lang: Lang, entityId: number): string {
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

/** The last parse per key, reused while the stored text is unchanged: many components of one
 * screen read the same list on every render. */
const parsed = new Map<string, { text: string; labels: ServerLabel[] | null }>();

let pageLabels: Record<string, unknown> | undefined;

/** The labels the server wrote into this page (only ever in the page's own language). */
function labelsInPage(entityId: number): ServerLabel[] | null {
  if (pageLabels === undefined) {
    try {
      const text = document.getElementById(FIRST_VIEW_LABELS_ID)?.textContent ?? '{}';
      pageLabels = (JSON.parse(text) as Record<string, unknown> | null) ?? {};
    } catch {
      pageLabels = {};
    }
  }
  const labels = pageLabels[entityId];
  return isServerLabelList(labels) ? labels : null;
}

export function readCachedLabels(lang: Lang, entityId: number): ServerLabel[] | null {
  const inPage = labelsInPage(entityId);
  if (inPage) return inPage;
  const key = labelsCacheKey(lang, entityId);
  let text: string | null;
  try {
    text = localStorage.getItem(key);
  } catch {
    return null;
  }
  if (text === null) return null;
  const last = parsed.get(key);
  if (last?.text === text) return last.labels;
  let labels: ServerLabel[] | null = null;
  try {
    const value: unknown = JSON.parse(text);
    labels = isServerLabelList(value) ? value : null;
  } catch {
    // A damaged copy is no copy: the English defaults show until the server answers.
  }
  parsed.set(key, { text, labels });
  return labels;
}

/** Answers already saved: every component of a screen receives the same answer object. */
const saved = new WeakSet<ServerLabel[]>();

/** Keeps a fresh answer for the next page load, once however many components received it. */
export function rememberLabels(lang: Lang, entityId: number, labels: ServerLabel[]): void {
  if (saved.has(labels)) return;
  saved.add(labels);
  try {
    localStorage.setItem(labelsCacheKey(lang, entityId), JSON.stringify(labels));
  } catch {
    // A full storage only costs a refetch on the next page load.
  }
}
