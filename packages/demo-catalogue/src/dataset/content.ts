// Home banners, campaigns, payment methods and coupons.
import { HOME_BANNER_THEME_TYPE_ID, PAYMENT_METHOD } from '@bazaar/contract/constants';
import type { MotifName } from './types.ts';

/** A button target: a fixed in-store route, or a category resolved to its listing route. */
export type LinkTarget = string | { category: string };

export interface BannerSeed {
  key: string;
  themeTypeId: number;
  /** Parent category whose palette the picture uses. */
  look: string;
  motifs: readonly MotifName[];
  top: readonly [string, string];
  main: readonly [string, string];
  bottom: readonly [string, string];
  left: { text: readonly [string, string]; to: LinkTarget };
  right: { text: readonly [string, string]; to: LinkTarget } | null;
}

const ALL = '/all-products/0/all-categories';

export const BANNERS: readonly BannerSeed[] = [
  {
    key: 'festive-handloom',
    themeTypeId: HOME_BANNER_THEME_TYPE_ID,
    look: 'Apparel',
    motifs: ['kurta', 'saree', 'jhumka'],
    top: ['Festive Edit 2026', 'تشكيلة الأعياد 2026'],
    main: ['Handwoven Sarees & Kurtas', 'ساري وكورتا منسوجة يدويًا'],
    bottom: ['Up to 40% off on handloom', 'خصم يصل إلى 40٪ على المنسوجات اليدوية'],
    left: { text: ['Shop Sarees', 'تسوّقي الساري'], to: { category: 'Sarees' } },
    right: { text: ['View All', 'عرض الكل'], to: ALL },
  },
  {
    key: 'kannauj-fragrance',
    themeTypeId: HOME_BANNER_THEME_TYPE_ID,
    look: 'Fragrance',
    motifs: ['perfume', 'attar', 'giftbox'],
    top: ['From Kannauj, With Love', 'من قنوج مع الحب'],
    main: ['Attars & Perfumes', 'عطور زيتية وعطور فاخرة'],
    bottom: ['Gift wrap available on every bottle', 'تغليف الهدايا متاح لكل زجاجة'],
    left: { text: ['Shop Fragrance', 'تسوّق العطور'], to: { category: 'Fragrance' } },
    right: { text: ['Best Sellers', 'الأكثر مبيعًا'], to: '/all-products/0/popular-products' },
  },
  {
    key: 'diwali-home',
    themeTypeId: HOME_BANNER_THEME_TYPE_ID,
    look: 'Home Decor',
    motifs: ['lamp', 'vase', 'candle'],
    top: ['Diwali Home Makeover', 'تجديد المنزل لعيد ديوالي'],
    main: ['Lamps, Diyas & Decor', 'مصابيح وقناديل وديكور'],
    bottom: ['Handcrafted by Indian artisans', 'مصنوعة يدويًا بأيدي حرفيين هنود'],
    left: { text: ['Shop Home Decor', 'تسوّق ديكور المنزل'], to: { category: 'Home Decor' } },
    right: { text: ['New Arrivals', 'وصل حديثًا'], to: '/all-products/0/recent-products' },
  },
  {
    key: 'step-into-comfort',
    themeTypeId: HOME_BANNER_THEME_TYPE_ID,
    look: 'Footwear',
    motifs: ['sneaker', 'jutti', 'kolhapuri'],
    top: ['Step Into Comfort', 'خطوة نحو الراحة'],
    main: ['Juttis, Kolhapuris & Sneakers', 'جوتي وكولهابوري وأحذية رياضية'],
    bottom: [
      'Sizes UK 6 to 11, free exchange on size',
      'مقاسات بريطانية من 6 إلى 11 مع استبدال مجاني للمقاس',
    ],
    left: { text: ['Shop Footwear', 'تسوّق الأحذية'], to: { category: 'Footwear' } },
    right: { text: ['View All', 'عرض الكل'], to: ALL },
  },
  {
    key: 'beauty-week',
    themeTypeId: 2,
    look: 'Cosmetics',
    motifs: ['lipstick', 'compact', 'nailPolish'],
    top: ['Beauty Week', 'أسبوع الجمال'],
    main: ['Lipsticks from ₹399', 'أحمر شفاه ابتداءً من 399 ₹'],
    bottom: ['Shades made for Indian skin', 'درجات مصممة للبشرة الهندية'],
    left: { text: ['Shop Lipsticks', 'تسوّقي أحمر الشفاه'], to: { category: 'Lipsticks' } },
    right: null,
  },
  {
    key: 'personalised-gifts',
    themeTypeId: 3,
    look: 'Accessories',
    motifs: ['wallet', 'watch', 'handbag'],
    top: ['Personalised Gifts', 'هدايا مخصصة'],
    main: ['Engraved Wallets & Watches', 'محافظ وساعات منقوشة'],
    bottom: ['Add initials at checkout', 'أضف الأحرف الأولى عند الطلب'],
    left: { text: ['Shop Accessories', 'تسوّق الإكسسوارات'], to: { category: 'Accessories' } },
    right: null,
  },
];

export interface CampaignSeed {
  key: string;
  look: string;
  motifs: readonly MotifName[];
  main: readonly [string, string];
  discount: readonly [string, string];
  body: readonly [string, string];
  daysAgo: number;
}

export const CAMPAIGNS: readonly CampaignSeed[] = [
  {
    key: 'diwali-festive-sale',
    look: 'Home Decor',
    motifs: ['lamp', 'candle'],
    main: ['Diwali Festive Sale', 'تخفيضات عيد ديوالي'],
    discount: ['Up to 40% off', 'خصم يصل إلى 40٪'],
    body: [
      'Light up the season with handwoven sarees, brass diyas and festive fragrances. Hundreds of products are already marked down, and orders above ₹1,499 ship free across India.',
      'أضيئوا موسم الأعياد بالساري المنسوج يدويًا والقناديل النحاسية والعطور الاحتفالية. مئات المنتجات بأسعار مخفضة، والتوصيل مجاني داخل الهند للطلبات التي تتجاوز 1,499 روبية.',
    ],
    daysAgo: 20,
  },
  {
    key: 'wedding-season-edit',
    look: 'Apparel',
    motifs: ['saree', 'jhumka'],
    main: ['Wedding Season Edit', 'تشكيلة موسم الأعراس'],
    discount: ['Up to 30% off bridal picks', 'خصم حتى 30٪ على مختارات العرائس'],
    body: [
      'Banarasi and Kanjeevaram silks, jadau maang tikkas and zardozi juttis, chosen with the families who weave and craft them. Free blouse stitching advice with every saree.',
      'حرير بناراسي وكانجيفارام، وحُلي جاداو، وأحذية جوتي مطرزة بالزردوزي، اخترناها مع العائلات التي تنسجها وتصنعها. نصائح مجانية لخياطة البلوزة مع كل ساري.',
    ],
    daysAgo: 45,
  },
  {
    key: 'monsoon-beauty-fest',
    look: 'Cosmetics',
    motifs: ['eye', 'lipstick'],
    main: ['Monsoon Beauty Fest', 'مهرجان الجمال في موسم الأمطار'],
    discount: ['Buy 2, get 1 free', 'اشترِ 2 واحصل على 1 مجانًا'],
    body: [
      'Smudge-proof kajal, transfer-proof lip colour and lightweight skincare that stay put through humid days and sudden showers.',
      'كحل مقاوم للتلطخ، وأحمر شفاه ثابت، ومستحضرات خفيفة للعناية بالبشرة تصمد في الأيام الرطبة والأمطار المفاجئة.',
    ],
    daysAgo: 90,
  },
  {
    key: 'eid-gifting',
    look: 'Fragrance',
    motifs: ['giftbox', 'attar'],
    main: ['Eid Gifting Collection', 'مجموعة هدايا العيد'],
    discount: ['Free gift wrap', 'تغليف هدايا مجاني'],
    body: [
      'Attars aged in the traditional way, perfume gift sets and hand-painted boxes, ready to give. Add a personal message at checkout.',
      'عطور زيتية معتقة بالطريقة التقليدية، ومجموعات هدايا العطور، وعلب مرسومة يدويًا جاهزة للإهداء. أضف رسالة شخصية عند إتمام الطلب.',
    ],
    daysAgo: 160,
  },
];

export const PAYMENT_METHODS = [
  {
    id: PAYMENT_METHOD.Card,
    name: 'Credit Card',
    nameAr: 'بطاقة ائتمان',
    kind: 'card',
    caption: 'Card',
  },
  {
    id: PAYMENT_METHOD.OnlineWallet,
    name: 'PayPal',
    nameAr: 'باي بال',
    kind: 'wallet',
    caption: 'Wallet',
  },
  {
    id: PAYMENT_METHOD.CashOnDelivery,
    name: 'Cash on Delivery',
    nameAr: 'الدفع عند الاستلام',
    kind: 'cash',
    caption: 'Cash on Delivery',
  },
] as const;

export interface CouponSeed {
  code: string;
  /** 1 fixed amount, 2 percentage. */
  type: 1 | 2;
  rupees?: number;
  percent?: number;
  maxRupees?: number;
  minOrderRupees?: number;
  validFrom: string | null;
  validTo: string | null;
  usageLimit?: number;
  /** Redemptions already made (a used-up coupon has usageLimit of them). */
  timesUsed?: number;
  /** Redemptions allowed per shopper; unset means no per-shopper limit. */
  perUserLimit?: number;
  /** false: only products not already on sale count towards the discount. */
  appliesToDiscounted?: false;
  active?: false;
}

export const COUPONS: readonly CouponSeed[] = [
  {
    code: 'WELCOME10',
    type: 2,
    percent: 10,
    maxRupees: 500,
    validFrom: '2025-01-01T00:00:00.000Z',
    validTo: null,
  },
  {
    code: 'FLAT200',
    type: 1,
    rupees: 200,
    minOrderRupees: 1499,
    validFrom: '2025-01-01T00:00:00.000Z',
    validTo: null,
  },
  // Expired: for tests of date checks.
  {
    code: 'FESTIVE25',
    type: 2,
    percent: 25,
    maxRupees: 1000,
    minOrderRupees: 999,
    validFrom: '2025-10-01T00:00:00.000Z',
    validTo: '2025-11-15T23:59:59.999Z',
  },
  // Only three redemptions in total: for tests of the usage limit.
  {
    code: 'LIMITED500',
    type: 1,
    rupees: 500,
    minOrderRupees: 2999,
    validFrom: '2025-01-01T00:00:00.000Z',
    validTo: null,
    usageLimit: 3,
  },
  // Switched off.
  {
    code: 'SUMMER15',
    type: 2,
    percent: 15,
    maxRupees: 750,
    validFrom: '2025-04-01T00:00:00.000Z',
    validTo: null,
    active: false,
  },
  // Once per shopper (counted for logged-in shoppers).
  {
    code: 'NEWSHOPPER15',
    type: 2,
    percent: 15,
    maxRupees: 300,
    validFrom: '2025-01-01T00:00:00.000Z',
    validTo: null,
    perUserLimit: 1,
  },
  // Only on products that are not already on sale.
  {
    code: 'FULLPRICE20',
    type: 2,
    percent: 20,
    maxRupees: 1000,
    validFrom: '2025-01-01T00:00:00.000Z',
    validTo: null,
    appliesToDiscounted: false,
  },
  // A big fixed amount for a big order.
  {
    code: 'BIGBASKET750',
    type: 1,
    rupees: 750,
    minOrderRupees: 4999,
    validFrom: '2025-01-01T00:00:00.000Z',
    validTo: null,
  },
  // Used up: every one of its redemptions is taken.
  {
    code: 'FIRST100',
    type: 1,
    rupees: 100,
    validFrom: '2025-01-01T00:00:00.000Z',
    validTo: null,
    usageLimit: 100,
    timesUsed: 100,
  },
];
