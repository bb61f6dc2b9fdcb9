import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@bazaar/contract/messages';
import {
  CONTACT_FIELDS,
  EMPTY_CONTACT,
  isContactSaved,
  toContactParams,
  validateContact,
  type ContactValues,
} from './contact-form.ts';

const valid: ContactValues = {
  FullName: 'Asha Rao',
  Email: 'asha@example.in',
  PhoneNumber: '+91 98200 12345',
  Subject: 'Size exchange',
  Message: 'Can I exchange my kurta for a size L?',
};

describe('contact form', () => {
  it('lists the five fields in the spec order with the spec maximum lengths', () => {
    expect(CONTACT_FIELDS.map((f) => [f.name, f.maxLength])).toEqual([
      ['FullName', 200],
      ['Email', 100],
      ['PhoneNumber', 20],
      ['Subject', 150],
      ['Message', 2000],
    ]);
  });

  it('reports the first missing field with the spec message and names the field to focus', () => {
    expect(validateContact(EMPTY_CONTACT)).toEqual({
      message: 'Name is required',
      field: 'FullName',
    });
    expect(validateContact({ ...valid, Subject: '   ' })).toEqual({
      message: 'Subject is required',
      field: 'Subject',
    });
    expect(validateContact({ ...valid, Message: '' })?.message).toBe('Your Message is required');
  });

  it('checks the e-mail format and the maximum lengths', () => {
    expect(validateContact({ ...valid, Email: 'asha@' })).toEqual({
      message: 'Please enter valid email address',
      field: 'Email',
    });
    const longEmail = `${'a'.repeat(95)}@ex.in`;
    expect(validateContact({ ...valid, Email: longEmail })?.message).toBe(
      'Email max length should be 100 characters',
    );
    expect(validateContact({ ...valid, PhoneNumber: '1'.repeat(21) })?.message).toBe(
      'Phone Number max length should be 20 characters',
    );
    expect(validateContact({ ...valid, Message: 'x'.repeat(2001) })?.message).toBe(
      'Your Message max length should be 2000 characters',
    );
  });

  it('says the message in Arabic to an Arabic shopper', () => {
    expect(validateContact(EMPTY_CONTACT, 'ar')).toEqual({
      message: 'الاسم مطلوب',
      field: 'FullName',
    });
    expect(validateContact({ ...valid, Message: ' ' }, 'ar')?.message).toBe('رسالتك مطلوبة');
    expect(validateContact({ ...valid, PhoneNumber: '1'.repeat(21) }, 'ar')?.message).toBe(
      'يجب ألا يزيد طول رقم الهاتف على 20 حرفًا',
    );
  });

  it('accepts a complete form', () => {
    expect(validateContact(valid)).toBeNull();
  });

  it('sends the CONTACT_US parameters trimmed', () => {
    const padded = { ...valid, FullName: '  Asha Rao ', Message: '\nHello\n' };
    expect(toContactParams(padded)).toEqual({ ...valid, Message: 'Hello' });
  });

  it('treats only "Saved Successfully" in the first row as sent', () => {
    expect(isContactSaved([{ ResponseMsg: 'Saved Successfully' }])).toBe(true);
    expect(isContactSaved([{ ResponseMsg: 'Failed' }])).toBe(false);
    expect(isContactSaved([])).toBe(false);
    expect(isContactSaved(null)).toBe(false);
  });

  it('uses the contract messages for the outcome toasts', () => {
    expect(MESSAGES.contactSuccess).toBe('Message sent successfully!');
    expect(MESSAGES.genericError).toBe('An error occurred. Please try again!');
  });
});
