// Signup (69): the shopper registration form.
import type { Texts } from '../text.ts';

export const signupProviderTexts = {
  lbl_singup_crtaccount: { en: 'Create an Account', ar: 'إنشاء حساب' },
  lbl_singup_fname: { en: 'First Name', ar: 'الاسم الأول' },
  lbl_singup_lname: { en: 'Last Name', ar: 'اسم العائلة' },
  lbl_singup_email: { en: 'Email', ar: 'البريد الإلكتروني' },
  lbl_singup_country: { en: 'Country', ar: 'الدولة' },
  lbl_singup_province: { en: 'State/Province', ar: 'الولاية/المقاطعة' },
  lbl_singup_city: { en: 'City', ar: 'المدينة' },
  lbl_singup_contact: { en: 'Contact No', ar: 'رقم التواصل' },
  lbl_singup_pcode: { en: 'Postal Code', ar: 'الرمز البريدي' },
  lbl_singup_password: { en: 'Password', ar: 'كلمة المرور' },
  lbl_singup_shippa: { en: 'Shipping Address', ar: 'عنوان الشحن' },
  lbl_singup_submitbnt: { en: 'Signup', ar: 'إنشاء الحساب' },
  lbl_singup_loginacnt: { en: 'or Login to your account', ar: 'أو سجّل الدخول إلى حسابك' },
} as const satisfies Texts;
