// ResetPassword (65): the two steps of a password reset by e-mailed code. The provider's
// storefront reads no id of this entity; every text here is Bazaar's.
import type { Texts } from '../text.ts';

export const resetPasswordTexts = {
  lbl_reset_title: { en: 'Reset Password', ar: 'إعادة تعيين كلمة المرور' },
  lbl_reset_meta: {
    en: 'Forgot your Bazaar password? We e-mail you a code to choose a new one.',
    ar: 'نسيت كلمة مرور حسابك في بازار؟ نرسل إليك رمزًا بالبريد الإلكتروني لتختار كلمة مرور جديدة.',
  },
  lbl_reset_step1_intro: {
    en: 'Enter the e-mail address of your account and we will send you a code to choose a new password.',
    ar: 'أدخل البريد الإلكتروني لحسابك وسنرسل إليك رمزًا لتختار كلمة مرور جديدة.',
  },
  lbl_reset_email: { en: 'Email', ar: 'البريد الإلكتروني' },
  lbl_reset_send: { en: 'Send Code', ar: 'إرسال الرمز' },
  lbl_reset_sending: { en: 'Sending…', ar: 'جارٍ الإرسال…' },
  lbl_reset_step2_intro: {
    en: 'Enter the code we e-mailed you (valid for 10 minutes) and choose a new password.',
    ar: 'أدخل الرمز الذي أرسلناه إلى بريدك الإلكتروني (صالح لمدة 10 دقائق)، ثم اختر كلمة مرور جديدة.',
  },
  lbl_reset_code: { en: 'OTP', ar: 'رمز التحقق' },
  lbl_reset_new_password: { en: 'New Password', ar: 'كلمة المرور الجديدة' },
  lbl_reset_confirm_password: { en: 'Confirm Password', ar: 'تأكيد كلمة المرور' },
  lbl_reset_submit: { en: 'Change Password', ar: 'تغيير كلمة المرور' },
  lbl_reset_changing: { en: 'Changing…', ar: 'جارٍ التغيير…' },
  lbl_reset_new_code: { en: 'Send a new code', ar: 'إرسال رمز جديد' },
  lbl_reset_other_email: { en: 'Use another e-mail', ar: 'استخدام بريد إلكتروني آخر' },
  lbl_reset_back_login: { en: 'Back to Login', ar: 'العودة إلى تسجيل الدخول' },
} as const satisfies Texts;
