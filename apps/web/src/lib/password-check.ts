// The contract's common-password rule as a form problem on the new password's field. Apart from
// form-check.ts so that only the forms that set a password load the list of common passwords.
import { checkCommonPassword } from '@bazaar/contract/password-rule';
import type { Lang } from '@bazaar/i18n/text';
import type { FieldProblem } from './form-check.ts';

/** 'This password is too common…' on `field`, or null. */
export function commonPasswordProblem<N extends string>(
  field: N,
  password: string,
  lang: Lang,
): FieldProblem<N> | null {
  const message = checkCommonPassword(password, lang);
  return message ? { field, message } : null;
}
