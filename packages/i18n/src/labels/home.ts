// Home page: banner slider, popular categories, product strips, campaigns, newsletter.
import type { Texts } from '../text.ts';

export const homeTexts = {
  lbl_home_heading: {
    en: 'Bazaar: shop apparel, fragrance, accessories, cosmetics, footwear and home decor',
    ar: 'بازار: تسوق الملابس والعطور والإكسسوارات ومستحضرات التجميل والأحذية والديكور المنزلي',
  },
  lbl_home_meta_description: {
    en: 'Shop the latest apparel, fragrance, accessories, cosmetics, footwear and home decor at Bazaar, with offers on popular products.',
    ar: 'تسوق أحدث الملابس والعطور والإكسسوارات ومستحضرات التجميل والأحذية والديكور المنزلي من بازار، مع عروض على المنتجات الأكثر رواجًا.',
  },
  lbl_home_banners: { en: 'Featured offers', ar: 'عروض مميزة' },
  lbl_home_slide: { en: 'Slide {n} of {total}', ar: 'الشريحة {n} من {total}' },
  lbl_home_prev_slide: { en: 'Previous slide', ar: 'الشريحة السابقة' },
  lbl_home_next_slide: { en: 'Next slide', ar: 'الشريحة التالية' },
  lbl_home_goto_slide: { en: 'Go to slide {n}', ar: 'انتقل إلى الشريحة {n}' },
  lbl_home_pause: { en: 'Pause slideshow', ar: 'إيقاف العرض مؤقتًا' },
  lbl_home_play: { en: 'Play slideshow', ar: 'تشغيل العرض' },
  lbl_home_popular_categories: { en: 'Popular Categories', ar: 'الفئات الأكثر رواجًا' },
  lbl_home_recent_products: { en: 'Recent Products', ar: 'أحدث المنتجات' },
  lbl_home_popular_products: { en: 'Popular Products', ar: 'المنتجات الأكثر رواجًا' },
  lbl_home_view_all: { en: 'View all', ar: 'عرض الكل' },
  lbl_home_rail_previous: { en: 'Previous products', ar: 'المنتجات السابقة' },
  lbl_home_rail_next: { en: 'Next products', ar: 'المنتجات التالية' },
  lbl_home_campaigns: { en: 'Offers & Campaigns', ar: 'العروض والحملات' },
  lbl_home_campaign_cta: { en: 'Shop the offer', ar: 'تسوق العرض' },
  lbl_home_newsletter_title: { en: 'Subscribe to our newsletter', ar: 'اشترك في نشرتنا الإخبارية' },
  lbl_home_newsletter_text: {
    en: 'New arrivals, offers and campaigns, straight to your inbox.',
    ar: 'وصول المنتجات الجديدة والعروض والحملات مباشرة إلى بريدك.',
  },
  lbl_home_newsletter_label: { en: 'Email address', ar: 'البريد الإلكتروني' },
  lbl_home_newsletter_placeholder: { en: 'you@example.com', ar: 'you@example.com' },
  lbl_home_subscribe: { en: 'Subscribe', ar: 'اشترك' },
} as const satisfies Texts;
