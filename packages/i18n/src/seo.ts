// What a search engine or a shared link shows for a page before any script runs: the <title>,
// meta description and Open Graph texts the server writes into index.html (apps/server
// features/seo). `{name}` placeholders are filled with fill().
import { commonTexts } from './labels/common.ts';
import type { Texts } from './text.ts';

export const SEO_TEXTS = {
  siteName: commonTexts.lbl_cmn_site_name,
  titleSuffix: { en: '{title} | Bazaar', ar: '{title} | بازار' },
  homeTitle: {
    en: 'Bazaar: apparel, fragrance, accessories and home decor',
    ar: 'بازار: أزياء وعطور وإكسسوارات وديكور للمنزل',
  },
  homeDescription: commonTexts.lbl_cmn_meta_description,
  productDescription: {
    en: '{description} {price} at Bazaar.',
    ar: '{description} بسعر {price} من بازار.',
  },
  allProductsTitle: { en: 'All products', ar: 'جميع المنتجات' },
  popularProductsTitle: { en: 'Popular products', ar: 'المنتجات الأكثر رواجًا' },
  recentProductsTitle: { en: 'New arrivals', ar: 'وصل حديثًا' },
  listingDescription: {
    en: 'Shop {category} at Bazaar: filter by brand, size, colour and price, with delivery across India.',
    ar: 'تسوّق {category} من بازار: صفِّ النتائج حسب العلامة التجارية والمقاس واللون والسعر، مع التوصيل إلى جميع أنحاء الهند.',
  },
  searchTitle: { en: 'Results for “{term}”', ar: 'نتائج البحث عن «{term}»' },
  searchDescription: {
    en: 'Products matching “{term}” at Bazaar.',
    ar: 'المنتجات المطابقة لـ«{term}» في بازار.',
  },
  aboutTitle: { en: 'About Us', ar: 'من نحن' },
  faqTitle: { en: 'Frequently asked questions', ar: 'الأسئلة الشائعة' },
  privacyTitle: { en: 'Privacy policy', ar: 'سياسة الخصوصية' },
  returnsTitle: { en: 'Returns and refunds', ar: 'الإرجاع واسترداد المبلغ' },
  termsTitle: { en: 'Terms and conditions', ar: 'الشروط والأحكام' },
  contactTitle: { en: 'Contact us', ar: 'اتصل بنا' },
  productNotFoundTitle: { en: 'Product not found', ar: 'المنتج غير موجود' },
  pageNotFoundTitle: { en: 'Page not found', ar: 'الصفحة غير موجودة' },
} as const satisfies Texts;

export type SeoTextId = keyof typeof SEO_TEXTS;
