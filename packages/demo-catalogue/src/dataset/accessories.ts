// Accessories: handbags, watches, jewellery, wallets and sunglasses.
import {
  COURIER,
  COURIER_OR_PICKUP,
  CRAFT_PARCEL,
  ENGRAVING_OPTIONS,
  ENGRAVING_WHEN_PERSONALISED as ENGRAVING_REQUIRED,
  GIFT_WRAP,
  SMALL_PARCEL,
} from './types.ts';
import type { ParentCategorySeed } from './types.ts';

const LEATHER_CARE =
  'Wipe with a soft dry cloth; condition twice a year; keep away from water and heat.';

export const ACCESSORIES: ParentCategorySeed = {
  name: 'Accessories',
  nameAr: 'الإكسسوارات',
  sku: 'ACC',
  motif: 'handbag',
  palette: { light: '#EAF4F2', mid: '#A8D2CB', deep: '#1F5E5B', accent: '#D4A017', ink: '#173331' },
  popular: true,
  children: [
    {
      name: 'Handbags',
      nameAr: 'حقائب اليد',
      sku: 'BAG',
      motif: 'handbag',
      priceRange: [1299, 7999],
      brands: ['Chandra Leatherworks', 'Mitti & Moti'],
      vendor: 'Jaipur Craft Collective',
      colours: { pool: ['Tan', 'Brown', 'Black', 'Maroon', 'Beige', 'Mustard'], count: [2, 3] },
      tags: ['Leather', 'Handcrafted', 'Office Wear', 'Gift Idea'],
      attributes: [ENGRAVING_REQUIRED, { ...GIFT_WRAP, share: 0.3 }],
      shipping: { freeShare: 0.6, chargeRupees: 99, days: [3, 7], methods: COURIER },
      story:
        'Cut, stitched and edge-painted by leather artisans in Jaipur and Kolkata, our bags are built around what you actually carry every day.',
      features: [
        'Full-grain or vegetable-tanned leather where stated',
        'Cotton-lined interior with zip and slip pockets',
        'Solid brass hardware that will not flake',
        'Reinforced handle joins for heavy loads',
        'Dust bag included',
        'Develops a rich patina with use',
      ],
      care: LEATHER_CARE,
      popular: true,
      products: [
        [
          'Hand-Tooled Leather Tote',
          'Roomy vegetable-tanned leather tote with hand-tooled floral panels.',
        ],
        [
          'Embroidered Potli Bag',
          'Drawstring potli in raw silk with zardozi embroidery and a beaded tassel.',
        ],
        [
          'Jute Shopper with Leather Handles',
          'Sturdy natural jute shopper with stitched leather handles and a cotton lining.',
        ],
        [
          'Personalised Leather Sling Bag',
          'Compact crossbody sling in full-grain leather, embossed with your initials.',
        ],
        [
          'Kantha Stitch Shoulder Bag',
          'Upcycled cotton kantha shoulder bag with running-stitch patterns; no two alike.',
        ],
        [
          'Structured Office Satchel',
          'Structured satchel with a padded laptop sleeve that fits up to 14-inch screens.',
        ],
      ],
    },
    {
      name: 'Watches',
      nameAr: 'الساعات',
      sku: 'WAT',
      motif: 'watch',
      priceRange: [1999, 12999],
      brands: ['Samay Watch Co.'],
      vendor: 'Bazaar Retail Pvt. Ltd.',
      colours: { pool: ['Black', 'Brown', 'Tan', 'Silver', 'Gold', 'Navy'], count: [2, 2] },
      tags: ['Gift Idea', 'Office Wear', 'Leather', 'Bestseller'],
      attributes: [
        ENGRAVING_REQUIRED,
        { attribute: 'engraving', required: false, options: ENGRAVING_OPTIONS, share: 0.5 },
        { ...GIFT_WRAP, share: 0.5 },
      ],
      shipping: { freeShare: 1, chargeRupees: 0, days: [2, 5], methods: COURIER_OR_PICKUP },
      story:
        'Designed in Bengaluru and assembled with Japanese movements, Samay watches are built for everyday wear with a two-year warranty.',
      features: [
        'Japanese quartz or automatic movement',
        'Scratch-resistant mineral glass',
        '316L stainless steel case',
        'Water resistant to 30 metres or more',
        'Quick-release strap pins',
        'Two-year warranty',
      ],
      care: 'Avoid hot showers and saunas; have the gaskets checked when the battery is replaced.',
      products: [
        [
          'Classic Leather Strap Analog Watch',
          'Slim 38mm steel case with a sunray dial and a stitched leather strap.',
        ],
        [
          'Chronograph Steel Watch',
          'Three-dial chronograph with a brushed steel bracelet and 50m water resistance.',
        ],
        [
          'Minimalist Mesh Strap Watch',
          'Ultra-thin case on a fine mesh strap with a clean, numeral-free dial.',
        ],
        [
          'Personalised Engraved Dress Watch',
          'Gold-tone dress watch with your message engraved on the case back.',
        ],
        [
          'Automatic Skeleton Watch',
          'Self-winding automatic movement on show through an open skeleton dial.',
        ],
        [
          'Ladies Bracelet Watch with Crystals',
          'Petite bracelet watch set with crystals around a mother-of-pearl dial.',
        ],
      ],
    },
    {
      name: 'Jewellery',
      nameAr: 'المجوهرات',
      sku: 'JWL',
      motif: 'jhumka',
      priceRange: [499, 5999],
      brands: ['Mitti & Moti'],
      vendor: 'Moradabad Metal Works',
      tags: ['Handcrafted', 'Festive', 'Wedding', 'Gift Idea'],
      attributes: [
        {
          attribute: 'material',
          required: true,
          options: [
            { value: 'Silver-plated brass', valueAr: 'نحاس مطلي بالفضة', rupees: 0 },
            { value: 'Gold-plated silver', valueAr: 'فضة مطلية بالذهب', percent: 12 },
            { value: 'Sterling silver 925', valueAr: 'فضة استرلينية 925', percent: 20 },
          ],
        },
        { ...GIFT_WRAP, share: 0.6 },
      ],
      shipping: { freeShare: 0.7, ...CRAFT_PARCEL },
      story:
        'Each piece is cast, set and polished by family workshops in Jaipur, Moradabad and Kolkata who have practised these techniques for generations.',
      features: [
        'Nickel-free and skin-friendly plating',
        'Hand-set stones and pearls',
        'Comes in a velvet-lined box',
        'Anti-tarnish coating',
        'Lightweight for all-day wear',
      ],
      care: 'Keep away from perfume and water; store in the zip pouch provided.',
      products: [
        [
          'Oxidised Silver Jhumka Earrings',
          'Temple-style jhumkas with an oxidised finish and tiny ghungroo drops.',
        ],
        [
          'Kundan Choker Necklace Set',
          'Kundan choker with matching earrings, set with pearls and green onyx drops.',
        ],
        [
          'Meenakari Bangles Set of Four',
          'Four hand-enamelled meenakari bangles in jewel tones with gold-tone edges.',
        ],
        [
          'Pearl Layered Necklace',
          'Three strands of freshwater pearls finished with an adjustable thread closure.',
        ],
        ['Temple Coin Necklace', 'South Indian coin necklace with Lakshmi motifs on a long chain.'],
        ['Leaf Motif Toe Rings Pair', 'A pair of adjustable toe rings with a delicate leaf motif.'],
        ['Jadau Maang Tikka', 'Bridal maang tikka set with jadau stones and a pearl fringe.'],
      ],
    },
    {
      name: 'Wallets & Belts',
      nameAr: 'المحافظ والأحزمة',
      sku: 'WAL',
      motif: 'wallet',
      priceRange: [599, 2499],
      brands: ['Chandra Leatherworks'],
      vendor: 'Bazaar Retail Pvt. Ltd.',
      colours: { pool: ['Black', 'Brown', 'Tan'], count: [2, 2] },
      tags: ['Leather', 'Gift Idea', 'Office Wear'],
      attributes: [ENGRAVING_REQUIRED, { ...GIFT_WRAP, share: 0.4 }],
      shipping: { freeShare: 0.5, ...SMALL_PARCEL, methods: COURIER_OR_PICKUP },
      story:
        'Small leather goods cut from the same hides as our bags, edge-burnished by hand and stitched to outlast the cards you keep in them.',
      features: [
        'Full-grain leather',
        'Hand-burnished edges',
        'RFID-blocking lining where stated',
        'Slim profile that fits a front pocket',
        'Gift box included',
      ],
      care: LEATHER_CARE,
      products: [
        [
          'Personalised Bifold Leather Wallet',
          'Full-grain leather bifold with eight card slots, engraved with your initials.',
        ],
        [
          'Slim RFID Card Holder',
          'Slim card holder with RFID blocking lining; fits six cards and folded notes.',
        ],
        [
          'Reversible Leather Belt',
          'Reversible black-and-brown leather belt with a rotating brushed buckle.',
        ],
        [
          'Personalised Passport Cover',
          'Passport sleeve in soft leather with slots for boarding passes and cards.',
        ],
        [
          "Women's Zip-Around Wallet",
          'Zip-around wallet with twelve card slots and a coin pocket in pebbled leather.',
        ],
        [
          'Braided Leather Casual Belt',
          'Hand-braided leather belt that fits any hole along its length.',
        ],
      ],
    },
    {
      name: 'Sunglasses',
      nameAr: 'النظارات الشمسية',
      sku: 'SUN',
      motif: 'sunglasses',
      priceRange: [799, 3499],
      brands: ['Suryansh Eyewear'],
      vendor: 'Bazaar Retail Pvt. Ltd.',
      colours: { pool: ['Black', 'Tan', 'Gold', 'Silver'], count: [2, 2] },
      tags: ['Summer', 'New Arrival', 'Gift Idea'],
      attributes: [{ ...GIFT_WRAP, share: 0.3 }],
      shipping: { freeShare: 0.5, ...SMALL_PARCEL },
      story:
        'Made for Indian summers: every pair blocks 100 percent of UVA and UVB rays and is tested for impact resistance.',
      features: [
        'UV400 protection',
        'Scratch-resistant lenses',
        'Hard case and microfibre pouch included',
        'Spring hinges for a comfortable fit',
        'Six-month warranty on frames',
      ],
      care: 'Rinse lenses with water and dry with the microfibre cloth; store in the case.',
      products: [
        [
          'Polarised Aviator Sunglasses',
          'Metal aviators with polarised lenses that cut glare on long drives.',
        ],
        [
          'Classic Wayfarer Sunglasses',
          'Acetate wayfarers with UV400 lenses and sturdy five-barrel hinges.',
        ],
        [
          'Round Retro Sunglasses',
          'Round wire frames with gradient lenses and adjustable nose pads.',
        ],
        [
          'Cat-Eye Sunglasses',
          'Upswept cat-eye frames in tortoiseshell acetate with UV400 protection.',
        ],
        [
          'Sports Wraparound Sunglasses',
          'Lightweight wraparound sunglasses with grippy temples for runs and rides.',
        ],
      ],
    },
  ],
};
