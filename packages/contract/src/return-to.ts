// Where login and sign-up send a shopper back to (issue #19, deviation 12): `?returnTo=` names the
// page that sent them. It is followed only when it is a path of this storefront, so a crafted
// link cannot turn the login page into a jump to another site (an open redirect).
import { pageOfPath, type PageKey } from './page-routes.ts';

export const RETURN_TO_PARAM = 'returnTo';

/** Pages a shopper is never sent back to: the account forms themselves and the error pages. */
const NOT_RETURNED_TO: readonly PageKey[] = ['login', 'signup', 'resetPassword', 'refresh'];
const MAX_LENGTH = 2000;

/** Every decoding of the text until it stops changing (null when it is not valid %-encoding). */
function decodings(text: string): string[] | null {
  const seen = [text];
  let current = text;
  for (let round = 0; round < 5; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return seen;
    seen.push(next);
    current = next;
  }
  return null; // still changing after five rounds: nobody sends that in good faith
}

/** One form of the text is a plain same-site path: a single leading /, no \, no control chars. */
function looksLikeLocalPath(text: string): boolean {
  if (!text.startsWith('/') || text.startsWith('//')) return false;
  if (text.includes('\\')) return false;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(text)) return false;
  // A scheme ("javascript:", "https:") before the first /, ? or # is another URL, not a path.
  return !/^[^/?#]*:/.test(text.slice(1).split('/')[0] ?? '');
}

/**
 * `candidate` when it is a safe storefront path to return to (checked as sent and after every
 * %-decoding); null otherwise, and the caller goes to the language home as before.
 */
export function safeReturnTo(candidate: string | null | undefined): string | null {
  if (!candidate || candidate.length > MAX_LENGTH) return null;
  const forms = decodings(candidate);
  if (!forms?.every(looksLikeLocalPath)) return null;
  const pathname = candidate.split(/[?#]/)[0] ?? '';
  const page = pageOfPath(pathname);
  if (page === null || page === 'notFound' || NOT_RETURNED_TO.includes(page)) return null;
  return candidate;
}
