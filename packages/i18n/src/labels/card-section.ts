// CardSection (71): the card modal of checkout (the sandbox gateway's card form) and the
// messages of its browser-side checks.
import type { Texts } from '../text.ts';

export const cardSectionTexts = {
  lbl_card_title: { en: 'Pay by card', ar: 'الدفع بالبطاقة' },
  lbl_card_test_mode: { en: 'Test mode — no real money', ar: 'وضع الاختبار — لا أموال حقيقية' },
  lbl_card_test_hint: {
    en: 'Test card 4242 4242 4242 4242, any future expiry date, any CVC.',
    ar: 'بطاقة الاختبار 4242 4242 4242 4242، بأي تاريخ انتهاء لاحق وأي رمز تحقق.',
  },
  lbl_card_amount: { en: 'Amount to pay', ar: 'المبلغ المطلوب' },
  lbl_card_number: { en: 'Card number', ar: 'رقم البطاقة' },
  lbl_card_expiry: { en: 'Expiry date (MM/YY)', ar: 'تاريخ الانتهاء (شهر/سنة)' },
  lbl_card_cvc: { en: 'CVC', ar: 'رمز التحقق (CVC)' },
  lbl_card_name: { en: 'Name on card', ar: 'الاسم على البطاقة' },
  lbl_card_pay: { en: 'Pay and place order', ar: 'ادفع وقدّم الطلب' },
  lbl_card_paying: { en: 'Paying…', ar: 'جارٍ الدفع…' },
  lbl_card_cancel: { en: 'Cancel', ar: 'إلغاء' },
  lbl_card_err_required: { en: '{field} is required', ar: '{field} مطلوب' },
  lbl_card_err_number: {
    en: 'Please enter a valid card number',
    ar: 'يرجى إدخال رقم بطاقة صحيح',
  },
  lbl_card_err_expiry: {
    en: 'Please enter the expiry date as MM/YY',
    ar: 'يرجى إدخال تاريخ الانتهاء بالشكل شهر/سنة',
  },
  lbl_card_err_expired: { en: 'This card has expired', ar: 'انتهت صلاحية هذه البطاقة' },
  lbl_card_err_cvc: {
    en: 'Please enter the 3 or 4 digits of the CVC',
    ar: 'يرجى إدخال الأرقام الثلاثة أو الأربعة لرمز التحقق',
  },
  lbl_card_refused_hint: {
    en: 'Enter the card number again, or pay another way (online wallet or cash on delivery).',
    ar: 'أدخل رقم البطاقة مرة أخرى، أو ادفع بطريقة أخرى (المحفظة الإلكترونية أو الدفع عند الاستلام).',
  },
  lbl_card_other_method: { en: 'Pay another way', ar: 'الدفع بطريقة أخرى' },
} as const satisfies Texts;
