// Login (64): the provider's ids (its storefront reads the same) and the few Bazaar adds.
import type { Texts } from '../text.ts';
import { loginProviderTexts } from '../provider-labels/login.ts';

export const loginTexts = {
  ...loginProviderTexts,
  lbl_login_meta: {
    en: 'Log in to your Bazaar account to check out faster, follow your orders and update your profile.',
    ar: 'سجّل الدخول إلى حسابك في بازار لإتمام الشراء بسرعة ومتابعة طلباتك وتحديث ملفك الشخصي.',
  },
  lbl_login_returning: { en: 'Returning Customer', ar: 'عميل حالي' },
  lbl_login_submitting: { en: 'Logging in…', ar: 'جارٍ تسجيل الدخول…' },
} as const satisfies Texts;
