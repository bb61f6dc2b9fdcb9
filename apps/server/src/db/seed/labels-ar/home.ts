import type { homeLabels } from '@bazaar/contract/labels/home';

export const homeArabic: Record<keyof typeof homeLabels, string> = {
  lbl_home_heading:
    'بازار: تسوق الملابس والعطور والإكسسوارات ومستحضرات التجميل والأحذية والديكور المنزلي',
  lbl_home_meta_description:
    'تسوق أحدث الملابس والعطور والإكسسوارات ومستحضرات التجميل والأحذية والديكور المنزلي من بازار، مع عروض على المنتجات الأكثر رواجًا.',
  lbl_home_banners: 'عروض مميزة',
  lbl_home_slide: 'الشريحة {n} من {total}',
  lbl_home_prev_slide: 'الشريحة السابقة',
  lbl_home_next_slide: 'الشريحة التالية',
  lbl_home_goto_slide: 'انتقل إلى الشريحة {n}',
  lbl_home_pause: 'إيقاف العرض مؤقتًا',
  lbl_home_play: 'تشغيل العرض',
  lbl_home_popular_categories: 'الفئات الأكثر رواجًا',
  lbl_home_products_count: '{n} منتج',
  lbl_home_recent_products: 'أحدث المنتجات',
  lbl_home_popular_products: 'المنتجات الأكثر رواجًا',
  lbl_home_view_all: 'عرض الكل',
  lbl_home_campaigns: 'العروض والحملات',
  lbl_home_campaign_cta: 'تسوق العرض',
  lbl_home_newsletter_title: 'اشترك في نشرتنا الإخبارية',
  lbl_home_newsletter_text: 'وصول المنتجات الجديدة والعروض والحملات مباشرة إلى بريدك.',
  lbl_home_newsletter_label: 'البريد الإلكتروني',
  lbl_home_newsletter_placeholder: 'you@example.com',
  lbl_home_subscribe: 'اشترك',
};
