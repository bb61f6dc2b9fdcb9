// Pure rules of the contact form: its fields (wire names), spec §5 checks and the success test.
import type { LabelId } from '@bazaar/contract/labels';
import { FORM_RULES } from '@bazaar/contract/validation';
import type { Lang } from '@bazaar/i18n/text';
import {
  emptyValues,
  fieldTable,
  firstProblem,
  isSaved,
  trimmed,
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

/** Fields in the order of the rules, so the first failing message matches the first bad field. */
export const CONTACT_FIELDS: readonly ContactFieldConfig[] = fieldTable(FORM_RULES.contact, {
  FullName: { labelId: 'lbl_contact_name', input: 'text', autoComplete: 'name' },
  Email: { labelId: 'lbl_contact_email', input: 'email', autoComplete: 'email' },
  PhoneNumber: { labelId: 'lbl_contact_phone', input: 'tel', autoComplete: 'tel' },
  Subject: { labelId: 'lbl_contact_subject', input: 'text', autoComplete: 'off' },
  Message: { labelId: 'lbl_contact_message', input: 'textarea', autoComplete: 'off' },
});

export const EMPTY_CONTACT: ContactValues = emptyValues(FORM_RULES.contact);

/** Trimmed request parameters; the server trims too, this keeps the stored message tidy. */
export function toContactParams(values: ContactValues): ContactValues {
  return trimmed(values);
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
export const isContactSaved = isSaved;
