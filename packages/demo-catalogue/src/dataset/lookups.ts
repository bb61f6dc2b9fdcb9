// Colours, sizes, tags, attributes, brands, vendors and shipping methods of the sample catalogue.
import { ATTRIBUTE_KIND } from '@bazaar/contract/constants';

export interface ColourSeed {
  name: string;
  nameAr: string;
  hex: string;
}

export const COLOURS: readonly ColourSeed[] = [
  { name: 'Black', nameAr: 'أسود', hex: '#1F1F1F' },
  { name: 'White', nameAr: 'أبيض', hex: '#F7F5F0' },
  { name: 'Ivory', nameAr: 'عاجي', hex: '#EFE4C8' },
  { name: 'Maroon', nameAr: 'كستنائي', hex: '#7B1E2B' },
  { name: 'Mustard', nameAr: 'خردلي', hex: '#D4A017' },
  { name: 'Indigo', nameAr: 'نيلي', hex: '#2E3A87' },
  { name: 'Emerald', nameAr: 'زمردي', hex: '#1E7B5C' },
  { name: 'Rani Pink', nameAr: 'وردي راني', hex: '#D6246E' },
  { name: 'Teal', nameAr: 'أزرق مخضر', hex: '#1B7F86' },
  { name: 'Navy', nameAr: 'كحلي', hex: '#1C2A4A' },
  { name: 'Beige', nameAr: 'بيج', hex: '#D8C3A5' },
  { name: 'Tan', nameAr: 'بني فاتح', hex: '#B5804F' },
  { name: 'Brown', nameAr: 'بني', hex: '#6B4226' },
  { name: 'Gold', nameAr: 'ذهبي', hex: '#C9A227' },
  { name: 'Silver', nameAr: 'فضي', hex: '#B8BCC2' },
  { name: 'Red', nameAr: 'أحمر', hex: '#C62828' },
  { name: 'Coral', nameAr: 'مرجاني', hex: '#F26B5B' },
  { name: 'Plum', nameAr: 'برقوقي', hex: '#6E2A5C' },
  { name: 'Nude', nameAr: 'نود', hex: '#C8967A' },
  { name: 'Sage Green', nameAr: 'أخضر مريمي', hex: '#9CAF88' },
  { name: 'Terracotta', nameAr: 'تيراكوتا', hex: '#C8553D' },
  { name: 'Sky Blue', nameAr: 'أزرق سماوي', hex: '#7FB3D5' },
  { name: 'Charcoal', nameAr: 'فحمي', hex: '#3B3B3B' },
  { name: 'Saffron', nameAr: 'زعفراني', hex: '#F28C28' },
];

export interface SizeSeed {
  shortName: string;
  name: string;
  nameAr: string;
  inches: string;
  centimeters: string;
}

/** Garment sizes: chest measurement. */
export const APPAREL_SIZES: readonly SizeSeed[] = [
  { shortName: 'XS', name: 'Extra Small', nameAr: 'صغير جدًا', inches: '34', centimeters: '86' },
  { shortName: 'S', name: 'Small', nameAr: 'صغير', inches: '36', centimeters: '91' },
  { shortName: 'M', name: 'Medium', nameAr: 'متوسط', inches: '38', centimeters: '97' },
  { shortName: 'L', name: 'Large', nameAr: 'كبير', inches: '40', centimeters: '102' },
  { shortName: 'XL', name: 'Extra Large', nameAr: 'كبير جدًا', inches: '42', centimeters: '107' },
  {
    shortName: 'XXL',
    name: 'Double Extra Large',
    nameAr: 'كبير جدًا مضاعف',
    inches: '44',
    centimeters: '112',
  },
];

/** Shoe sizes: foot length. */
export const SHOE_SIZES: readonly SizeSeed[] = [
  { shortName: 'UK 6', name: 'UK 6', nameAr: 'مقاس بريطاني 6', inches: '9.6', centimeters: '24.5' },
  {
    shortName: 'UK 7',
    name: 'UK 7',
    nameAr: 'مقاس بريطاني 7',
    inches: '10.0',
    centimeters: '25.4',
  },
  {
    shortName: 'UK 8',
    name: 'UK 8',
    nameAr: 'مقاس بريطاني 8',
    inches: '10.3',
    centimeters: '26.2',
  },
  {
    shortName: 'UK 9',
    name: 'UK 9',
    nameAr: 'مقاس بريطاني 9',
    inches: '10.7',
    centimeters: '27.1',
  },
  {
    shortName: 'UK 10',
    name: 'UK 10',
    nameAr: 'مقاس بريطاني 10',
    inches: '11.0',
    centimeters: '27.9',
  },
  {
    shortName: 'UK 11',
    name: 'UK 11',
    nameAr: 'مقاس بريطاني 11',
    inches: '11.3',
    centimeters: '28.8',
  },
];

export const TAGS: readonly { name: string; nameAr: string }[] = [
  { name: 'Handcrafted', nameAr: 'مصنوع يدويًا' },
  { name: 'Festive', nameAr: 'احتفالي' },
  { name: 'Bestseller', nameAr: 'الأكثر مبيعًا' },
  { name: 'New Arrival', nameAr: 'وصل حديثًا' },
  { name: 'Cotton', nameAr: 'قطن' },
  { name: 'Silk', nameAr: 'حرير' },
  { name: 'Gift Idea', nameAr: 'فكرة هدية' },
  { name: 'Eco-friendly', nameAr: 'صديق للبيئة' },
  { name: 'Wedding', nameAr: 'زفاف' },
  { name: 'Office Wear', nameAr: 'ملابس العمل' },
  { name: 'Long Lasting', nameAr: 'يدوم طويلًا' },
  { name: 'Vegan', nameAr: 'نباتي' },
  { name: 'Limited Edition', nameAr: 'إصدار محدود' },
  { name: 'Summer', nameAr: 'صيفي' },
  { name: 'Handloom', nameAr: 'منسوج يدويًا' },
  { name: 'Made in India', nameAr: 'صنع في الهند' },
  { name: 'Leather', nameAr: 'جلد' },
  { name: 'Digital', nameAr: 'رقمي' },
];

/** Attribute definitions; ids 1 and 2 are fixed by ATTRIBUTE_KIND. */
export const ATTRIBUTES = {
  color: { id: ATTRIBUTE_KIND.Color, name: 'Colour', nameAr: 'اللون' },
  size: { id: ATTRIBUTE_KIND.Size, name: 'Size', nameAr: 'المقاس' },
  material: { id: 3, name: 'Material', nameAr: 'الخامة' },
  giftWrap: { id: 4, name: 'Gift Wrap', nameAr: 'تغليف الهدايا' },
  engraving: { id: 5, name: 'Engraving', nameAr: 'النقش' },
  fit: { id: 6, name: 'Fit', nameAr: 'القصة' },
  blouse: { id: 7, name: 'Blouse Stitching', nameAr: 'خياطة البلوزة' },
  frame: { id: 8, name: 'Frame', nameAr: 'الإطار' },
  filler: { id: 9, name: 'Cushion Filler', nameAr: 'حشوة الوسادة' },
} as const;
export type AttributeKey = keyof typeof ATTRIBUTES;

export const MANUFACTURERS = [
  'Rangrez Handloom',
  'Kesari Threads',
  'Indigo Loom Co.',
  'Noor Attar House',
  'Saanjh Perfumery',
  'Mitti & Moti',
  'Chandra Leatherworks',
  'Samay Watch Co.',
  'Ruhani Beauty',
  'Gulmohar Naturals',
  'Padukaa',
  'Kolhapur Craft Co.',
  'Dhaaga Home',
  'Ghar Aangan',
  'Suryansh Eyewear',
  'Bazaar Studio',
] as const;
export type ManufacturerName = (typeof MANUFACTURERS)[number];

/** Brand names as Arabic shops write them: transliterated, not translated. */
export const MANUFACTURER_NAMES_AR: Readonly<Record<ManufacturerName, string>> = {
  'Rangrez Handloom': 'رانغريز هاندلوم',
  'Kesari Threads': 'كيساري ثريدز',
  'Indigo Loom Co.': 'إنديغو لوم كو.',
  'Noor Attar House': 'نور عطّار هاوس',
  'Saanjh Perfumery': 'سانجه بيرفيوميري',
  'Mitti & Moti': 'ميتي آند موتي',
  'Chandra Leatherworks': 'تشاندرا ليذروركس',
  'Samay Watch Co.': 'ساماي ووتش كو.',
  'Ruhani Beauty': 'روحاني بيوتي',
  'Gulmohar Naturals': 'غولموهار ناتشرالز',
  Padukaa: 'بادوكا',
  'Kolhapur Craft Co.': 'كولهابور كرافت كو.',
  'Dhaaga Home': 'دهاغا هوم',
  'Ghar Aangan': 'غار آنغان',
  'Suryansh Eyewear': 'سوريانش آيوير',
  'Bazaar Studio': 'بازار ستوديو',
};

export const VENDORS = [
  {
    name: 'Bazaar Retail Pvt. Ltd.',
    nameAr: 'بازار ريتيل الخاصة المحدودة',
    email: 'catalogue@bazaar.example',
  },
  {
    name: 'Jaipur Craft Collective',
    nameAr: 'جايبور كرافت كوليكتيف',
    email: 'hello@jaipurcraft.example',
  },
  {
    name: 'Lucknow Chikan Emporium',
    nameAr: 'لكناو شيكان إمبوريوم',
    email: 'orders@lucknowchikan.example',
  },
  {
    name: 'Kannauj Fragrance Traders',
    nameAr: 'قنّوج فريغرانس تريدرز',
    email: 'sales@kannaujfragrance.example',
  },
  {
    name: 'Moradabad Metal Works',
    nameAr: 'مراد آباد ميتال ووركس',
    email: 'info@moradabadmetal.example',
  },
  { name: 'Bengaluru Beauty Hub', nameAr: 'بنغالورو بيوتي هب', email: 'care@blrbeauty.example' },
] as const;
export type VendorName = (typeof VENDORS)[number]['name'];

export const SHIPPING_METHODS = {
  standard: { name: 'Standard Delivery', nameAr: 'التوصيل العادي' },
  express: { name: 'Express Delivery', nameAr: 'التوصيل السريع' },
  pickup: { name: 'Store Pickup', nameAr: 'الاستلام من المتجر' },
  digital: { name: 'Instant Digital Delivery', nameAr: 'تسليم رقمي فوري' },
} as const;
export type ShippingMethodKey = keyof typeof SHIPPING_METHODS;
