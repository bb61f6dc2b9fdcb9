import { describe, expect, it } from 'vitest';
import { FORM_RULES } from '@bazaar/contract/validation';
import {
  allProblems,
  confirmationProblem,
  fieldTable,
  firstMarked,
  firstProblem,
} from './form-check.ts';

describe('firstProblem', () => {
  it('names the first broken rule in rule order, with its exact §5 message', () => {
    expect(firstProblem(FORM_RULES.login, { Email: ' ', Password: '' }, 'en')).toEqual({
      field: 'Email',
      message: 'Email is required',
    });
    expect(firstProblem(FORM_RULES.login, { Email: 'a@b.co', Password: '' }, 'en')).toEqual({
      field: 'Password',
      message: 'Password is required',
    });
    expect(
      firstProblem(FORM_RULES.login, { Email: 'a@b.co', Password: 'x'.repeat(151) }, 'en'),
    ).toEqual({ field: 'Password', message: 'Password max length should be 150 characters' });
    expect(firstProblem(FORM_RULES.login, { Email: 'a@b.co', Password: 'secret' }, 'en')).toBe(
      null,
    );
  });

  it('speaks Arabic to an Arabic shopper', () => {
    expect(firstProblem(FORM_RULES.login, { Email: '', Password: '' }, 'ar')).toEqual({
      field: 'Email',
      message: 'البريد الإلكتروني مطلوب',
    });
    expect(firstProblem(FORM_RULES.resetStep1, { Email: 'asha@' }, 'ar')?.message).toBe(
      'يرجى إدخال عنوان بريد إلكتروني صحيح',
    );
  });
});

describe('confirmationProblem', () => {
  it("marks the confirmation with 'Password does not match!' when the two differ", () => {
    expect(confirmationProblem('ConfirmPassword', 'secret1', 'secret2', 'en')).toEqual({
      field: 'ConfirmPassword',
      message: 'Password does not match!',
    });
    expect(confirmationProblem('ConfirmPassword', 'secret1', 'secret1', 'en')).toBeNull();
  });
});

describe('allProblems and firstMarked', () => {
  it('gives every broken rule its message and names the first one in rule order', () => {
    const problems = allProblems(FORM_RULES.login, { Email: ' ', Password: '' }, 'en');
    expect(problems).toEqual({
      Email: 'Email is required',
      Password: 'Password is required',
    });
    expect(firstMarked(FORM_RULES.login, problems)).toBe('Email');
    expect(firstMarked(FORM_RULES.login, { Password: 'Password is required' })).toBe('Password');
    expect(firstMarked(FORM_RULES.login, {})).toBeNull();
  });
});

describe('fieldTable', () => {
  it("lists a form's fields in rule order with each rule's maximum", () => {
    const fields = fieldTable(FORM_RULES.login, {
      Email: { labelId: 'email-label', input: 'email', autoComplete: 'email' },
      Password: { labelId: 'password-label', input: 'password', autoComplete: 'current-password' },
    });
    expect(fields.map((field) => [field.name, field.labelId, field.input])).toEqual([
      ['Email', 'email-label', 'email'],
      ['Password', 'password-label', 'password'],
    ]);
    expect(fields.every((field) => field.maxLength > 0)).toBe(true);
  });
});
