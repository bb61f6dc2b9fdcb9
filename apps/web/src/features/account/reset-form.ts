// Pure rules of the two reset steps (spec §4/§5): the e-mail, then the code with the new
// password and its confirmation; and how the OTP answers read (statusCode 200 plus the exact
// message, otherwise the server's errorMessage, spec §8).
import type { RESPONSE_MSG } from '@bazaar/contract/messages';
import { FORM_RULES } from '@bazaar/contract/validation';
import type { Lang } from '@bazaar/i18n/text';
import type { ApiResult } from '../../api/client.ts';
import { confirmationProblem, firstProblem, type FieldProblem } from '../../lib/form-check.ts';
import { commonPasswordProblem } from '../../lib/password-check.ts';

export const EMPTY_CODE_STEP = { Otp: '', Password: '', ConfirmPassword: '' };
export type CodeStepValues = typeof EMPTY_CODE_STEP;

export function maxOf(name: (typeof FORM_RULES.resetStep2)[number]['name']): number | undefined {
  return FORM_RULES.resetStep2.find((rule) => rule.name === name)?.max;
}

export function checkEmailStep(email: string, lang: Lang): FieldProblem<'Email'> | null {
  return firstProblem(FORM_RULES.resetStep1, { Email: email }, lang);
}

/** The e-mail was checked in step 1; here the code, both passwords, then that they match. */
export function checkCodeStep(
  email: string,
  values: CodeStepValues,
  lang: Lang,
): FieldProblem<keyof CodeStepValues | 'Email'> | null {
  return (
    firstProblem(FORM_RULES.resetStep2, { Email: email, ...values }, lang) ??
    commonPasswordProblem('Password', values.Password, lang) ??
    confirmationProblem('ConfirmPassword', values.Password, values.ConfirmPassword, lang)
  );
}

/** Step 1 or 2 succeeded: statusCode 200 and exactly the expected message. */
export function otpAnswered(
  result: ApiResult<unknown>,
  expected: typeof RESPONSE_MSG.otpSent | typeof RESPONSE_MSG.passwordReset,
): boolean {
  return result.ok && result.envelope.message === expected;
}
