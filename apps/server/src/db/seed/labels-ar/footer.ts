import type { footerLabels } from '@bazaar/contract/labels/footer';

export const footerArabic: Record<keyof typeof footerLabels, string> = {
  lbl_ftr_about_text:
    'بازار سلسلة متاجر متعددة الأقسام تقدم الملابس والعطور والإكسسوارات ومستحضرات التجميل والأحذية والديكور المنزلي للمتسوقين في جميع أنحاء الهند.',
  lbl_ftr_quick_links: 'روابط سريعة',
  lbl_ftr_information: 'معلومات',
  lbl_ftr_contact_details: 'بيانات الاتصال',
  lbl_ftr_home: 'الرئيسية',
  lbl_ftr_all_products: 'جميع المنتجات',
  lbl_ftr_cart: 'السلة',
  lbl_ftr_orders: 'سجل الطلبات',
  lbl_ftr_become_seller: 'كن بائعًا',
  lbl_ftr_about: 'من نحن',
  lbl_ftr_faq: 'الأسئلة الشائعة',
  lbl_ftr_privacy: 'سياسة الخصوصية',
  lbl_ftr_returns: 'سياسة الإرجاع والاسترداد',
  lbl_ftr_terms: 'الشروط والأحكام',
  lbl_ftr_contact: 'اتصل بنا',
  lbl_ftr_office_india: 'مكتب الهند',
  lbl_ftr_office_us: 'مكتب الولايات المتحدة',
  lbl_ftr_hours: 'ساعات العمل',
  lbl_ftr_hours_value: 'من الاثنين إلى الأحد (على مدار الساعة طوال أيام الأسبوع)',
  lbl_ftr_email: 'البريد الإلكتروني',
  lbl_ftr_phone: 'الهاتف',
  lbl_ftr_we_accept: 'نقبل',
  lbl_ftr_follow: 'تابعنا',
  lbl_ftr_rights: 'جميع الحقوق محفوظة.',
};
