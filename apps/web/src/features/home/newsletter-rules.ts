// Newsletter rules (spec §5, §8): the shared field checker, then the server's ResponseMsg; the
// texts in the shopper's language.
import { checkField, FORM_RULES } from '@bazaar/contract/validation';
import { RESPONSE_MSG } from '@bazaar/contract/messages';
import { t } from '@bazaar/i18n/messages';
import type { Lang } from '@bazaar/i18n/text';
import type { ToastKind } from '../../lib/toast.ts';

const [emailRule] = FORM_RULES.newsletter;

/** The error toast text for an invalid e-mail, or null when it may be sent. */
export function newsletterError(email: string, lang: Lang = 'en'): string | null {
  return checkField({ ...emailRule, value: email }, lang);
}

/** The toast for the insert-subscriber answer (any failure → 'try again later'). */
export function newsletterOutcome(
  rows: readonly { ResponseMsg?: string }[] | null,
  lang: Lang = 'en',
): { kind: ToastKind; text: string } {
  return rows?.[0]?.ResponseMsg === RESPONSE_MSG.saved
    ? { kind: 'success', text: t(lang, 'newsletterSuccess') }
    : { kind: 'error', text: t(lang, 'genericErrorLater') };
}
