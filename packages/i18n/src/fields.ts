// The shared field checker's messages (spec §5) and the labels of the fields it names, so that
// "Name is required" reads "الاسم مطلوب" in Arabic. A field label's id is its English text, the
// word the English message uses. Arabic adjectives agree with the noun: `arFeminine` marks the
// fields whose Arabic name is feminine ("كلمة المرور مطلوبة").
import type { Text, Texts } from './text.ts';

export interface FieldLabelText extends Text {
  readonly arFeminine?: true;
}

export const FIELD_LABELS = {
  Search: { en: 'Search', ar: 'نص البحث' },
  Name: { en: 'Name', ar: 'الاسم' },
  Email: { en: 'Email', ar: 'البريد الإلكتروني' },
  'E-mail': { en: 'E-mail', ar: 'البريد الإلكتروني' },
  'Phone Number': { en: 'Phone Number', ar: 'رقم الهاتف' },
  Subject: { en: 'Subject', ar: 'الموضوع' },
  'Your Message': { en: 'Your Message', ar: 'رسالتك', arFeminine: true },
  'Review Title': { en: 'Review Title', ar: 'عنوان المراجعة' },
  'Review Body': { en: 'Review Body', ar: 'نص المراجعة' },
  'Product Id': { en: 'Product Id', ar: 'معرّف المنتج' },
  Password: { en: 'Password', ar: 'كلمة المرور', arFeminine: true },
  'Confirm password': { en: 'Confirm password', ar: 'تأكيد كلمة المرور' },
  'First Name': { en: 'First Name', ar: 'الاسم الأول' },
  'First name': { en: 'First name', ar: 'الاسم الأول' },
  'Last Name': { en: 'Last Name', ar: 'اسم العائلة' },
  'Last name': { en: 'Last name', ar: 'اسم العائلة' },
  Country: { en: 'Country', ar: 'الدولة', arFeminine: true },
  City: { en: 'City', ar: 'المدينة', arFeminine: true },
  'Shipping address': { en: 'Shipping address', ar: 'عنوان الشحن' },
  'Home address': { en: 'Home address', ar: 'عنوان المنزل' },
  'Coupon code': { en: 'Coupon code', ar: 'رمز القسيمة' },
  OTP: { en: 'OTP', ar: 'رمز التحقق' },
} as const satisfies Readonly<Record<string, FieldLabelText>>;

export type FieldLabel = keyof typeof FIELD_LABELS;

/** The checker's templates: {field} is the field's label, {n} the length limit. */
export const FIELD_RULE_TEXTS = {
  fieldRequired: { en: '{field} is required', ar: '{field} مطلوب' },
  fieldRequiredFeminine: { en: '{field} is required', ar: '{field} مطلوبة' },
  fieldMinLength: {
    en: '{field} min length should be {n} characters',
    ar: 'يجب ألا يقل طول {field} عن {n|characters}',
  },
  fieldMaxLength: {
    en: '{field} max length should be {n} characters',
    ar: 'يجب ألا يزيد طول {field} على {n|characters}',
  },
} as const satisfies Texts;

export type FieldRule = 'required' | 'minLength' | 'maxLength';

/**
 * The rule's message (see message-catalogue.ts): say('ar', fieldRuleMessage('required', 'Name'))
 * → "الاسم مطلوب"; the label is said in the message's language, lengths take the limit `n`.
 */
export function fieldRuleMessage(rule: FieldRule, label: FieldLabel, n = 0) {
  const field: FieldLabelText = FIELD_LABELS[label];
  const id: keyof typeof FIELD_RULE_TEXTS =
    rule === 'minLength'
      ? 'fieldMinLength'
      : rule === 'maxLength'
        ? 'fieldMaxLength'
        : field.arFeminine
          ? 'fieldRequiredFeminine'
          : 'fieldRequired';
  const said: Text = { en: field.en, ar: field.ar };
  const params: Readonly<Record<string, Text | number>> =
    rule === 'required' ? { field: said } : { field: said, n };
  return { id, params };
}
