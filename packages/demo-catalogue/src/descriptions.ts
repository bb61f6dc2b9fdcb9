// Product description HTML and meta fields. Only <p>, <ul>, <li> and <strong>, with escaped text.

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** The one fixed word of a full description, per language. */
const CARE_LABEL = { en: 'Care:', ar: 'العناية:' } as const;

/** A full description in one language: the same structure in English and in Arabic. */
export function fullDescriptionHtml(
  parts: {
    short: string;
    story: string;
    features: readonly string[];
    care: string;
  },
  lang: keyof typeof CARE_LABEL = 'en',
): string {
  const items = parts.features.map((feature) => `<li>${escapeHtml(feature)}</li>`).join('');
  return [
    `<p>${escapeHtml(parts.short)}</p>`,
    `<p>${escapeHtml(parts.story)}</p>`,
    `<ul>${items}</ul>`,
    `<p><strong>${CARE_LABEL[lang]}</strong> ${escapeHtml(parts.care)}</p>`,
  ].join('');
}

/** Search engines show about 155 characters. */
export function metaDescription(short: string, brand: string): string {
  const text = `${short} By ${brand}, at Bazaar.`;
  return text.length <= 155 ? text : `${text.slice(0, 152).trimEnd()}...`;
}

export function metaKeywords(words: readonly string[]): string {
  return [...new Set(words.map((word) => word.toLowerCase()))].join(', ');
}
