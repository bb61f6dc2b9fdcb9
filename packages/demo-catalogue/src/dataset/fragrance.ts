// Fragrance: perfumes, attars, body mists and gift sets.
import { CRAFT_PARCEL, ENGRAVING_OPTIONS, GIFT_WRAP, GLASS_PARCEL, SMALL_PARCEL } from './types.ts';
import type { ParentCategorySeed } from './types.ts';

const FRAGRANCE_CARE =
  'Store away from heat and direct sunlight; keep the cap closed between uses.';

export const FRAGRANCE: ParentCategorySeed = {
  name: 'Fragrance',
  nameAr: 'العطور',
  sku: 'FRG',
  motif: 'perfume',
  palette: { light: '#F4EEF8', mid: '#CDB7DE', deep: '#5B3A74', accent: '#C9A227', ink: '#2A1C36' },
  popular: true,
  children: [
    {
      name: 'Eau de Parfum',
      nameAr: 'ماء العطر',
      sku: 'EDP',
      motif: 'perfume',
      priceRange: [1499, 6999],
      brands: ['Saanjh Perfumery', 'Noor Attar House'],
      vendor: 'Kannauj Fragrance Traders',
      tags: ['Long Lasting', 'Gift Idea', 'Bestseller', 'New Arrival', 'Made in India'],
      attributes: [
        { ...GIFT_WRAP, share: 0.5 },
        { attribute: 'engraving', required: false, options: ENGRAVING_OPTIONS, share: 0.4 },
      ],
      shipping: { freeShare: 0.7, ...GLASS_PARCEL },
      story:
        'Blended in Kannauj, the perfume capital of India, where flowers have been distilled into copper degs for over four hundred years, and bottled at 18 to 22 percent concentration.',
      features: [
        'Eau de parfum concentration for 8 to 10 hours of wear',
        'Natural essential oils blended with fine perfumery materials',
        'Heavy glass bottle with a magnetic cap',
        'Not tested on animals',
        'Free from phthalates',
        'Made and bottled in Kannauj, Uttar Pradesh',
      ],
      care: FRAGRANCE_CARE,
      popular: true,
      products: [
        [
          'Oud Noir Eau de Parfum 100ml',
          'A smoky oud heart wrapped in saffron and leather, drying down to warm amber.',
        ],
        [
          'Mogra Bloom Eau de Parfum 50ml',
          'Dew-fresh mogra jasmine with green tea and a soft musk base.',
        ],
        [
          'Saffron Amber Eau de Parfum 100ml',
          'Kashmiri saffron over golden amber and vanilla for evenings that run late.',
        ],
        [
          'Monsoon Petrichor Eau de Parfum 50ml',
          'The scent of first rain on dry earth, built on mitti attar and vetiver.',
        ],
        [
          'Vetiver Khus Eau de Parfum 100ml',
          'Cooling khus roots with grapefruit and cedar; crisp, green and long lasting.',
        ],
        [
          'Rose Tuberose Eau de Parfum 75ml',
          'A lush bouquet of Damask rose and rajnigandha tuberose on creamy sandalwood.',
        ],
        [
          'Leather Chai Eau de Parfum 100ml',
          'Spiced masala chai, cardamom and supple leather, warm and unexpected.',
        ],
      ],
    },
    {
      name: 'Attars & Oud',
      nameAr: 'العطور الزيتية والعود',
      sku: 'ATT',
      motif: 'attar',
      priceRange: [699, 4999],
      brands: ['Noor Attar House'],
      vendor: 'Kannauj Fragrance Traders',
      tags: ['Long Lasting', 'Handcrafted', 'Vegan', 'Made in India'],
      attributes: [{ ...GIFT_WRAP, share: 0.4 }],
      shipping: { freeShare: 0.6, ...CRAFT_PARCEL },
      story:
        'Our attars are made the slow deg-bhapka way: flowers, roots and resins are hydro-distilled over wood fire and their vapours captured in sandalwood oil.',
      features: [
        'Alcohol-free, concentrated perfume oil',
        'A single drop lasts most of the day',
        'Comes in a glass vial with a dabber stick',
        'Traditional deg-bhapka distillation',
        'Suitable for wearing on clothes and skin (patch test first)',
        'Ages and deepens over the years',
      ],
      care: FRAGRANCE_CARE,
      products: [
        [
          'Ruh Khus Attar 12ml',
          'Steam-distilled vetiver oil in a sandalwood base; alcohol-free and long lasting.',
        ],
        [
          'Shamama Attar 10ml',
          'A traditional Kannauj blend of herbs, spices and resins aged in leather kuppis.',
        ],
        [
          'Cambodian Oud Oil 3ml',
          'Pure oud oil with a deep, woody, slightly sweet character; a few drops last all day.',
        ],
        [
          'Gulab Rose Attar 12ml',
          'Hydro-distilled Kannauj rose captured in sandalwood oil, soft and romantic.',
        ],
        [
          'Mitti Attar 10ml',
          'Baked-earth attar distilled from clay discs, smelling of the first monsoon rain.',
        ],
        [
          'Hina Attar 6ml',
          'Warm winter attar of henna flowers, spices and herbs with a smoky edge.',
        ],
      ],
    },
    {
      name: 'Body Mists',
      nameAr: 'رذاذ الجسم',
      sku: 'MIS',
      motif: 'mist',
      priceRange: [349, 899],
      brands: ['Saanjh Perfumery', 'Gulmohar Naturals'],
      vendor: 'Bengaluru Beauty Hub',
      tags: ['Summer', 'Vegan', 'New Arrival', 'Bestseller'],
      shipping: { freeShare: 0.3, ...SMALL_PARCEL },
      story:
        'Light, playful layers of scent for hot days: spritz freely after a shower, between meetings or before heading out in the evening.',
      features: [
        'Light fragrance for generous, all-over use',
        'Enriched with aloe vera to keep skin soft',
        'Fine-mist sprayer for even application',
        'Vegan and cruelty free',
        'Recyclable PET bottle',
      ],
      care: FRAGRANCE_CARE,
      products: [
        ['Coconut Lime Body Mist 200ml', 'A breezy tropical mist of tender coconut and lime zest.'],
        ['Pink Guava Body Mist 200ml', 'Juicy pink guava and peony in a light, refreshing spritz.'],
        [
          'Sandal Musk Body Mist 150ml',
          'Creamy sandalwood with white musk for a soft, clean trail.',
        ],
        [
          'Green Tea Cucumber Body Mist 200ml',
          'Cooling cucumber and green tea to refresh on hot afternoons.',
        ],
        [
          'Vanilla Chai Body Mist 150ml',
          'Cosy vanilla, cinnamon and black tea in a feather-light mist.',
        ],
      ],
    },
    {
      name: 'Fragrance Gift Sets',
      nameAr: 'مجموعات هدايا العطور',
      sku: 'GFT',
      motif: 'giftbox',
      priceRange: [999, 4499],
      brands: ['Saanjh Perfumery', 'Noor Attar House'],
      vendor: 'Kannauj Fragrance Traders',
      tags: ['Gift Idea', 'Festive', 'Limited Edition', 'Wedding'],
      attributes: [GIFT_WRAP],
      shipping: { freeShare: 0.8, ...GLASS_PARCEL },
      story:
        'Curated for Diwali, Eid, weddings and birthdays, each set arrives ready to give, with a handwritten-style card you can personalise at checkout.',
      features: [
        'Arrives in a rigid keepsake box',
        'Includes a blank greeting card',
        'Price-free packing slip for gifting',
        'Bestselling scents chosen by our perfumers',
        'Limited festive packaging while stocks last',
      ],
      care: FRAGRANCE_CARE,
      products: [
        [
          'Discovery Set of Five Eau de Parfum Minis',
          'Five 10ml minis of our bestselling perfumes in a keepsake box.',
        ],
        ['Attar Trio Gift Box', 'Ruh Khus, Gulab and Shamama attars in a hand-painted wooden box.'],
        [
          'Festive Fragrance Hamper',
          'A perfume, a body mist and a scented candle packed in a reusable tin.',
        ],
        [
          'His & Hers Perfume Duo',
          'Oud Noir and Mogra Bloom in 50ml bottles, gift boxed together.',
        ],
        [
          'Wedding Favour Attar Set of 12',
          'Twelve 3ml attar vials for wedding favours, each in a silk pouch.',
        ],
      ],
    },
  ],
};
