// The shared field checker of spec §5 and the validation table as data, used by the web forms
// (first message → error toast, in the shopper's language) and by the server (first message →
// the answer's messageId, said in the request's language). The messages and field labels, with
// their Arabic: @bazaar/i18n/fields.
import { fieldRuleMessage, type FieldLabel } from '@bazaar/i18n/fields';
import { say, type Message } from '@bazaar/i18n/message-catalogue';
import type { Lang } from '@bazaar/i18n/text';
import { PASSWORD_LENGTH, OTP_LENGTH, COUPON_CODE_MAX } from './constants.ts';

export type FieldType = 'text' | 'email' | 'number';

export interface FieldRule {
  /** Request parameter name on the wire. */
  name: string;
  /** Label used in messages, e.g. 'Name' → 'Name is required' (Arabic: 'الاسم مطلوب'). */
  label: FieldLabel;
  type?: FieldType;
  min?: number;
  max?: number;
  /** Required unless set to false. */
  required?: boolean;
  /** A text area (message, review body, address): line breaks allowed. Otherwise one line. */
  multiline?: boolean;
}

export interface FieldCheck {
  label: FieldLabel;
  value: unknown;
  type?: FieldType;
  min?: number;
  max?: number;
  required?: boolean;
}

/** Limits of RFC 5321 that mail servers enforce: whole address and local part. */
export const EMAIL_LIMITS = { address: 254, localPart: 64 } as const;

// The WHATWG HTML rule (what <input type="email"> accepts: RFC 5322 atext before the "@",
// LDH labels of at most 63 characters after it), with one tightening: the domain needs a dot,
// because a shop cannot deliver to "asha@localhost".
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** One rule for the browser and the server (see EMAIL_PATTERN), on the trimmed value. */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  if (email.length > EMAIL_LIMITS.address || !EMAIL_PATTERN.test(email)) return false;
  return email.indexOf('@') <= EMAIL_LIMITS.localPart;
}

/**
 * True when the text holds an unpaired UTF-16 surrogate. Such text has no UTF-8 form: drivers
 * replace it with U+FFFD differently per database, so every text field refuses it up front.
 * (A loop rather than a look-behind regex, which older Safari cannot even parse.)
 */
export function hasLoneSurrogate(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0xd800 || code > 0xdfff) continue;
    const next = text.charCodeAt(i + 1);
    if (code > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return true;
    i += 1;
  }
  return false;
}

/** True when the text holds a line break: CR, LF, VT, FF, NEL or U+2028/U+2029. */
export function hasLineBreak(text: string): boolean {
  return /[\n\v\f\r\u0085\u2028\u2029]/.test(text);
}

/**
 * True when the text holds a C0 or C1 control character (ESC, BEL, CSI…) other than tab, and
 * other than CR and LF when `multiline`. Shopper text is printed to operators' terminals.
 */
export function hasControlCharacter(text: string, multiline = false): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    const control = code < 0x20 || (code >= 0x7f && code <= 0x9f);
    if (!control || code === 0x09) continue;
    if (multiline && (code === 0x0a || code === 0x0d)) continue;
    return true;
  }
  return false;
}

/**
 * The §5 message for the first rule the value breaks, or null. Whitespace-only is empty.
 * Order: required, min, max, then the e-mail format.
 */
export function fieldProblem({
  label,
  value,
  type = 'text',
  min,
  max,
  required = true,
}: FieldCheck): Message | null {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const trimmed = text.trim();
  if (trimmed === '') return required ? fieldRuleMessage('required', label) : null;
  if (type === 'number' && !Number.isFinite(Number(trimmed))) {
    return fieldRuleMessage('required', label);
  }
  // Lengths before the e-mail format, in the order of the provider's checker (spec §5).
  if (min !== undefined && trimmed.length < min) return fieldRuleMessage('minLength', label, min);
  if (max !== undefined && trimmed.length > max) return fieldRuleMessage('maxLength', label, max);
  if (type === 'email' && !isValidEmail(trimmed)) return { id: 'invalidEmail' };
  return null;
}

/** fieldProblem said in the shopper's language (the web's forms). */
export function checkField(check: FieldCheck, lang: Lang = 'en'): string | null {
  const problem = fieldProblem(check);
  return problem && say(lang, problem);
}

export type FormValues = Record<string, unknown>;

/** First failing message of a form, in rule order, or null. */
export function formProblem(rules: readonly FieldRule[], values: FormValues): Message | null {
  for (const rule of rules) {
    const problem = fieldProblem({ ...rule, value: values[rule.name] });
    if (problem) return problem;
  }
  return null;
}

/** Password and confirmation must match (seller request, reset step 2). */
export function passwordsProblem(password: string, confirm: string): Message | null {
  return password === confirm ? null : { id: 'passwordMismatch' };
}

/** passwordsProblem said in the shopper's language (the web's forms). */
export function checkPasswordsMatch(
  password: string,
  confirm: string,
  lang: Lang = 'en',
): string | null {
  const problem = passwordsProblem(password, confirm);
  return problem && say(lang, problem);
}

const pw = PASSWORD_LENGTH;

/** The validation table of spec §5 (with deviations #5 and #6). */
export const FORM_RULES = {
  search: [{ name: 'SearchTerm', label: 'Search', min: 2 }],
  contact: [
    { name: 'FullName', label: 'Name', max: 200 },
    { name: 'Email', label: 'Email', type: 'email', max: 100 },
    { name: 'PhoneNumber', label: 'Phone Number', max: 20 },
    { name: 'Subject', label: 'Subject', max: 150 },
    { name: 'Message', label: 'Your Message', max: 2000, multiline: true },
  ],
  newsletter: [{ name: 'SubscriberEmail', label: 'Email', type: 'email', max: 200 }],
  // The reviewer's name comes from their account (issue #20 §5); the provider's storefront still
  // sends ReviewerName and ReviewerEmail, which are read by nothing.
  review: [
    { name: 'ReviewTitle', label: 'Review Title', max: 200 },
    { name: 'ReviewBody', label: 'Review Body', max: 1000, multiline: true },
  ],
  login: [
    { name: 'Email', label: 'Email', max: 200 },
    { name: 'Password', label: 'Password', max: pw.max },
  ],
  signup: [
    { name: 'FirstName', label: 'First Name', max: 200 },
    { name: 'LastName', label: 'Last Name', max: 150 },
    { name: 'EmailAddress', label: 'Email', type: 'email', max: 150 },
    { name: 'Password', label: 'Password', min: pw.min, max: pw.max },
    { name: 'CountryID', label: 'Country', max: 150 },
    { name: 'AddressLineOne', label: 'Shipping address', max: 600, multiline: true },
  ],
  seller: [
    { name: 'FirstName', label: 'First name', max: 200 },
    { name: 'LastName', label: 'Last name', max: 150 },
    { name: 'EmailAddress', label: 'E-mail', type: 'email', max: 150 },
    { name: 'Password', label: 'Password', min: pw.min, max: pw.max },
    { name: 'ConfirmPassword', label: 'Confirm password', min: pw.min, max: pw.max },
    { name: 'CountryID', label: 'Country', max: 150 },
    { name: 'AddressLineOne', label: 'Home address', max: 600, multiline: true },
  ],
  profile: [
    { name: 'FirstName', label: 'First name', max: 200 },
    { name: 'LastName', label: 'Last name', max: 150 },
    { name: 'AddressLineOne', label: 'Shipping address', max: 600, multiline: true },
  ],
  coupon: [{ name: 'CouponCode', label: 'Coupon code', max: COUPON_CODE_MAX }],
  resetStep1: [{ name: 'Email', label: 'E-mail', type: 'email', max: 200 }],
  resetStep2: [
    { name: 'Email', label: 'E-mail', type: 'email', max: 200 },
    { name: 'Otp', label: 'OTP', min: OTP_LENGTH.min, max: OTP_LENGTH.max },
    { name: 'Password', label: 'Password', min: pw.min, max: pw.max },
    { name: 'ConfirmPassword', label: 'Confirm password', min: pw.min, max: pw.max },
  ],
} as const satisfies Record<string, readonly FieldRule[]>;

export type FormName = keyof typeof FORM_RULES;
