// Product FullDescription is HTML the storefront renders: cleaned with sanitize-html (a
// maintained allowlist sanitiser) whenever it is written — by the seed and by any product write.
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'br', 'h3', 'h4'],
  allowedAttributes: {},
  disallowedTagsMode: 'discard',
};

/** Only text, paragraphs, lists, emphasis and small headings survive; no attribute does. */
export function sanitizeProductHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
