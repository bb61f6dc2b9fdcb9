// LoginUserModal (79): the pop-up a logged-in shopper opens from their name in the navbar.
import type { Texts } from '../text.ts';

export const loginUserModalProviderTexts = {
  lbl_loginmodal_performaction: {
    en: 'Wants to perform an action',
    ar: 'ماذا تودّ أن تفعل؟',
  },
  lbl_loginmodal_profile: { en: '1. Update Profile', ar: '1. تحديث الملف الشخصي' },
  lbl_loginmodal_orderhistory: { en: '2. View Order History', ar: '2. عرض سجل الطلبات' },
} as const satisfies Texts;
