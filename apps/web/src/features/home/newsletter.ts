// Newsletter rules (spec §5, §8): the shared field checker, then the server's ResponseMsg.
import { checkField, FORM_RULES } from '@bazaar/contract/validation';
import { MESSAGES, RESPONSE_MSG } from '@bazaar/contract/messages';
import type { ToastKind } from '../../lib/toast.ts';

const [emailRule] = FORM_RULES.newsletter;

/** The error toast text for an invalid e-mail, or null when it may be sent. */
export function newsletterError(email: string): string | null {
  return checkField({ ...emailRule, value: email });
}

/** The toast for the insert-subscriber answer (any failure → 'try again later'). */
export function newsletterOutcome(rows: readonly { ResponseMsg?: string }[] | null): {
  kind: ToastKind;
  text: string;
} {
  return rows?.[0]?.ResponseMsg === RESPONSE_MSG.saved
    ? { kind: 'success', text: MESSAGES.newsletterSuccess }
    : { kind: 'error', text: MESSAGES.genericErrorLater };
}
