import { describe, expect, it } from 'vitest';
import { localizeServerMessage } from './server-messages.ts';

describe('localizeServerMessage', () => {
  it('leaves English as it is', () => {
    expect(localizeServerMessage('en', 'Email already exists!')).toBe('Email already exists!');
  });

  it('gives the Arabic of a §8 message and of the server’s own texts', () => {
    expect(localizeServerMessage('ar', 'Email already exists!')).toBe(
      'هذا البريد الإلكتروني مسجّل بالفعل!',
    );
    expect(
      localizeServerMessage('ar', 'Too many requests. Please wait a moment and try again.'),
    ).toBe('طلبات كثيرة جدًا. يرجى الانتظار قليلًا ثم المحاولة مرة أخرى.');
  });

  it('recognises the field rules and the quantity limit', () => {
    expect(localizeServerMessage('ar', 'Name is required')).toBe('الاسم مطلوب');
    expect(localizeServerMessage('ar', 'Subject max length should be 150 characters')).toBe(
      'يجب ألا يزيد طول الموضوع على 150 حرفًا',
    );
    expect(localizeServerMessage('ar', 'Can not add more than 11 for this product')).toBe(
      'لا يمكن إضافة أكثر من 11 قطعة من هذا المنتج',
    );
  });

  it('gives the Arabic of the order outcomes, the product name kept', () => {
    expect(
      localizeServerMessage(
        'ar',
        'Only 2 left of Shamama Attar 10ml. Please lower the quantity and try again.',
      ),
    ).toBe('تبقّى 2 فقط من Shamama Attar 10ml. يرجى تقليل الكمية ثم المحاولة مرة أخرى.');
    expect(
      localizeServerMessage(
        'ar',
        'Kurta is out of stock. Please remove it from your cart and try again.',
      ),
    ).toBe('نفد مخزون Kurta. يرجى إزالته من السلة ثم المحاولة مرة أخرى.');
    expect(localizeServerMessage('ar', 'Your card was declined.')).toBe('تم رفض بطاقتك.');
  });

  it('shows an unknown text, or an unknown field, as the server wrote it', () => {
    expect(localizeServerMessage('ar', 'PageNo: must be a whole number')).toBe(
      'PageNo: must be a whole number',
    );
    expect(localizeServerMessage('ar', 'Favourite colour is required')).toBe(
      'Favourite colour is required',
    );
  });
});

describe('localizeServerMessage: the accounts throttle', () => {
  it('gives the Arabic wait with its count', () => {
    expect(localizeServerMessage('ar', 'Too many attempts. Please try again in 5 minutes.')).toBe(
      'محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد 5 دقائق.',
    );
    expect(localizeServerMessage('ar', 'Too many attempts. Please try again in 1 minute.')).toBe(
      'محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد دقيقة واحدة.',
    );
  });
});
