// Pure rules of the contact form: its fields (wire names), spec §5 checks and the success test.
import type { LabelId } from '@bazaar/contract/labels';
import { RESPONSE_MSG } from '@bazaar/contract/messages';
import { FORM_RULES } from '@bazaar/contract/validation';
import type { Lang } from '@bazaar/i18n/text';
import {
  fieldTable,
  firstProblem,
  type FieldConfig,
  type FieldProblem,
} from '../../lib/form-check.ts';

/** CONTACT_US request parameters, also the form's state keys. */
export type ContactField = (typeof FORM_RULES.contact)[number]['name'];
export type ContactValues = Record<ContactField, string>;

export type ContactFieldConfig = FieldConfig<
  ContactField,
  LabelId<'Contact'>,
  'text' | 'email' | 'tel' | 'textarea'
>;

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
export const CONTACT_FIELDS: readonly ContactFieldConfig[] = fieldTable(
  FORM_RULES.contact,
  LABEL_IDS,
  INPUTS,
);

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
): FieldProblem<ContactField> | null {
  return firstProblem(FORM_RULES.contact, values, lang);
}

/** CONTACT_US succeeded only when its first row says 'Saved Successfully' (spec §8). */
export function isContactSaved(
  rows: readonly { ResponseMsg?: string }[] | null | undefined,
): boolean {
  return rows?.[0]?.ResponseMsg === RESPONSE_MSG.saved;
}
