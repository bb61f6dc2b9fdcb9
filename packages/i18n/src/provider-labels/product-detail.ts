// ProductDetail (67): the product page's facts, buttons, tabs and review form.
import type { Texts } from '../text.ts';

export const productDetailProviderTexts = {
  lbl_prd_det_reviews: { en: 'reviews', ar: 'مراجعات' },
  lbl_prd_det_vendor: { en: 'Vendor:', ar: 'البائع:' },
  lbl_prd_det_availablity: { en: 'Availability:', ar: 'التوفّر:' },
  lbl_prd_det_instock: { en: 'In Stock', ar: 'متوفر' },
  lbl_prd_det_outstock: { en: 'Out of stock', ar: 'غير متوفر' },
  lbl_prd_det_brand: { en: 'Brand:', ar: 'العلامة التجارية:' },
  lbl_prd_det_color: { en: 'Colour:', ar: 'اللون:' },
  lbl_prd_det_size: { en: 'Size:', ar: 'المقاس:' },
  lbl_prd_det_btn_variant: { en: 'Product Variants', ar: 'خيارات المنتج' },
  lbl_prd_det_sizeguide: { en: 'Size guide', ar: 'دليل المقاسات' },
  lbl_prd_det_askabout: { en: 'Ask about this product', ar: 'استفسر عن هذا المنتج' },
  lbl_prd_det_addcart: { en: 'Add to Cart', ar: 'أضف إلى السلة' },
  lbl_prd_det_addwish: { en: 'Add to Wishlist', ar: 'أضف إلى قائمة الأمنيات' },
  lbl_prd_det_safecheck: { en: 'Guaranteed safe checkout:', ar: 'دفع آمن ومضمون:' },

  lbl_prd_det_desc: { en: 'Description', ar: 'الوصف' },
  lbl_prd_det_addinfo: { en: 'Additional information', ar: 'معلومات إضافية' },
  lbl_prd_det_shipinfo: { en: 'Shipping', ar: 'الشحن' },
  lbl_prd_det_whybuy: { en: 'Why Buy From Us', ar: 'لماذا تتسوّق معنا' },
  lbl_prd_det_reviewstab: { en: 'Reviews', ar: 'المراجعات' },
  lbl_prd_det_head_tags: { en: 'Tags:', ar: 'الوسوم:' },
  lbl_prd_det_head_shippingfree: { en: 'Free Shipping', ar: 'شحن مجاني' },
  lbl_prd_det_head_deliverymethod: { en: 'Delivery Methods', ar: 'طرق التوصيل' },
  lbl_prd_det_head_est_shippingdays: {
    en: 'Estimated Shipping Days',
    ar: 'المدة المتوقعة للشحن (بالأيام)',
  },
  lbl_prd_det_fivereasons: {
    en: 'Here are 5 more great reasons to buy from us:',
    ar: 'إليك خمسة أسباب أخرى تدعوك إلى التسوّق معنا:',
  },

  lbl_prd_det_cust_reviews_tab: { en: 'Customer Reviews', ar: 'آراء العملاء' },
  lbl_prd_det_writereview: { en: 'Write a Review', ar: 'اكتب مراجعة' },
  lbl_prd_det_name: { en: 'Name', ar: 'الاسم' },
  lbl_prd_det_email: { en: 'Email', ar: 'البريد الإلكتروني' },
  lbl_prd_det_rateitem: { en: 'Rate this item', ar: 'قيّم هذا المنتج' },
  lbl_prd_det_reviewtitle: { en: 'Review Title', ar: 'عنوان المراجعة' },
  lbl_prd_det_bodyreview: { en: 'Body of Review (1000)', ar: 'نص المراجعة (1000 حرف)' },
  lbl_prd_det_submitreview: { en: 'Submit Review', ar: 'إرسال المراجعة' },
} as const satisfies Texts;
