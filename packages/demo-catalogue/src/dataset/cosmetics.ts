// Cosmetics: lips, face, eyes, skincare and nails.
import { GIFT_WRAP, SMALL_PARCEL } from './types.ts';
import type { ParentCategorySeed } from './types.ts';

const MAKEUP_CARE =
  'Store below 30°C with the cap tightly closed; use within 12 months of opening.';

export const COSMETICS: ParentCategorySeed = {
  name: 'Cosmetics',
  nameAr: 'مستحضرات التجميل',
  sku: 'COS',
  motif: 'lipstick',
  palette: { light: '#FCEFF2', mid: '#F2B8C6', deep: '#A8325E', accent: '#C9A227', ink: '#3D1424' },
  popular: true,
  children: [
    {
      name: 'Lipsticks',
      nameAr: 'أحمر الشفاه',
      sku: 'LIP',
      motif: 'lipstick',
      priceRange: [399, 1299],
      brands: ['Ruhani Beauty'],
      vendor: 'Bengaluru Beauty Hub',
      colours: {
        pool: ['Red', 'Maroon', 'Rani Pink', 'Coral', 'Nude', 'Plum', 'Terracotta'],
        count: [3, 3],
      },
      tags: ['Long Lasting', 'Vegan', 'Bestseller', 'New Arrival'],
      attributes: [{ ...GIFT_WRAP, share: 0.2 }],
      shipping: { freeShare: 0.3, ...SMALL_PARCEL },
      story:
        'Shades developed on and for Indian skin tones, from deep berries to warm nudes, with nourishing oils so colour never has to mean dry lips.',
      features: [
        'Highly pigmented, true-to-swatch colour',
        'Enriched with vitamin E and kokum butter',
        'Vegan and cruelty free',
        'Free from parabens and mineral oil',
        'Dermatologically tested',
      ],
      care: MAKEUP_CARE,
      popular: true,
      products: [
        [
          'Matte Velvet Lipstick',
          'Richly pigmented matte lipstick with a velvety, non-drying finish.',
        ],
        [
          'Creamy Satin Lipstick',
          'Satin lipstick enriched with kokum butter for soft, cushiony colour.',
        ],
        [
          'Liquid Matte Lip Colour',
          'Transfer-proof liquid lipstick that stays put for up to 12 hours.',
        ],
        [
          'Tinted Lip Balm SPF 15',
          'A sheer wash of colour with SPF 15 and nourishing ghee and shea.',
        ],
        ['Crayon Lip Pencil', 'Twist-up lip crayon that lines and fills in one easy step.'],
        ['Lip & Cheek Tint', 'Buildable tint made with beetroot extract for lips and cheeks.'],
      ],
    },
    {
      name: 'Face Makeup',
      nameAr: 'مكياج الوجه',
      sku: 'FAC',
      motif: 'compact',
      priceRange: [449, 1999],
      brands: ['Ruhani Beauty', 'Gulmohar Naturals'],
      vendor: 'Bengaluru Beauty Hub',
      colours: { pool: ['Ivory', 'Beige', 'Nude', 'Tan', 'Brown'], count: [3, 3] },
      tags: ['Long Lasting', 'Vegan', 'New Arrival'],
      shipping: { freeShare: 0.3, ...SMALL_PARCEL },
      story:
        'Lightweight formulas that breathe in heat and humidity, in shade ranges wide enough to find your true match.',
      features: [
        'Sweat and humidity resistant',
        'Non-comedogenic',
        'Blends easily with fingers, brush or sponge',
        'Fragrance free',
        'Dermatologically tested',
      ],
      care: MAKEUP_CARE,
      products: [
        [
          'Weightless Matte Foundation',
          'Medium-coverage foundation with a soft matte finish, made for Indian skin tones.',
        ],
        [
          'Pressed Powder Compact',
          'Finely milled pressed powder that controls shine without looking cakey.',
        ],
        [
          'Cream Blush Stick',
          'Dewy cream blush that melts into skin for a natural flush.',
          { plain: true },
        ],
        [
          'Illuminating Primer',
          'Pearl-infused primer that blurs pores and adds a lit-from-within glow.',
          { plain: true },
        ],
        [
          'Full Coverage Concealer',
          'Crease-proof concealer that covers dark circles and blemishes.',
        ],
        [
          'Makeup Setting Spray',
          'Rose-water setting spray that locks makeup in place through humid days.',
          { plain: true },
        ],
      ],
    },
    {
      name: 'Eye Makeup & Kajal',
      nameAr: 'مكياج العيون والكحل',
      sku: 'EYE',
      motif: 'eye',
      priceRange: [299, 1199],
      brands: ['Ruhani Beauty'],
      vendor: 'Bengaluru Beauty Hub',
      colours: { pool: ['Black', 'Brown', 'Navy', 'Emerald'], count: [2, 2] },
      tags: ['Long Lasting', 'Bestseller', 'Vegan'],
      shipping: { freeShare: 0.3, ...SMALL_PARCEL },
      story:
        'Inspired by the kohl-lined eyes of classical dance, our eye range is smudge-proof, ophthalmologist tested and gentle enough for daily wear.',
      features: [
        'Smudge-proof and water resistant',
        'Ophthalmologist tested',
        'Safe for contact lens wearers',
        'Enriched with almond oil and camphor',
        'No lead or heavy metals',
      ],
      care: MAKEUP_CARE,
      products: [
        [
          'Smudge-Proof Kajal',
          'Intensely black kajal with almond oil and camphor that lasts all day.',
        ],
        ['Liquid Eyeliner Pen', 'Felt-tip eyeliner pen for crisp wings in a single stroke.'],
        [
          'Volumising Mascara',
          'Buildable mascara that lifts and separates without clumping.',
          { plain: true },
        ],
        [
          'Festive Eyeshadow Palette',
          'Twelve mattes and shimmers in spice-market shades from kesar to kohl.',
          { plain: true },
        ],
        [
          'Brow Defining Pencil',
          'Fine-tipped brow pencil with a spoolie for natural, defined brows.',
        ],
      ],
    },
    {
      name: 'Skincare',
      nameAr: 'العناية بالبشرة',
      sku: 'SKN',
      motif: 'jar',
      priceRange: [349, 2499],
      brands: ['Gulmohar Naturals'],
      vendor: 'Bengaluru Beauty Hub',
      tags: ['Vegan', 'Eco-friendly', 'Bestseller', 'Made in India'],
      shipping: { freeShare: 0.4, ...SMALL_PARCEL },
      story:
        'Rooted in Ayurveda and backed by modern actives, Gulmohar skincare is formulated in small batches in Kerala with cold-pressed oils and fresh botanicals.',
      features: [
        'Ayurvedic botanicals with clinically studied actives',
        'Suitable for all skin types',
        'No sulphates, parabens or artificial colour',
        'Recyclable glass packaging',
        'Not tested on animals',
        'Patch test recommended before first use',
      ],
      care: 'Store in a cool, dry place; keep the dropper clean; use within 6 months of opening.',
      products: [
        [
          'Kumkumadi Face Oil 30ml',
          'Ayurvedic saffron face oil that evens tone and brings back a healthy glow.',
        ],
        [
          'Vitamin C Brightening Serum',
          'Stable 10% vitamin C serum with amla and niacinamide for brighter skin.',
        ],
        [
          'Rose & Aloe Gel Moisturiser',
          'Oil-free gel moisturiser with rose water and aloe vera for humid weather.',
        ],
        [
          'Ubtan Exfoliating Face Pack',
          'Traditional ubtan of gram flour, turmeric and sandalwood for gentle exfoliation.',
        ],
        [
          'Sunscreen SPF 50 PA++++',
          'Lightweight, no-white-cast sunscreen with broad-spectrum SPF 50.',
        ],
        [
          'Neem & Tulsi Face Wash',
          'Soap-free face wash with neem and tulsi for clear, balanced skin.',
        ],
      ],
    },
    {
      name: 'Nail Colour',
      nameAr: 'طلاء الأظافر',
      sku: 'NAI',
      motif: 'nailPolish',
      priceRange: [249, 599],
      brands: ['Ruhani Beauty'],
      vendor: 'Bengaluru Beauty Hub',
      colours: {
        pool: ['Red', 'Maroon', 'Rani Pink', 'Coral', 'Nude', 'Plum', 'Gold', 'Teal'],
        count: [3, 3],
      },
      tags: ['Vegan', 'Long Lasting', 'Festive'],
      shipping: { freeShare: 0.2, ...SMALL_PARCEL },
      story:
        'Salon-quality colour at home: 10-free formulas, wide brushes and shades that take you from the office to the sangeet.',
      features: [
        '10-free formula',
        'Wide, flat brush for streak-free application',
        'Chip resistant for up to a week',
        'Vegan and cruelty free',
        '9ml glass bottle',
      ],
      care: MAKEUP_CARE,
      products: [
        [
          'Gel Finish Nail Lacquer',
          'High-shine gel finish without a lamp; chip-resistant for up to seven days.',
        ],
        ['Quick-Dry Nail Polish', 'One-coat colour that dries in sixty seconds.'],
        ['Glitter Top Coat', 'Festive glitter top coat to layer over any shade.'],
        [
          'Breathable Nail Colour',
          'Water-permeable, breathable formula in rich, long-wearing shades.',
        ],
        [
          'Nail Care Kit',
          'Cuticle oil, strengthening base coat and top coat in one travel pouch.',
          { plain: true },
        ],
      ],
    },
  ],
};
