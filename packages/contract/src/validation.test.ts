import { describe, expect, it } from 'vitest';
import {
  checkField,
  formProblem,
  checkPasswordsMatch,
  FORM_RULES,
  hasLineBreak,
  hasLoneSurrogate,
  isValidEmail,
  type FormValues,
} from './validation.ts';
import { CONTACT_REQUEST } from './sample-requests.test-support.ts';
import { say } from '@bazaar/i18n/message-catalogue';
import type { Lang } from '@bazaar/i18n/text';

/** The form's first message in a language, as the server and the web say it. */
const checkForm = (
  rules: Parameters<typeof formProblem>[0],
  values: FormValues,
  lang: Lang = 'en',
) => {
  const problem = formProblem(rules, values);
  return problem && say(lang, problem);
};

describe('checkField (spec §5 shared field checker)', () => {
  it('requires a value by default and treats whitespace-only as empty', () => {
    expect(checkField({ label: 'Name', value: '' })).toBe('Name is required');
    expect(checkField({ label: 'Name', value: '   \t ' })).toBe('Name is required');
    expect(checkField({ label: 'Name', value: undefined })).toBe('Name is required');
    expect(checkField({ label: 'Name', value: null })).toBe('Name is required');
  });

  it('lets an optional empty field pass', () => {
    expect(checkField({ label: 'City', value: ' ', required: false })).toBeNull();
  });

  it('names the min and max lengths', () => {
    expect(checkField({ label: 'Password', value: 'abc', min: 6 })).toBe(
      'Password min length should be 6 characters',
    );
    expect(checkField({ label: 'Subject', value: 'x'.repeat(151), max: 150 })).toBe(
      'Subject max length should be 150 characters',
    );
    expect(checkField({ label: 'Subject', value: 'x'.repeat(150), max: 150 })).toBeNull();
  });

  it('checks lengths before the e-mail format, as the provider does', () => {
    expect(checkField({ label: 'Email', value: 'x'.repeat(101), type: 'email', max: 100 })).toBe(
      'Email max length should be 100 characters',
    );
  });

  it('checks e-mail addresses', () => {
    expect(checkField({ label: 'Email', value: 'not-an-email', type: 'email' })).toBe(
      'Please enter valid email address',
    );
    expect(checkField({ label: 'Email', value: 'asha@example.in', type: 'email' })).toBeNull();
    expect(checkField({ label: 'Email', value: '', type: 'email' })).toBe('Email is required');
  });

  it('checks numbers', () => {
    expect(checkField({ label: 'Product Id', value: 'seven', type: 'number' })).toBe(
      'Product Id is required',
    );
    expect(checkField({ label: 'Product Id', value: 7, type: 'number' })).toBeNull();
  });

  it('measures the trimmed value', () => {
    expect(
      checkField({ label: 'Coupon code', value: `  ${'A'.repeat(30)}  `, max: 30 }),
    ).toBeNull();
  });
});

describe('isValidEmail (WHATWG HTML rule, a dot in the domain, 254/64 limits)', () => {
  const label = (n: number) => 'd'.repeat(n);
  it.each([
    'a@b.co',
    'first.last+tag@shop.example.in',
    "o'brien@example.ie",
    'user_name-1@sub-domain.example.co.in',
    `${'l'.repeat(64)}@example.in`,
    `a@${label(63)}.${label(63)}.${label(63)}.${label(60)}`,
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each([
    'a@b',
    'a b@c.in',
    '@c.in',
    'a@.in',
    'plain',
    'a@b..in',
    'a@-b.in',
    'a@b-.in',
    'a@b.in.',
    'a@b_c.in',
    '"quoted"@example.in',
    'a@[127.0.0.1]',
    'a@@b.in',
    'asha@exämple.in',
    'asha@example.in\r\nBcc: x@y.in',
    `${'l'.repeat(65)}@example.in`,
    `a@${label(64)}.in`,
    `ab@${label(63)}.${label(63)}.${label(63)}.${label(60)}`,
  ])('rejects %s', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('text helpers', () => {
  it('finds unpaired surrogates and leaves pairs alone', () => {
    expect(hasLoneSurrogate('\uD83D\uDE4F')).toBe(false);
    expect(hasLoneSurrogate('plain ₹ text')).toBe(false);
    expect(hasLoneSurrogate('\uD83D')).toBe(true);
    expect(hasLoneSurrogate('\uDE4Fx')).toBe(true);
    expect(hasLoneSurrogate('\uD83D\uD83D\uDE4F')).toBe(true);
  });
  it('finds line breaks of every kind', () => {
    for (const text of ['a\nb', 'a\rb', 'a\u2028b', 'a\u0085b']) {
      expect(hasLineBreak(text)).toBe(true);
    }
    expect(hasLineBreak('a\tb')).toBe(false);
  });
});

describe('FORM_RULES (spec §5 table)', () => {
  const contact = CONTACT_REQUEST;

  it('accepts a complete contact form', () => {
    expect(checkForm(FORM_RULES.contact, contact)).toBeNull();
  });

  it.each([
    ['FullName', '', 'Name is required'],
    ['FullName', 'x'.repeat(201), 'Name max length should be 200 characters'],
    ['Email', '', 'Email is required'],
    ['Email', 'asha', 'Please enter valid email address'],
    ['Email', `${'a'.repeat(95)}@x.com`, 'Email max length should be 100 characters'],
    ['PhoneNumber', '', 'Phone Number is required'],
    ['PhoneNumber', '1'.repeat(21), 'Phone Number max length should be 20 characters'],
    ['Subject', '', 'Subject is required'],
    ['Subject', 'x'.repeat(151), 'Subject max length should be 150 characters'],
    ['Message', '', 'Your Message is required'],
    ['Message', 'x'.repeat(2001), 'Your Message max length should be 2000 characters'],
  ])('contact %s=%j → %s', (field, value, message) => {
    expect(checkForm(FORM_RULES.contact, { ...contact, [field]: value })).toBe(message);
  });

  it('reports the first failing field in form order', () => {
    expect(checkForm(FORM_RULES.contact, {})).toBe('Name is required');
  });

  it('newsletter: e-mail required, valid, max 200', () => {
    expect(checkForm(FORM_RULES.newsletter, { SubscriberEmail: '' })).toBe('Email is required');
    expect(checkForm(FORM_RULES.newsletter, { SubscriberEmail: 'x' })).toBe(
      'Please enter valid email address',
    );
    expect(checkForm(FORM_RULES.newsletter, { SubscriberEmail: `${'a'.repeat(195)}@x.com` })).toBe(
      'Email max length should be 200 characters',
    );
  });

  it('review body may be 1000 characters (deviation #5)', () => {
    const review = { ReviewerName: 'A', ReviewerEmail: 'a@b.co', ReviewTitle: 'T' };
    expect(checkForm(FORM_RULES.review, { ...review, ReviewBody: 'x'.repeat(1000) })).toBeNull();
    expect(checkForm(FORM_RULES.review, { ...review, ReviewBody: 'x'.repeat(1001) })).toBe(
      'Review Body max length should be 1000 characters',
    );
  });

  it('passwords are 8 to 150 at signup and reset, and login accepts any old one (deviations 6, 15)', () => {
    expect(checkForm(FORM_RULES.login, { Email: 'a@b.co', Password: 'p'.repeat(150) })).toBeNull();
    expect(checkForm(FORM_RULES.login, { Email: 'a@b.co', Password: 'old6ch' })).toBeNull();
    const reset = { Email: 'a@b.co', Otp: '12345', ConfirmPassword: 'secret12' };
    expect(checkForm(FORM_RULES.resetStep2, { ...reset, Password: 'seven77' })).toBe(
      'Password min length should be 8 characters',
    );
    expect(
      checkForm(
        FORM_RULES.signup.filter((rule) => rule.name === 'Password'),
        { Password: '1234567' },
      ),
    ).toBe('Password min length should be 8 characters');
    expect(checkForm(FORM_RULES.resetStep2, { ...reset, Otp: '1234', Password: 'secret12' })).toBe(
      'OTP min length should be 5 characters',
    );
  });

  it('coupon code max 30', () => {
    expect(checkForm(FORM_RULES.coupon, { CouponCode: 'C'.repeat(31) })).toBe(
      'Coupon code max length should be 30 characters',
    );
  });
});

describe('checkPasswordsMatch', () => {
  it('says when the confirmation differs', () => {
    expect(checkPasswordsMatch('secret1', 'secret2')).toBe('Password does not match!');
    expect(checkPasswordsMatch('secret1', 'secret1')).toBeNull();
    expect(checkPasswordsMatch('secret1', 'secret2', 'ar')).toBe('كلمتا المرور غير متطابقتين!');
  });
});

describe('the checker in Arabic (texts in @bazaar/i18n/fields)', () => {
  it('names the field in Arabic, in the same rule order', () => {
    expect(checkForm(FORM_RULES.contact, {}, 'ar')).toBe('الاسم مطلوب');
    expect(checkField({ label: 'Password', value: '' }, 'ar')).toBe('كلمة المرور مطلوبة');
    expect(checkField({ label: 'Email', value: 'asha', type: 'email' }, 'ar')).toBe(
      'يرجى إدخال عنوان بريد إلكتروني صحيح',
    );
    expect(checkField({ label: 'OTP', value: '1234', min: 5 }, 'ar')).toBe(
      'يجب ألا يقل طول رمز التحقق عن 5 أحرف',
    );
    expect(checkField({ label: 'Coupon code', value: 'C'.repeat(31), max: 30 }, 'ar')).toBe(
      'يجب ألا يزيد طول رمز القسيمة على 30 حرفًا',
    );
  });

  it('says every rule of every form in both languages', () => {
    for (const rules of Object.values(FORM_RULES)) {
      for (const rule of rules) {
        expect(checkField({ ...rule, value: '' }, 'en')).toBe(`${rule.label} is required`);
        expect(checkField({ ...rule, value: '' }, 'ar')).toMatch(/^\S.* مطلوبة?$/);
      }
    }
  });
});
