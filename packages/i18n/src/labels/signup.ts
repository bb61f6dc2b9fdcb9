// Signup (69): the provider's ids (its storefront reads the same) and the few Bazaar adds.
import type { Texts } from '../text.ts';
import { signupProviderTexts } from '../provider-labels/signup.ts';

export const signupTexts = {
  ...signupProviderTexts,
  lbl_singup_meta: {
    en: 'Create your free Bazaar account: order from our shop, follow your orders and check out faster.',
    ar: 'أنشئ حسابك المجاني في بازار لتطلب من متجرنا وتتابع طلباتك وتُتم الشراء بسرعة.',
  },
  lbl_singup_submitting: { en: 'Creating your account…', ar: 'جارٍ إنشاء حسابك…' },
} as const satisfies Texts;
