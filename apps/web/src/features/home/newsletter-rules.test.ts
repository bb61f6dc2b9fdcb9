import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@bazaar/contract/messages';
import { newsletterError, newsletterOutcome } from './newsletter-rules.ts';

describe('newsletter e-mail check', () => {
  it('gives the shared checker messages', () => {
    expect(newsletterError('')).toBe('Email is required');
    expect(newsletterError('   ')).toBe('Email is required');
    expect(newsletterError('not-an-address')).toBe('Please enter valid email address');
    expect(newsletterError(`${'a'.repeat(195)}@x.com`)).toBe(
      'Email max length should be 200 characters',
    );
    expect(newsletterError('asha@example.com')).toBeNull();
  });

  it('gives them in Arabic to an Arabic shopper', () => {
    expect(newsletterError('', 'ar')).toBe('البريد الإلكتروني مطلوب');
    expect(newsletterError('not-an-address', 'ar')).toBe('يرجى إدخال عنوان بريد إلكتروني صحيح');
  });
});

describe('newsletter outcome', () => {
  it('is a success only for ResponseMsg "Saved Successfully"', () => {
    expect(newsletterOutcome([{ ResponseMsg: 'Saved Successfully' }])).toEqual({
      kind: 'success',
      text: MESSAGES.newsletterSuccess,
    });
  });
  it('is the try-again-later error otherwise', () => {
    const failure = { kind: 'error', text: 'An error occurred. Please try again later!' };
    expect(newsletterOutcome([{ ResponseMsg: 'Failed' }])).toEqual(failure);
    expect(newsletterOutcome([])).toEqual(failure);
    expect(newsletterOutcome(null)).toEqual(failure);
  });
  it('is in Arabic for an Arabic shopper', () => {
    expect(newsletterOutcome([{ ResponseMsg: 'Saved Successfully' }], 'ar').text).toBe(
      'أنت الآن مشترك في نشرتنا الإخبارية.',
    );
    expect(newsletterOutcome(null, 'ar').text).toBe('حدث خطأ. يرجى المحاولة مرة أخرى لاحقًا!');
  });
});
