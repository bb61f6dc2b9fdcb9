// Footer: about blurb, Quick Links, Information, contact details and payment logos.
import type { Texts } from '../text.ts';

export const footerTexts = {
  lbl_ftr_about_text: {
    en: 'Bazaar is a chain of department stores bringing apparel, fragrance, accessories, cosmetics, footwear and home decor to shoppers across India.',
    ar: 'بازار سلسلة متاجر متعددة الأقسام تقدم الملابس والعطور والإكسسوارات ومستحضرات التجميل والأحذية والديكور المنزلي للمتسوقين في جميع أنحاء الهند.',
  },
  lbl_ftr_quick_links: { en: 'Quick Links', ar: 'روابط سريعة' },
  lbl_ftr_information: { en: 'Information', ar: 'معلومات' },
  lbl_ftr_contact_details: { en: 'Contact Details', ar: 'بيانات الاتصال' },
  lbl_ftr_home: { en: 'Home', ar: 'الرئيسية' },
  lbl_ftr_all_products: { en: 'All Products', ar: 'جميع المنتجات' },
  lbl_ftr_cart: { en: 'Cart', ar: 'السلة' },
  lbl_ftr_orders: { en: 'Order History', ar: 'سجل الطلبات' },
  lbl_ftr_become_seller: { en: 'Become Seller', ar: 'كن بائعًا' },
  lbl_ftr_about: { en: 'About Us', ar: 'من نحن' },
  lbl_ftr_faq: { en: "FAQ's", ar: 'الأسئلة الشائعة' },
  lbl_ftr_privacy: { en: 'Privacy Policy', ar: 'سياسة الخصوصية' },
  lbl_ftr_returns: { en: 'Return & Refund Policy', ar: 'سياسة الإرجاع والاسترداد' },
  lbl_ftr_terms: { en: 'Terms & Conditions', ar: 'الشروط والأحكام' },
  lbl_ftr_contact: { en: 'Contact Us', ar: 'اتصل بنا' },
  lbl_ftr_office_india: { en: 'India office', ar: 'مكتب الهند' },
  lbl_ftr_office_us: { en: 'US office', ar: 'مكتب الولايات المتحدة' },
  lbl_ftr_hours: { en: 'Opening hours', ar: 'ساعات العمل' },
  lbl_ftr_hours_value: {
    en: 'Monday To Sunday (24X7)',
    ar: 'من الاثنين إلى الأحد (على مدار الساعة طوال أيام الأسبوع)',
  },
  lbl_ftr_email: { en: 'Email', ar: 'البريد الإلكتروني' },
  lbl_ftr_phone: { en: 'Phone', ar: 'الهاتف' },
  lbl_ftr_we_accept: { en: 'We accept', ar: 'نقبل' },
  lbl_ftr_follow: { en: 'Follow us', ar: 'تابعنا' },
  lbl_ftr_rights: { en: 'All rights reserved.', ar: 'جميع الحقوق محفوظة.' },
} as const satisfies Texts;
