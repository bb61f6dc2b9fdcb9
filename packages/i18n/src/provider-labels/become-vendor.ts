// BecomeVendor (94): the seller registration form.
import type { Texts } from '../text.ts';

export const becomeVendorProviderTexts = {
  lbl_becomeseller_crtaccount: { en: 'Create Seller Account', ar: 'إنشاء حساب بائع' },
  lbl_becomeseller_fname: { en: 'First Name', ar: 'الاسم الأول' },
  lbl_becomeseller_lname: { en: 'Last Name', ar: 'اسم العائلة' },
  lbl_becomeseller_email: { en: 'Email', ar: 'البريد الإلكتروني' },
  lbl_becomeseller_country: { en: 'Country', ar: 'الدولة' },
  lbl_becomeseller_province: { en: 'State/Province', ar: 'الولاية/المقاطعة' },
  lbl_becomeseller_city: { en: 'City', ar: 'المدينة' },
  lbl_becomeseller_contact: { en: 'Mobile No', ar: 'رقم الجوال' },
  lbl_becomeseller_pcode: { en: 'Postal Code', ar: 'الرمز البريدي' },
  lbl_becomeseller_password: { en: 'Password', ar: 'كلمة المرور' },
  lbl_becomeseller_confpassword: { en: 'Confirm Password', ar: 'تأكيد كلمة المرور' },
  lbl_becomeseller_homeadr: { en: 'Home Address', ar: 'عنوان السكن' },
  lbl_becomeseller_submitbnt: { en: 'Signup', ar: 'إنشاء الحساب' },
  lbl_becomeseller_loginacnt: { en: 'or Login to your account', ar: 'أو سجّل الدخول إلى حسابك' },
} as const satisfies Texts;
