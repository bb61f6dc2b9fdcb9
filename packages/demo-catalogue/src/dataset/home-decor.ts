// Home decor: vases, lamps, cushions, wall art and candles.
import { COURIER, CRAFT_PARCEL, GIFT_WRAP, GLASS_PARCEL } from './types.ts';
import type { ParentCategorySeed } from './types.ts';

export const HOME_DECOR: ParentCategorySeed = {
  name: 'Home Decor',
  nameAr: 'ديكور المنزل',
  sku: 'HOM',
  motif: 'vase',
  palette: { light: '#EFF4EA', mid: '#C0D2B0', deep: '#4F6B43', accent: '#C8553D', ink: '#22301D' },
  popular: true,
  children: [
    {
      name: 'Vases & Planters',
      nameAr: 'المزهريات والأصص',
      sku: 'VAS',
      motif: 'vase',
      priceRange: [499, 3999],
      brands: ['Ghar Aangan', 'Dhaaga Home'],
      vendor: 'Moradabad Metal Works',
      colours: { pool: ['Terracotta', 'Ivory', 'Teal', 'Sage Green', 'Gold'], count: [2, 2] },
      tags: ['Handcrafted', 'Eco-friendly', 'Gift Idea', 'Made in India'],
      attributes: [{ ...GIFT_WRAP, share: 0.4 }],
      shipping: { freeShare: 0.3, chargeRupees: 149, days: [4, 8], methods: COURIER },
      story:
        'Thrown, cast and painted in craft clusters from Khurja to Bastar, each piece is finished by hand, so yours will be one of a kind.',
      features: [
        'Handmade; slight variations are part of its charm',
        'Packed in recyclable moulded pulp',
        'Felt pads under the base protect your furniture',
        'Suitable for fresh or dried flowers',
        'Breakage in transit replaced free',
      ],
      care: 'Wipe with a dry cloth; avoid harsh cleaners on painted surfaces.',
      products: [
        [
          'Hand-Painted Terracotta Vase',
          'Wheel-thrown terracotta vase hand-painted with Warli figures.',
        ],
        [
          'Brass Etched Flower Vase',
          'Moradabad brass vase with etched floral patterns and an antique finish.',
        ],
        [
          'Blue Pottery Planter',
          'Jaipur blue pottery planter with a drainage hole and matching saucer.',
        ],
        ['Ceramic Bud Vases Set of Three', 'Three matte ceramic bud vases in graded heights.'],
        [
          'Macrame Hanging Planter',
          'Hand-knotted cotton macrame hanger with a glazed ceramic pot.',
        ],
        ['Dokra Metal Vase', 'Lost-wax cast dokra vase with tribal motifs, made in Bastar.'],
      ],
    },
    {
      name: 'Lamps & Lighting',
      nameAr: 'المصابيح والإضاءة',
      sku: 'LMP',
      motif: 'lamp',
      priceRange: [899, 6999],
      brands: ['Dhaaga Home', 'Ghar Aangan'],
      vendor: 'Moradabad Metal Works',
      tags: ['Handcrafted', 'Festive', 'Gift Idea'],
      attributes: [{ ...GIFT_WRAP, share: 0.3 }],
      shipping: { freeShare: 0.4, chargeRupees: 149, days: [4, 8], methods: COURIER },
      story:
        'Warm, low light is the heart of an Indian evening; our lamps and diyas are made in brass, wood, marble and cane by craftspeople across the country.',
      features: [
        'Takes a standard E27 LED bulb (not included) where electric',
        'BIS-certified wiring and switch',
        'Handmade shade in natural fibres',
        'Stable weighted base',
        'One-year warranty on electrical parts',
      ],
      care: 'Switch off and unplug before cleaning; dust the shade with a soft brush.',
      popular: true,
      products: [
        ['Mango Wood Table Lamp', 'Turned mango wood base with a handloom cotton shade.'],
        ['Brass Diya Set of Six', 'Six hand-cast brass diyas for Diwali and everyday puja.'],
        [
          'Pierced Metal Hanging Lantern',
          'Pierced metal lantern casting patterned light across the room.',
        ],
        ['Rattan Pendant Light', 'Hand-woven rattan pendant that diffuses a warm, soft glow.'],
        [
          'Marble Jaali Tealight Holder',
          'Makrana marble tealight holder with delicate jaali cut-work.',
        ],
        ['Floor Lamp with Khadi Shade', 'Tall tripod floor lamp with a hand-spun khadi shade.'],
      ],
    },
    {
      name: 'Cushion Covers',
      nameAr: 'أغطية الوسائد',
      sku: 'CSH',
      motif: 'cushion',
      priceRange: [399, 1499],
      brands: ['Dhaaga Home'],
      vendor: 'Jaipur Craft Collective',
      colours: {
        pool: ['Mustard', 'Indigo', 'Rani Pink', 'Emerald', 'Ivory', 'Terracotta'],
        count: [2, 3],
      },
      tags: ['Cotton', 'Handloom', 'Handcrafted'],
      attributes: [
        {
          attribute: 'filler',
          required: false,
          options: [
            {
              value: 'Add a microfibre filler',
              valueAr: 'إضافة حشوة من الألياف الدقيقة',
              rupees: 249,
            },
          ],
        },
      ],
      shipping: { freeShare: 0.4, ...CRAFT_PARCEL },
      story:
        'Printed, woven and stitched by hand in Sanganer, Pochampally and Bengal, our cushion covers bring a little craft to every corner of your home.',
      features: [
        '16 x 16 inches (40 x 40 cm)',
        'Concealed zip closure',
        '100% cotton unless stated otherwise',
        'Colours fixed with azo-free dyes',
        'Filler sold separately as an option',
      ],
      care: 'Machine wash cold inside out on a gentle cycle; dry in shade.',
      products: [
        [
          'Block Print Cushion Cover Set of Two',
          'Two cotton covers hand block-printed in Sanganer.',
        ],
        [
          'Velvet Embroidered Cushion Cover',
          'Plush velvet cover with tonal thread embroidery and a hidden zip.',
        ],
        [
          'Kantha Quilted Cushion Cover',
          'Layered kantha quilting on vintage-inspired cotton prints.',
        ],
        ['Ikat Woven Cushion Cover', 'Handwoven ikat cotton from Pochampally in bold chevrons.'],
        ['Tasselled Jute Cushion Cover', 'Natural jute cover with cotton tassels at each corner.'],
        ['Shibori Dyed Cushion Cover', 'Hand-tied shibori dyeing on soft cotton.'],
      ],
    },
    {
      name: 'Wall Art',
      nameAr: 'الفن الجداري',
      sku: 'ART',
      motif: 'frame',
      priceRange: [699, 7999],
      brands: ['Ghar Aangan'],
      vendor: 'Bazaar Retail Pvt. Ltd.',
      tags: ['Handcrafted', 'Made in India', 'Gift Idea', 'Limited Edition'],
      attributes: [
        {
          attribute: 'frame',
          required: true,
          when: /Painting|Print/,
          options: [
            { value: 'Unframed', valueAr: 'بدون إطار', rupees: 0 },
            { value: 'Black metal frame', valueAr: 'إطار معدني أسود', rupees: 599 },
            { value: 'Teak wood frame', valueAr: 'إطار من خشب الساج', percent: 30 },
          ],
        },
      ],
      shipping: { freeShare: 0.5, chargeRupees: 149, days: [5, 9], methods: COURIER },
      story:
        'We work directly with folk and tribal artists from Bihar, Rajasthan, Madhya Pradesh and Bengal, and a fair share of every sale goes back to them.',
      features: [
        'Signed by the artist where hand-painted',
        'Archival, acid-free paper',
        'Ready to hang when framed',
        'Certificate of authenticity included',
        'Shipped in a rigid tube or crate',
      ],
      care: 'Hang away from direct sunlight and damp walls; dust gently with a dry cloth.',
      products: [
        [
          'Madhubani Peacock Painting',
          'Hand-painted Madhubani artwork on handmade paper with natural colours.',
        ],
        [
          'Pichwai Cow Art Print',
          'Giclée print of a Nathdwara pichwai with grazing cows and lotuses.',
        ],
        [
          'Gond Tree of Life Painting',
          'Gond tree of life in dotted strokes by artists from Madhya Pradesh.',
        ],
        ['Brass Sun Wall Decor', 'Hammered brass sun face that brightens any wall.'],
        ['Kalighat Cat Art Print', 'Playful Kalighat-style cat print on archival paper.'],
        [
          'Hand-Carved Wooden Wall Panel',
          'Sheesham wood panel carved with a traditional jaali pattern.',
        ],
      ],
    },
    {
      name: 'Candles & Diffusers',
      nameAr: 'الشموع وموزعات العطر',
      sku: 'CND',
      motif: 'candle',
      priceRange: [349, 2499],
      brands: ['Dhaaga Home', 'Saanjh Perfumery'],
      vendor: 'Kannauj Fragrance Traders',
      tags: ['Gift Idea', 'Festive', 'Eco-friendly', 'Vegan'],
      attributes: [{ ...GIFT_WRAP, share: 0.5 }],
      shipping: { freeShare: 0.3, ...GLASS_PARCEL },
      story:
        'Hand-poured in small batches with natural waxes and fragrance oils from Kannauj, for homes that smell like a festival all year round.',
      features: [
        'Natural soy or coconut wax',
        'Lead-free cotton or wooden wick',
        'Phthalate-free fragrance oils',
        'Reusable vessel',
        'Burn time stated on each product',
      ],
      care: 'Trim the wick to 5 mm before lighting; never leave a burning candle unattended.',
      products: [
        [
          'Sandalwood Soy Candle in Brass Urli',
          'Hand-poured soy wax candle scented with Mysore sandalwood.',
        ],
        [
          'Jasmine Reed Diffuser 100ml',
          'Reed diffuser with eight rattan reeds and a mogra-jasmine oil.',
        ],
        [
          'Lemongrass Pillar Candle',
          'Lemongrass-scented soy pillar with about 40 hours of burn time.',
        ],
        [
          'Vetiver Aroma Oil Diffuser Set',
          'Ceramic diffuser with a tealight and two 10ml aroma oils.',
        ],
        [
          'Festive Scented Tealights Pack of 24',
          'Twenty-four tealights in cinnamon, orange and clove for Diwali evenings.',
        ],
        [
          'Coconut Wax Jar Candle',
          'Clean-burning coconut wax candle with a wooden wick that crackles.',
        ],
      ],
    },
  ],
};
