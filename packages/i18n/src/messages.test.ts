import { describe, expect, it } from 'vitest';
import { fieldRuleMessage, type FieldLabel, type FieldRule } from './fields.ts';
import { say } from './message-catalogue.ts';
import { t } from './messages.ts';
import { fill, type Lang } from './text.ts';

const fieldMessage = (lang: Lang, rule: FieldRule, label: FieldLabel, n?: number) =>
  say(lang, fieldRuleMessage(rule, label, n));

describe('t', () => {
  it('gives a message in the language asked for', () => {
    expect(t('en', 'contactSuccess')).toBe('Message sent successfully!');
    expect(t('ar', 'contactSuccess')).toBe('تم إرسال رسالتك بنجاح!');
  });

  it('fills placeholders, and counts in the language', () => {
    expect(t('en', 'quantityLimit', { n: 3 })).toBe('You can add at most 3 of this product.');
    expect(t('ar', 'quantityLimit', { n: 3 })).toBe('يمكنك إضافة 3 قطع على الأكثر من هذا المنتج.');
    expect(t('ar', 'quantityLimit', { n: 2 })).toBe('يمكنك إضافة قطعتين على الأكثر من هذا المنتج.');
    expect(t('en', 'selectVariant', { attribute: 'Gift Wrap' })).toBe(
      'Please select Gift Wrap variant!',
    );
  });
});

describe('fill', () => {
  it('leaves unknown placeholders as they are', () => {
    expect(fill('en', '{n} of {total}', { n: 2 })).toBe('2 of {total}');
    expect(fill('en', 'no params {n}')).toBe('no params {n}');
  });
});

describe('fieldRuleMessage (spec §5 checker messages)', () => {
  it('keeps the spec English exactly', () => {
    expect(fieldMessage('en', 'required', 'Name')).toBe('Name is required');
    expect(fieldMessage('en', 'minLength', 'Password', 6)).toBe(
      'Password min length should be 6 characters',
    );
    expect(fieldMessage('en', 'maxLength', 'Phone Number', 20)).toBe(
      'Phone Number max length should be 20 characters',
    );
  });

  it('names the field in Arabic, the adjective agreeing with it', () => {
    expect(fieldMessage('ar', 'required', 'Name')).toBe('الاسم مطلوب');
    expect(fieldMessage('ar', 'required', 'Your Message')).toBe('رسالتك مطلوبة');
    expect(fieldMessage('ar', 'required', 'Password')).toBe('كلمة المرور مطلوبة');
  });

  it('counts the characters of a length limit in Arabic', () => {
    expect(fieldMessage('ar', 'minLength', 'Password', 6)).toBe(
      'يجب ألا يقل طول كلمة المرور عن 6 أحرف',
    );
    expect(fieldMessage('ar', 'minLength', 'Search', 2)).toBe('يجب ألا يقل طول نص البحث عن حرفين');
    expect(fieldMessage('ar', 'maxLength', 'Phone Number', 20)).toBe(
      'يجب ألا يزيد طول رقم الهاتف على 20 حرفًا',
    );
    expect(fieldMessage('ar', 'maxLength', 'Name', 200)).toBe('يجب ألا يزيد طول الاسم على 200 حرف');
  });
});
