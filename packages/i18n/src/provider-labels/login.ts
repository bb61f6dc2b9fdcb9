// Login (64): the login form and the "new customer" panel beside it.
import type { Texts } from '../text.ts';

export const loginProviderTexts = {
  lbl_login_title: { en: 'Login', ar: 'تسجيل الدخول' },
  lbl_login_email: { en: 'Email', ar: 'البريد الإلكتروني' },
  lbl_login_password: { en: 'Password', ar: 'كلمة المرور' },
  lbl_login_loginbtn: { en: 'Login', ar: 'دخول' },
  lbl_login_lostpass: { en: 'Lost your password?', ar: 'نسيت كلمة المرور؟' },
  lbl_login_newcustomer: { en: 'New Customer', ar: 'عميل جديد' },
  lbl_login_createacnt: { en: 'Create an Account', ar: 'أنشئ حسابًا' },
  lbl_login_inst_singup: {
    en: 'Sign up for a free account at our store. Registration is quick and easy. It allows you to be able to order from our shop. To start shopping click register.',
    ar: 'أنشئ حسابًا مجانيًا في متجرنا؛ فالتسجيل سريع وسهل، ويتيح لك الطلب من متجرنا. لتبدأ التسوق، اضغط على «إنشاء حساب».',
  },
  lbl_login_createacnt_2: { en: 'Create an Account', ar: 'إنشاء حساب' },
} as const satisfies Texts;
