// The new-password rule beyond its length (FORM_RULES, 8–150): not one of the commonly used
// passwords (ASVS 6.2.4), compared trimmed and in lower case. Signup, the seller request and the
// password reset call it, in the browser and on the server; login does not (old passwords keep
// working). A module of its own so that only the forms that set a password load the list.
import { say, type Message } from '@bazaar/i18n/message-catalogue';
import type { Lang } from '@bazaar/i18n/text';
import { COMMON_PASSWORDS } from './common-passwords.data.ts';

let common: ReadonlySet<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS.split('\n'));
  return common.has(password.trim().toLowerCase());
}

/** "This password is too common…", or null. */
export function commonPasswordProblem(password: string): Message | null {
  return isCommonPassword(password) ? { id: 'commonPassword' } : null;
}

/** commonPasswordProblem said in the shopper's language (the web's forms). */
export function checkCommonPassword(password: string, lang: Lang = 'en'): string | null {
  return isCommonPassword(password) ? say(lang, { id: 'commonPassword' }) : null;
}
