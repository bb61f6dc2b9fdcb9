// ProductDetail (67): the product page — facts, choices, dialogs, tabs, reviews and related
// products. It carries the provider storefront's ids for this entity (same texts, so both
// storefronts read one set) and Bazaar's own.
import type { Texts } from '../text.ts';
import { productDetailProviderTexts } from '../provider-labels/product-detail.ts';

export const productDetailTexts = {
  ...productDetailProviderTexts,

  lbl_prd_loading: { en: 'Loading product…', ar: 'جارٍ تحميل المنتج…' },
  lbl_prd_not_found_title: { en: 'Product not found', ar: 'المنتج غير موجود' },
  lbl_prd_not_found_text: {
    en: 'This product is no longer available, or the link is not quite right. Have a look at what else is in store.',
    ar: 'لم يعد هذا المنتج متاحًا، أو أن الرابط غير صحيح. ألقِ نظرة على بقية منتجات المتجر.',
  },
  lbl_prd_error_text: {
    en: 'We could not load this product right now. Please try again.',
    ar: 'تعذّر تحميل هذا المنتج الآن. يُرجى المحاولة مرة أخرى.',
  },
  lbl_prd_retry: { en: 'Try again', ar: 'حاول مرة أخرى' },
  lbl_prd_incl_taxes: { en: 'Inclusive of all taxes', ar: 'شامل جميع الضرائب' },
  lbl_prd_browse_all: { en: 'Browse all products', ar: 'تصفّح جميع المنتجات' },
  lbl_prd_back_home: { en: 'Back to home', ar: 'العودة إلى الرئيسية' },

  lbl_prd_gallery: { en: 'Product images', ar: 'صور المنتج' },
  lbl_prd_image_n: { en: 'Image {n} of {total}', ar: 'الصورة {n} من {total}' },
  lbl_prd_prev_image: { en: 'Previous image', ar: 'الصورة السابقة' },
  lbl_prd_next_image: { en: 'Next image', ar: 'الصورة التالية' },
  lbl_prd_no_image: { en: 'No picture yet', ar: 'لا توجد صورة بعد' },

  lbl_prd_off: { en: '{n}% off', ar: 'خصم {n}٪' },
  lbl_prd_reviews_count: { en: '{n|reviews}', ar: '{n|reviews}' },
  lbl_prd_only_left: { en: 'Only {n} left', ar: 'لم يتبقَّ سوى {n|pieces}' },
  lbl_prd_instock_count: { en: 'In Stock ({n|pieces})', ar: 'متوفر ({n|pieces})' },
  lbl_prd_choose: { en: 'Choose', ar: 'اختر' },
  lbl_prd_chosen: { en: 'Chosen: {value}', ar: 'المختار: {value}' },
  lbl_prd_required: { en: 'Required', ar: 'مطلوب' },
  lbl_prd_none: { en: 'None', ar: 'بدون' },

  lbl_prd_size_guide_intro: {
    en: 'Measure yourself and pick the nearest larger size. Clothing: chest or waist; footwear: foot length.',
    ar: 'قِس مقاسك واختر أقرب مقاس أكبر. للملابس: محيط الصدر أو الخصر، وللأحذية: طول القدم.',
  },
  lbl_prd_size_col: { en: 'Size', ar: 'المقاس' },
  lbl_prd_size_name_col: { en: 'Name', ar: 'الاسم' },
  lbl_prd_inches_col: { en: 'Inches', ar: 'بالبوصة' },
  lbl_prd_cm_col: { en: 'Centimetres', ar: 'بالسنتيمتر' },

  lbl_prd_quantity: { en: 'Quantity', ar: 'الكمية' },
  lbl_prd_decrease: { en: 'Decrease quantity', ar: 'إنقاص الكمية' },
  lbl_prd_increase: { en: 'Increase quantity', ar: 'زيادة الكمية' },

  lbl_prd_ship_days_value: { en: '{n|days}', ar: '{n|days}' },
  lbl_prd_ship_charged: {
    en: 'Shipping charges are shown in your cart before you pay.',
    ar: 'تظهر رسوم الشحن في سلتك قبل الدفع.',
  },
  lbl_prd_no_description: {
    en: 'The maker has not written a description yet.',
    ar: 'لم يكتب الصانع وصفًا لهذا المنتج بعد.',
  },
  lbl_prd_no_tags: { en: 'No tags', ar: 'لا توجد وسوم' },
  lbl_prd_why_1: {
    en: 'Genuine products, sourced from the makers and brands themselves.',
    ar: 'منتجات أصلية نحصل عليها من صانعيها وعلاماتها التجارية مباشرة.',
  },
  lbl_prd_why_2: {
    en: 'Easy returns within 7 days of delivery.',
    ar: 'إرجاع سهل خلال 7 أيام من الاستلام.',
  },
  lbl_prd_why_3: {
    en: 'Safe payment by card, online wallet or cash on delivery.',
    ar: 'دفع آمن بالبطاقة أو المحفظة الإلكترونية أو نقدًا عند الاستلام.',
  },
  lbl_prd_why_4: {
    en: 'Careful packing, so every order arrives the way it left us.',
    ar: 'تغليف متقن ليصلك كل طلب كما غادرنا.',
  },
  lbl_prd_why_5: {
    en: 'Friendly support, 24 hours a day, 7 days a week.',
    ar: 'دعم ودود على مدار الساعة طوال أيام الأسبوع.',
  },

  lbl_prd_average: { en: 'Average rating', ar: 'متوسط التقييم' },
  lbl_prd_out_of_five: { en: '{n} out of 5', ar: '{n} من 5' },
  lbl_prd_star_bar: { en: '{n|stars}', ar: '{n|stars}' },
  lbl_prd_no_reviews: {
    en: 'No ratings yet. Shoppers who receive this product can review it.',
    ar: 'لا توجد تقييمات بعد. يمكن لمن يستلم هذا المنتج أن يقيّمه.',
  },
  lbl_prd_review_rating: { en: 'Rated {n} out of 5', ar: 'التقييم {n} من 5' },
  lbl_prd_star_choice: { en: '{n} out of 5 stars', ar: '{n} من 5 نجوم' },
  lbl_prd_review_note: {
    en: 'All fields are required. Your review shows your first name and the initial of your last name.',
    ar: 'جميع الحقول مطلوبة. تظهر مراجعتك باسمك الأول والحرف الأول من اسم عائلتك.',
  },
  lbl_prd_verified_purchase: { en: 'Verified purchase', ar: 'شراء موثّق' },
  lbl_prd_review_who: {
    en: 'Only shoppers who have received this product can review it.',
    ar: 'لا يقيّم هذا المنتج إلا من اشتراه واستلمه.',
  },
  lbl_prd_review_login: { en: 'Log in to write a review', ar: 'سجّل الدخول لكتابة مراجعة' },
  lbl_prd_review_edit: { en: 'Edit your review', ar: 'عدّل مراجعتك' },
  lbl_prd_review_held_note: {
    en: 'Your review is waiting for the shop’s check and is not shown yet.',
    ar: 'مراجعتك بانتظار تدقيق المتجر ولا تظهر بعد.',
  },
  lbl_prd_review_rejected_note: {
    en: 'The shop did not publish your review. You can edit it and send it again.',
    ar: 'لم ينشر المتجر مراجعتك. يمكنك تعديلها وإرسالها مرة أخرى.',
  },
  lbl_prd_review_photos: {
    en: 'Photos (optional, up to {n}: JPEG, PNG or WebP, {mb} MB each)',
    ar: 'الصور (اختيارية، حتى {n}: JPEG أو PNG أو WebP، بحد أقصى {mb} ميغابايت لكل صورة)',
  },
  lbl_prd_review_photos_kept: {
    en: 'Your review keeps its {n|photos} unless you choose new ones.',
    ar: 'ستبقى في مراجعتك {n|photos} ما لم تختر صورًا جديدة.',
  },
  lbl_prd_review_photos_held: {
    en: 'Reviews with photos appear once the shop has checked them.',
    ar: 'تظهر المراجعات التي تحتوي على صور بعد أن يدققها المتجر.',
  },
  lbl_prd_review_photo_alt: {
    en: 'Photo {n} of the review by {name}',
    ar: 'الصورة {n} من مراجعة {name}',
  },
  lbl_prd_review_sending: { en: 'Submitting…', ar: 'جارٍ الإرسال…' },
  lbl_prd_body_count: { en: '{n} of {max} characters', ar: '{n} من {max} حرف' },

  lbl_prd_related: { en: 'Related Products', ar: 'منتجات ذات صلة' },
} as const satisfies Texts;
