// Pure rules of the contact form: its fields (wire names), spec §5 checks and the success test.
import type { LabelId } from '@bazaar/contract/labels';
import { RESPONSE_MSG } from '@bazaar/contract/messages';
import { FORM_RULES, checkField, checkForm } from '@bazaar/contract/validation';
import type { Lang } from '@bazaar/i18n/text';

/** CONTACT_US request parameters, also the form's state keys. */
export type ContactField = (typeof FORM_RULES.contact)[number]['name'];
export type ContactValues = Record<ContactField, string>;

export interface ContactFieldConfig {
  name: ContactField;
  labelId: LabelId<'Contact'>;
  input: 'text' | 'email' | 'tel' | 'textarea';
  autoComplete: string;
  maxLength: number;
}

const LABEL_IDS: Record<ContactField, LabelId<'Contact'>> = {
  FullName: 'lbl_contact_name',
  Email: 'lbl_contact_email',
  PhoneNumber: 'lbl_contact_phone',
  Subject: 'lbl_contact_subject',
  Message: 'lbl_contact_message',
};

const INPUTS: Record<ContactField, Pick<ContactFieldConfig, 'input' | 'autoComplete'>> = {
  FullName: { input: 'text', autoComplete: 'name' },
  Email: { input: 'email', autoComplete: 'email' },
  PhoneNumber: { input: 'tel', autoComplete: 'tel' },
  Subject: { input: 'text', autoComplete: 'off' },
  Message: { input: 'textarea', autoComplete: 'off' },
};

/** Fields in the order of the rules, so the first failing message matches the first bad field. */
export const CONTACT_FIELDS: readonly ContactFieldConfig[] = FORM_RULES.contact.map((rule) => ({
  name: rule.name,
  labelId: LABEL_IDS[rule.name],
  maxLength: rule.max,
  ...INPUTS[rule.name],
}));

export const EMPTY_CONTACT: ContactValues = {
  FullName: '',
  Email: '',
  PhoneNumber: '',
  Subject: '',
  Message: '',
};

/** Trimmed request parameters; the server trims too, this keeps the stored message tidy. */
export function toContactParams(values: ContactValues): ContactValues {
  return {
    FullName: values.FullName.trim(),
    Email: values.Email.trim(),
    PhoneNumber: values.PhoneNumber.trim(),
    Subject: values.Subject.trim(),
    Message: values.Message.trim(),
  };
}

/**
 * The first spec §5 message, in the shopper's language, and the field it is about (to focus it),
 * or null when valid.
 */
export function validateContact(
  values: ContactValues,
  lang: Lang = 'en',
): { message: string; field: ContactField } | null {
  const message = checkForm(FORM_RULES.contact, values, lang);
  if (!message) return null;
  const rule = FORM_RULES.contact.find((r) => checkField({ ...r, value: values[r.name] }) !== null);
  return { message, field: rule?.name ?? 'FullName' };
}

/** CONTACT_US succeeded only when its first row says 'Saved Successfully' (spec §8). */
export function isContactSaved(
  rows: readonly { ResponseMsg?: string }[] | null | undefined,
): boolean {
  return rows?.[0]?.ResponseMsg === RESPONSE_MSG.saved;
}
