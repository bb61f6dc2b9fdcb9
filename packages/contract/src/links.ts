// Which server-supplied URLs (banner buttons, banner and campaign pictures) may be stored and
// rendered: http(s) or a path on this site; and where a stored image path is served. Zod-free,
// so the storefront can use it too.
import { FILES_PUBLIC_PATH } from './constants.ts';

// Browsers drop tabs and newlines inside URLs and read "\" as "/", so "/\tjavascript:…" or
// "/\evil.example" could turn into another scheme or host: no whitespace, control or "\".
// eslint-disable-next-line no-control-regex -- control characters are exactly what it looks for
const FORBIDDEN = /[\u0000-\u0020\u007f-\u009f\\]/;

/**
 * True for `https://…`, `http://…` and site-relative paths (`/all-products/0/all-categories`);
 * false for every other scheme (`javascript:`, `data:` …) and for protocol-relative `//host`.
 * An empty value (no link) is not a link: callers decide whether "none" is allowed.
 */
export function isSafeLinkUrl(url: string): boolean {
  if (url === '' || FORBIDDEN.test(url)) return false;
  if (url.startsWith('/')) return !url.startsWith('//');
  if (!/^https?:\/\//i.test(url)) return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}

/** The URL when it is safe, otherwise '' (render no link). Surrounding spaces are ignored. */
export function safeLinkOrEmpty(url: string | null | undefined): string {
  const trimmed = (url ?? '').trim();
  return isSafeLinkUrl(trimmed) ? trimmed : '';
}

/** A server-supplied image path (product, banner, logo) → its URL under FILES_PUBLIC_PATH. */
export function mediaUrl(path: string | null | undefined): string {
  const value = (path ?? '').trim();
  if (!value) return '';
  if (/^(https?:)?\/\//i.test(value) || value.startsWith('/')) return value;
  return `${FILES_PUBLIC_PATH}/${value}`;
}
