// What the owner's console and the catalogue import tell a staff member (issue #22): why a
// product field was refused, what is wrong in a row of an import file, why a picture was not
// taken. {field} is a field's label (PRODUCT_FIELD_LABELS), said in the same language.
import { sayerOf, type Texts } from './text.ts';

export const CATALOGUE_ADMIN_TEXTS = {
  adminFieldRequired: { en: '{field} is required.', ar: 'حقل {field} مطلوب.' },
  adminFieldTooLong: {
    en: '{field} must be at most {max} characters.',
    ar: 'يجب ألا يزيد طول حقل {field} على {max} حرفًا.',
  },
  adminFieldOneLine: {
    en: '{field} must be on one line.',
    ar: 'يجب أن يكون حقل {field} في سطر واحد.',
  },
  adminFieldBadCharacters: {
    en: '{field} holds control characters that cannot be stored.',
    ar: 'يحتوي حقل {field} على محارف تحكّم لا يمكن حفظها.',
  },
  adminArabicRequired: {
    en: '{field} is required for a published product.',
    ar: 'حقل {field} مطلوب للمنتج المنشور.',
  },
  adminNoArabicLetters: {
    en: '{field} has no Arabic letters.',
    ar: 'لا يحتوي حقل {field} على حروف عربية.',
  },
  adminAmountNotANumber: {
    en: '{field} must be an amount in rupees, like 1499 or 1499.50.',
    ar: 'يجب أن تكون قيمة {field} مبلغًا بالروبية، مثل 1499 أو 1499.50.',
  },
  adminAmountNegative: {
    en: '{field} cannot be negative.',
    ar: 'لا يمكن أن تكون قيمة {field} سالبة.',
  },
  adminAmountTooManyDecimals: {
    en: '{field} can have at most 2 digits after the point.',
    ar: 'يمكن أن تحتوي قيمة {field} على رقمين على الأكثر بعد الفاصلة.',
  },
  adminAmountTooLarge: {
    en: '{field} cannot be more than {max}.',
    ar: 'لا يمكن أن تزيد قيمة {field} على {max}.',
  },
  adminDiscountNotLower: {
    en: 'The discounted price must be lower than the price.',
    ar: 'يجب أن يكون السعر بعد الخصم أقل من السعر.',
  },
  adminWholeNumber: {
    en: '{field} must be a whole number from {min} to {max}.',
    ar: 'يجب أن تكون قيمة {field} عددًا صحيحًا من {min} إلى {max}.',
  },
  adminYesNo: {
    en: '{field} must be yes or no.',
    ar: 'يجب أن تكون قيمة {field} نعم (yes) أو لا (no).',
  },
  adminSkuFormat: {
    en: 'The SKU may hold only letters, digits, "-" and "_", at most 64.',
    ar: 'يجب أن يتكوّن رمز المنتج (SKU) من حروف وأرقام و"-" و"_" فقط، 64 على الأكثر.',
  },
  adminUnknownName: {
    en: 'Unknown {field}: "{name}".',
    ar: '"{name}" ليس من قيم {field} المعروفة.',
  },
  adminAmbiguousName: {
    en: 'More than one {field} is called "{name}": give its number, like #12.',
    ar: 'الاسم "{name}" يطابق أكثر من قيمة في {field}: اكتب رقمه، مثل ‎#12.',
  },
  adminListedTwice: {
    en: '{field} lists "{name}" twice.',
    ar: 'ورد "{name}" مرتين في حقل {field}.',
  },
  adminAttributesNotList: {
    en: 'Options must be a JSON list of attributes, each with a name and its options.',
    ar: 'يجب أن تكون الخيارات قائمة JSON من السمات، لكل منها اسم وخيارات.',
  },
  adminOptionExtraType: {
    en: 'Option "{name}": the extra price must be Fixed or Percentage.',
    ar: 'الخيار "{name}": يجب أن يكون السعر الإضافي ثابتًا (Fixed) أو نسبة مئوية (Percentage).',
  },
  adminOptionPercent: {
    en: 'Option "{name}": a percentage must be a whole number from 0 to 100.',
    ar: 'الخيار "{name}": يجب أن تكون النسبة عددًا صحيحًا من 0 إلى 100.',
  },
  adminOptionAmount: {
    en: 'Option "{name}": the extra price must be an amount in rupees from 0 to {max}.',
    ar: 'الخيار "{name}": يجب أن يكون السعر الإضافي مبلغًا بالروبية من 0 إلى {max}.',
  },
  adminOptionNotOffered: {
    en: '"{name}" is not a {field} this product comes in.',
    ar: '"{name}" ليس من خيارات {field} لهذا المنتج.',
  },

  adminAttributeEmpty: {
    en: 'Attribute "{name}" has no options.',
    ar: 'السمة "{name}" بلا خيارات.',
  },
  adminStaleVersion: {
    en: 'Someone else changed this product since you opened it (your version {expected}, now {current}). Reload it and make your change again.',
    ar: 'غيّر شخص آخر هذا المنتج منذ فتحته (نسختك {expected}، والحالية {current}). أعد تحميله ثم أجرِ تعديلك مرة أخرى.',
  },
  adminUnknownProduct: {
    en: 'No product with SKU {sku}.',
    ar: 'لا يوجد منتج برمز {sku}.',
  },
  adminSkuTaken: {
    en: 'A product with SKU {sku} already exists.',
    ar: 'يوجد منتج برمز {sku} بالفعل.',
  },
  adminImagesReadOnly: {
    en: 'Pictures are not changed by an import: upload them instead (leave this column as exported or empty).',
    ar: 'لا يغيّر الاستيراد الصور: ارفعها بدلًا من ذلك (اترك هذا العمود كما صُدِّر أو فارغًا).',
  },
  importDuplicateSku: {
    en: 'SKU {sku} is in the file more than once (rows {rows}).',
    ar: 'الرمز {sku} موجود في الملف أكثر من مرة (الصفوف {rows}).',
  },
  importUnknownColumn: {
    en: 'Unknown column "{name}".',
    ar: 'عمود غير معروف: "{name}".',
  },
  importMissingColumn: {
    en: 'The file has no "{name}" column.',
    ar: 'لا يحتوي الملف على العمود "{name}".',
  },
  importUnreadable: {
    en: 'The file cannot be read as {format}: {reason}',
    ar: 'تعذّرت قراءة الملف بصيغة {format}: {reason}',
  },
  importEmpty: {
    en: 'The file holds no products.',
    ar: 'لا يحتوي الملف على أي منتج.',
  },
  importProblemAt: {
    en: 'Row {row}, column {column}: {problem}',
    ar: 'الصف {row}، العمود {column}: {problem}',
  },
  importProblemInFile: {
    en: 'File: {problem}',
    ar: 'الملف: {problem}',
  },
  imageNameUnsafe: {
    en: 'The file name "{name}" is not allowed: use a plain name without folders.',
    ar: 'اسم الملف "{name}" غير مسموح: استخدم اسمًا بسيطًا دون مجلدات.',
  },
  imageEmpty: { en: 'The picture file is empty.', ar: 'ملف الصورة فارغ.' },
  imageTooLarge: {
    en: 'A product picture must be {mb} MB or smaller.',
    ar: 'يجب ألا يزيد حجم صورة المنتج على {mb} ميغابايت.',
  },
  imageSvgRefused: {
    en: 'SVG pictures are refused (they can carry script): upload a JPEG, PNG or WebP.',
    ar: 'صور SVG مرفوضة (قد تحمل نصوصًا برمجية): ارفع صورة JPEG أو PNG أو WebP.',
  },
  imageNotAnImage: {
    en: 'Product pictures must be JPEG, PNG or WebP.',
    ar: 'يجب أن تكون صور المنتج بصيغة JPEG أو PNG أو WebP.',
  },
  imageTooManyPixels: {
    en: 'That picture has too many pixels (at most {mp} megapixels).',
    ar: 'تحتوي هذه الصورة على عدد كبير جدًا من البكسلات ({mp} ميغابكسل على الأكثر).',
  },
  imageUnreadable: {
    en: 'The picture cannot be read.',
    ar: 'تعذّرت قراءة الصورة.',
  },
} as const satisfies Texts;

export type CatalogueAdminTextId = keyof typeof CATALOGUE_ADMIN_TEXTS;

export const catalogueAdminText = sayerOf(CATALOGUE_ADMIN_TEXTS);

/** The product fields' labels, as {field} says them. */
export const PRODUCT_FIELD_LABELS = {
  sku: { en: 'SKU', ar: 'رمز المنتج (SKU)' },
  name: { en: 'English name', ar: 'الاسم بالإنجليزية' },
  name_ar: { en: 'Arabic name', ar: 'الاسم بالعربية' },
  short_description: { en: 'English short description', ar: 'الوصف المختصر بالإنجليزية' },
  short_description_ar: { en: 'Arabic short description', ar: 'الوصف المختصر بالعربية' },
  full_description: { en: 'English full description', ar: 'الوصف الكامل بالإنجليزية' },
  full_description_ar: { en: 'Arabic full description', ar: 'الوصف الكامل بالعربية' },
  price: { en: 'Price', ar: 'السعر' },
  discounted_price: { en: 'Discounted price', ar: 'السعر بعد الخصم' },
  stock: { en: 'Stock', ar: 'المخزون' },
  max_per_order: { en: 'Maximum per order', ar: 'الحد الأقصى للطلب' },
  display_stock: { en: 'Show stock', ar: 'عرض المخزون' },
  shipping_charge: { en: 'Shipping charge', ar: 'رسوم الشحن' },
  free_shipping: { en: 'Free shipping', ar: 'شحن مجاني' },
  shipping_days: { en: 'Shipping days', ar: 'أيام الشحن' },
  digital: { en: 'Digital', ar: 'منتج رقمي' },
  final_sale: { en: 'Final sale', ar: 'بيع نهائي' },
  published: { en: 'Published', ar: 'منشور' },
  categories: { en: 'category', ar: 'الفئة' },
  brand: { en: 'brand', ar: 'العلامة التجارية' },
  vendor: { en: 'vendor', ar: 'البائع' },
  colours: { en: 'colour', ar: 'اللون' },
  sizes: { en: 'size', ar: 'المقاس' },
  tags: { en: 'tag', ar: 'الوسم' },
  attributes: { en: 'option', ar: 'الخيار' },
  hsn_code: { en: 'HSN code', ar: 'رمز HSN' },
  gst_rate: { en: 'GST rate', ar: 'نسبة ضريبة السلع والخدمات' },
  meta_title: { en: 'SEO title', ar: 'عنوان تحسين البحث' },
  meta_description: { en: 'SEO description', ar: 'وصف تحسين البحث' },
  meta_keywords: { en: 'SEO keywords', ar: 'كلمات تحسين البحث' },
  images: { en: 'Pictures', ar: 'الصور' },
  version: { en: 'Version', ar: 'النسخة' },
} as const satisfies Texts;
