// Renders a page's <head> tags (title, description, canonical, hreflang alternates, Open
// Graph, schema.org JSON-LD) into index.html. Everything inserted is escaped: attribute text
// as HTML, the JSON-LD with '<', '>', '&' and the JavaScript line separators as \u escapes, so
// no product text can close the data block or the attribute it sits in.

export interface Alternate {
  hreflang: string;
  href: string;
}

export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL; null for a page no search engine should index under another address. */
  canonical: string | null;
  alternates: readonly Alternate[];
  /** Open Graph locale: en_IN or ar_AR. */
  locale: string;
  siteName: string;
  type: 'website' | 'product';
  image?: string;
  /** Rupees with two decimals, for product:price:amount. */
  price?: string;
  noindex?: boolean;
  jsonLd?: object;
}

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ATTRIBUTE_ESCAPES[c] ?? c);
}

/** JSON that is safe inside <script type="application/ld+json">: no '</script', no '<!--'. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

export function renderHead(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
  ];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex, follow'));
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  for (const alternate of head.alternates) {
    tags.push(
      `<link rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${escapeHtml(alternate.href)}" />`,
    );
  }
  tags.push(
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:locale', head.locale),
  );
  if (head.canonical) tags.push(meta('property', 'og:url', head.canonical));
  if (head.image) tags.push(meta('property', 'og:image', head.image));
  if (head.price !== undefined) {
    tags.push(
      meta('property', 'product:price:amount', head.price),
      meta('property', 'product:price:currency', 'INR'),
    );
  }
  tags.push(meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'));
  if (head.jsonLd) {
    tags.push(`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`);
  }
  return tags.join('\n    ');
}

export interface IndexTemplate {
  before: string;
  after: string;
}

/**
 * index.html split where the head tags go (just before </head>), with the build's own <title>
 * and meta description taken out so each page has exactly one of each.
 */
export function indexTemplate(html: string): IndexTemplate {
  const stripped = html
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/i, '');
  const at = stripped.search(/<\/head>/i);
  if (at === -1) {
    // No head (a bare test page): the tags go first, which browsers accept as the head.
    const open = /<html[^>]*>/i.exec(stripped) ?? /<!doctype[^>]*>/i.exec(stripped);
    const split = open ? open.index + open[0].length : 0;
    return { before: stripped.slice(0, split), after: stripped.slice(split) };
  }
  return { before: stripped.slice(0, at), after: stripped.slice(at) };
}

/** About 155 characters, as search engines show, cut at a word. */
export function truncate(text: string, max = 155): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`;
}
