// Footer (75): the provider storefront's link columns and contact block. Bazaar's own footer
// labels (lbl_ftr_*) share the entity; the ids never overlap.
import type { Texts } from '../text.ts';

export const footerProviderTexts = {
  lbl_footr_quicklink: { en: 'Quick Links', ar: 'روابط سريعة' },
  lbl_footr_home: { en: 'Home', ar: 'الرئيسية' },
  lbl_footr_about: { en: 'About Us', ar: 'من نحن' },
  lbl_footr_faq: { en: "FAQ's", ar: 'الأسئلة الشائعة' },
  lbl_footr_info: { en: 'Information', ar: 'معلومات' },
  lbl_footr_cont: { en: 'Contact Us', ar: 'اتصل بنا' },
  // The contact column's heading element carries this id (its text reads lbl_footr_cont).
  lbl_footr_contact_title: { en: 'Contact Us', ar: 'اتصل بنا' },
  lbl_footr_location: { en: 'Location:', ar: 'العنوان:' },
  lbl_footr_callus: { en: 'Call Us:', ar: 'اتصل بنا على:' },
  lbl_footr_emailus: { en: 'Email Us:', ar: 'راسلنا على:' },
  lbl_footr_fax: { en: 'Fax:', ar: 'الفاكس:' },
} as const satisfies Texts;
