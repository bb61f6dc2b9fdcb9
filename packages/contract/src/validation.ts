// The shared field checker of spec §5 and the validation table as data, used by the web forms
// (first message → error toast) and by the server (first message → 400 errorMessage).
import { PASSWORD_LENGTH, OTP_LENGTH, COUPON_CODE_MAX } from './constants.ts';
import { MESSAGES } from './messages.ts';

export type FieldType = 'text' | 'email' | 'number';

export interface FieldRule {
  /** Request parameter name on the wire. */
  name: string;
  /** Label used in messages, e.g. 'Name' → 'Name is required'. */
  label: string;
  type?: FieldType;
  min?: number;
  max?: number;
  /** Required unless set to false. */
  required?: boolean;
}

export interface FieldCheck {
  label: string;
  value: unknown;
  type?: FieldType;
  min?: number;
  max?: number;
  required?: boolean;
}

// Deliberately simple: one "@", a dot in the domain, no spaces; what shoppers actually mistype.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** The message for the first rule the value breaks, or null. Whitespace-only is empty. */
export function checkField({
  label,
  value,
  type = 'text',
  min,
  max,
  required = true,
}: FieldCheck): string | null {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const trimmed = text.trim();
  if (trimmed === '') return required ? `${label} is required` : null;
  if (type === 'email' && !isValidEmail(trimmed)) return 'Please enter valid email address';
  if (type === 'number' && !Number.isFinite(Number(trimmed))) return `${label} is required`;
  if (min !== undefined && trimmed.length < min) {
    return `${label} min length should be ${min} characters`;
  }
  if (max !== undefined && trimmed.length > max) {
    return `${label} max length should be ${max} characters`;
  }
  return null;
}

export type FormValues = Record<string, unknown>;

/** First failing message of a form, in rule order, or null. */
export function checkForm(rules: readonly FieldRule[], values: FormValues): string | null {
  for (const rule of rules) {
    const message = checkField({ ...rule, value: values[rule.name] });
    if (message) return message;
  }
  return null;
}

/** Password and confirmation must match (seller request, reset step 2). */
export function checkPasswordsMatch(password: string, confirm: string): string | null {
  return password === confirm ? null : MESSAGES.passwordMismatch;
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
    { name: 'Message', label: 'Your Message', max: 2000 },
  ],
  newsletter: [{ name: 'SubscriberEmail', label: 'Email', type: 'email', max: 200 }],
  review: [
    { name: 'ReviewerName', label: 'Name', max: 200 },
    { name: 'ReviewerEmail', label: 'Email', type: 'email', max: 200 },
    { name: 'ReviewTitle', label: 'Review Title', max: 200 },
    { name: 'ReviewBody', label: 'Review Body', max: 1000 },
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
    { name: 'AddressLineOne', label: 'Shipping address', max: 600 },
  ],
  seller: [
    { name: 'FirstName', label: 'First name', max: 200 },
    { name: 'LastName', label: 'Last name', max: 150 },
    { name: 'EmailAddress', label: 'E-mail', type: 'email', max: 150 },
    { name: 'Password', label: 'Password', min: pw.min, max: pw.max },
    { name: 'ConfirmPassword', label: 'Confirm password', min: pw.min, max: pw.max },
    { name: 'CountryID', label: 'Country', max: 150 },
    { name: 'AddressLineOne', label: 'Home address', max: 600 },
  ],
  profile: [
    { name: 'FirstName', label: 'First name', max: 200 },
    { name: 'LastName', label: 'Last name', max: 150 },
    { name: 'AddressLineOne', label: 'Shipping address', max: 600 },
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
