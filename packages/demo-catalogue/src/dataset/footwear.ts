// Footwear: juttis, sneakers, formal shoes and sandals.
import { COURIER, COURIER_OR_PICKUP, CRAFT_PARCEL, GIFT_WRAP } from './types.ts';
import type { ParentCategorySeed } from './types.ts';

const SHOE_CARE =
  'Air dry away from direct heat; use a shoe tree and a soft brush; keep in the dust bag.';

export const FOOTWEAR: ParentCategorySeed = {
  name: 'Footwear',
  nameAr: 'الأحذية',
  sku: 'FTW',
  motif: 'sneaker',
  palette: { light: '#EEF2F7', mid: '#B9C5D8', deep: '#34495E', accent: '#C8553D', ink: '#1C2633' },
  popular: true,
  children: [
    {
      name: 'Juttis & Mojaris',
      nameAr: 'الجوتي والموجاري',
      sku: 'JUT',
      motif: 'jutti',
      priceRange: [799, 2999],
      brands: ['Padukaa'],
      vendor: 'Jaipur Craft Collective',
      colours: {
        pool: ['Gold', 'Maroon', 'Ivory', 'Rani Pink', 'Black', 'Emerald'],
        count: [2, 2],
      },
      sizes: 'shoes',
      tags: ['Handcrafted', 'Festive', 'Wedding', 'Leather'],
      attributes: [{ ...GIFT_WRAP, share: 0.3 }],
      shipping: { freeShare: 0.5, chargeRupees: 79, days: [4, 7], methods: COURIER },
      story:
        'Stitched by hand in Amritsar and Jaipur, our juttis pair traditional embroidery with memory-foam insoles so you can dance through the baraat.',
      features: [
        'Genuine leather upper and sole',
        'Memory-foam cushioned insole',
        'Hand embroidery by master artisans',
        'Anti-slip rubber patch on the sole',
        'Softens to your foot within a few wears',
      ],
      care: SHOE_CARE,
      products: [
        [
          'Embroidered Punjabi Jutti',
          'Soft leather jutti with dense thread embroidery and a cushioned insole.',
        ],
        ['Zardozi Bridal Jutti', 'Bridal jutti hand-embellished with zardozi, sequins and pearls.'],
        [
          "Men's Leather Mojari",
          'Classic curled-toe mojari in tan leather for sherwanis and kurtas.',
        ],
        [
          'Pastel Mirror Work Jutti',
          'Pastel jutti with tiny mirror work, perfect for mehendi mornings.',
        ],
        ['Velvet Nagra Shoes', 'Velvet nagra with a pointed toe and metallic thread embroidery.'],
      ],
    },
    {
      name: 'Sneakers',
      nameAr: 'الأحذية الرياضية',
      sku: 'SNK',
      motif: 'sneaker',
      priceRange: [1499, 4999],
      brands: ['Padukaa'],
      vendor: 'Bazaar Retail Pvt. Ltd.',
      colours: { pool: ['White', 'Black', 'Navy', 'Sage Green', 'Charcoal'], count: [2, 3] },
      sizes: 'shoes',
      tags: ['New Arrival', 'Eco-friendly', 'Summer', 'Bestseller'],
      shipping: { freeShare: 0.6, chargeRupees: 79, days: [2, 5], methods: COURIER_OR_PICKUP },
      story:
        'Everyday sneakers designed in Chennai and made in Agra, with breathable uppers for Indian summers and soles that grip on wet monsoon roads.',
      features: [
        'Breathable upper',
        'Removable cushioned footbed',
        'Non-marking rubber outsole',
        'Padded collar and tongue',
        'Weighs about 300 g per shoe',
      ],
      care: SHOE_CARE,
      popular: true,
      products: [
        ['Everyday Canvas Sneakers', 'Low-top canvas sneakers with a vulcanised rubber sole.'],
        ['Knit Running Shoes', 'Breathable knit runners with a springy EVA midsole.'],
        ['Leather Court Sneakers', 'Minimal white leather court sneakers with a padded collar.'],
        [
          'Recycled PET Slip-On Sneakers',
          'Slip-ons knitted from recycled bottles with a natural rubber sole.',
        ],
        ['High-Top Street Sneakers', 'High-top sneakers with suede overlays and a grippy cupsole.'],
        ['Trail Walking Shoes', 'Rugged walking shoes with a lugged sole for weekend treks.'],
      ],
    },
    {
      name: 'Formal Shoes',
      nameAr: 'الأحذية الرسمية',
      sku: 'FRM',
      motif: 'oxford',
      priceRange: [1999, 6999],
      brands: ['Chandra Leatherworks'],
      vendor: 'Bazaar Retail Pvt. Ltd.',
      colours: { pool: ['Black', 'Brown', 'Tan'], count: [2, 2] },
      sizes: 'shoes',
      tags: ['Leather', 'Office Wear', 'Wedding'],
      shipping: { freeShare: 1, chargeRupees: 0, days: [3, 6], methods: COURIER_OR_PICKUP },
      story:
        'Lasted and welted in Kanpur from full-grain calf leather, built to be resoled and worn for years.',
      features: [
        'Full-grain calf leather upper',
        'Leather lining and insole',
        'Stitched, resoleable construction',
        'Cushioned heel pad',
        'Dust bag included',
      ],
      care: SHOE_CARE,
      products: [
        ['Classic Leather Oxford Shoes', 'Goodyear-welted oxfords in polished calf leather.'],
        ['Brogue Derby Shoes', 'Wingtip derby brogues with hand-punched detailing.'],
        ['Suede Loafers', 'Unlined suede loafers with a flexible, stitched sole.'],
        ['Monk Strap Shoes', 'Double monk straps in burnished leather with brass buckles.'],
        ['Chelsea Boots', 'Sleek Chelsea boots with elastic gussets and a stacked heel.'],
      ],
    },
    {
      name: 'Sandals & Kolhapuris',
      nameAr: 'الصنادل والكولهابوري',
      sku: 'SND',
      motif: 'kolhapuri',
      priceRange: [499, 2499],
      brands: ['Kolhapur Craft Co.', 'Padukaa'],
      vendor: 'Bazaar Retail Pvt. Ltd.',
      colours: { pool: ['Tan', 'Brown', 'Black', 'Gold'], count: [2, 2] },
      sizes: 'shoes',
      tags: ['Handcrafted', 'Summer', 'Leather', 'Made in India'],
      shipping: { freeShare: 0.4, ...CRAFT_PARCEL },
      story:
        'Our Kolhapuris carry the GI tag and are made by artisan families in Kolhapur, alongside easy everyday sandals for the Indian summer.',
      features: [
        'Vegetable-tanned leather',
        'Hand-stitched with leather thread',
        'Cushioned footbed',
        'Flexible, lightweight sole',
        'Gets softer and more comfortable with wear',
      ],
      care: SHOE_CARE,
      products: [
        [
          'Handcrafted Kolhapuri Chappals',
          'Authentic Kolhapuri chappals hand-stitched from vegetable-tanned leather.',
        ],
        [
          'Braided Strap Flat Sandals',
          'Flat sandals with braided leather straps and a padded footbed.',
        ],
        ["Men's Leather Slides", 'Cushioned leather slides with a moulded footbed.'],
        ['Block Heel Sandals', 'Comfortable 5cm block heels with an ankle strap.'],
        [
          'Toe-Ring Kolhapuri Flats',
          "Women's Kolhapuri flats with a traditional toe loop and pom-poms.",
        ],
        ['Sports Sandals', 'Adjustable sports sandals with quick-dry straps.'],
      ],
    },
  ],
};
