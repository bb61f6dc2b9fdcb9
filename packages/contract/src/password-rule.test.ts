// New passwords: 8–150 characters (FORM_RULES) and not a commonly used one (ASVS 6.2.1 / 6.2.4,
// deviation 15); the list is the one the dev dependency ships, as generated.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { commonPasswordsModule, DATA_FILE } from '../scripts/common-passwords.ts';
import { checkCommonPassword, isCommonPassword } from './password-rule.ts';
import { SIGNUP_REQUEST } from './sample-requests.test-support.ts';
import { changePasswordRequest, loginRequest, signupRequest } from './schemas/accounts.ts';

describe('the common-password rule', () => {
  it('refuses the passwords everyone tries first, in any letter case', () => {
    for (const password of ['password', '12345678', 'qwerty123', 'Password1', ' ILOVEYOU ']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
    expect(checkCommonPassword('qwerty123')).toBe(
      'This password is too common. Please choose another.',
    );
    expect(checkCommonPassword('qwerty123', 'ar')).toBe(
      'كلمة المرور هذه شائعة جدًا. يرجى اختيار كلمة مرور أخرى.',
    );
  });

  it('lets an uncommon password through', () => {
    expect(checkCommonPassword('sign-Up-pass-7')).toBeNull();
    expect(isCommonPassword('mango-chutney-42')).toBe(false);
  });

  it('is the list the dependency ships, as generated (npx tsx packages/contract/scripts/common-passwords.ts)', () => {
    expect(fs.readFileSync(DATA_FILE, 'utf8')).toBe(commonPasswordsModule());
  });
});

describe('the request schemas', () => {
  const signup = SIGNUP_REQUEST;
  const reset = { Email: 'asha@example.in', Otp: '123456' };
  const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues.map((issue) => issue.message) ?? [];

  it('refuse "123456", "password" and "qwerty123" at signup and reset', () => {
    expect(messages(signupRequest.safeParse({ ...signup, Password: '123456' }))).toContain(
      'Password min length should be 8 characters',
    );
    for (const Password of ['password', 'qwerty123']) {
      expect(messages(signupRequest.safeParse({ ...signup, Password }))).toContain(
        'This password is too common. Please choose another.',
      );
      const change = changePasswordRequest.safeParse({
        ...reset,
        Password,
        ConfirmPassword: Password,
      });
      expect(messages(change)).toContain('This password is too common. Please choose another.');
    }
    expect(signupRequest.safeParse({ ...signup, Password: 'sign-Up-pass-7' }).success).toBe(true);
  });

  it('still let an old short or common password log in', () => {
    for (const Password of ['123456', 'password']) {
      expect(loginRequest.safeParse({ Email: 'asha@example.in', Password }).success).toBe(true);
    }
  });
});
