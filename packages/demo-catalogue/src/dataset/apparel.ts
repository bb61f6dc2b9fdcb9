// Apparel: kurtas, sarees, shirts and denim.
import { COURIER, COURIER_OR_PICKUP, CRAFT_PARCEL, GIFT_WRAP, SMALL_PARCEL } from './types.ts';
import type { ParentCategorySeed } from './types.ts';

export const APPAREL: ParentCategorySeed = {
  name: 'Apparel',
  nameAr: 'الملابس',
  sku: 'APP',
  motif: 'kurta',
  palette: { light: '#FBF3E6', mid: '#F1CB95', deep: '#B5542A', accent: '#8C2F39', ink: '#3A2418' },
  popular: true,
  children: [
    {
      name: 'Kurtas & Kurtis',
      nameAr: 'الكورتا والكورتي',
      sku: 'KUR',
      motif: 'kurta',
      priceRange: [799, 3499],
      brands: ['Rangrez Handloom', 'Kesari Threads'],
      vendor: 'Jaipur Craft Collective',
      colours: {
        pool: ['Indigo', 'Maroon', 'Mustard', 'Emerald', 'Rani Pink', 'Ivory', 'Teal', 'Saffron'],
        count: [2, 3],
      },
      sizes: 'apparel',
      tags: ['Cotton', 'Handcrafted', 'Festive', 'Made in India', 'Summer', 'Bestseller'],
      attributes: [{ ...GIFT_WRAP, share: 0.4 }],
      shipping: { freeShare: 0.5, ...CRAFT_PARCEL },
      story:
        'Cut and finished by small workshops in Jaipur and Lucknow, every kurta is made in limited batches so the prints stay crisp and the fit stays true.',
      features: [
        'Breathable natural fabric that softens with every wash',
        'Straight cut that sits comfortably over leggings, palazzos or jeans',
        'Side slits for easy movement',
        'Finished with covered buttons and reinforced seams',
        'Colours fixed with skin-friendly, azo-free dyes',
        'Model is 5 ft 6 in and wears size S',
        'Length approximately 44 inches',
      ],
      care: 'Hand wash cold separately; dry in shade; warm iron on the reverse.',
      popular: true,
      products: [
        [
          'Handblock Print Cotton Kurta',
          'Hand block-printed mul cotton kurta with a straight cut, mandarin collar and three-quarter sleeves.',
        ],
        [
          'Lucknowi Chikankari Kurti',
          'Feather-light georgette kurti with hand-done chikankari shadow work across the yoke and sleeves.',
        ],
        [
          'Anarkali Flared Kurta with Gota Work',
          'Floor-skimming anarkali in rayon silk, with gota patti trims on the neckline and hem.',
        ],
        [
          'Ajrakh Print A-Line Kurta',
          'Natural-dyed ajrakh print on soft cotton in an easy A-line silhouette with side pockets.',
        ],
        [
          'Bandhani Silk Straight Kurta',
          'Tie-and-dye bandhani on art silk, cut straight with a notched neck and tassel ties.',
        ],
        [
          "Kalamkari Men's Cotton Kurta",
          "Classic men's kurta in breathable cotton with a kalamkari-printed placket and curved hem.",
        ],
        [
          'Mirror Work Festive Kurti',
          'Short festive kurti with hand-stitched mirror work and a flattering empire waist.',
        ],
      ],
    },
    {
      name: 'Sarees',
      nameAr: 'الساري',
      sku: 'SAR',
      motif: 'saree',
      priceRange: [1499, 14999],
      brands: ['Rangrez Handloom', 'Kesari Threads'],
      vendor: 'Lucknow Chikan Emporium',
      colours: {
        pool: ['Maroon', 'Emerald', 'Rani Pink', 'Mustard', 'Indigo', 'Ivory', 'Teal'],
        count: [2, 2],
      },
      tags: ['Silk', 'Handloom', 'Wedding', 'Festive', 'Made in India'],
      attributes: [
        {
          attribute: 'blouse',
          required: true,
          options: [
            { value: 'Unstitched blouse piece', valueAr: 'قطعة بلوزة غير مخيطة', rupees: 0 },
            {
              value: 'Stitched blouse (standard sizes)',
              valueAr: 'بلوزة مخيطة (مقاسات قياسية)',
              rupees: 799,
            },
          ],
        },
        { ...GIFT_WRAP, share: 0.3 },
      ],
      shipping: { freeShare: 0.8, chargeRupees: 99, days: [4, 8], methods: COURIER },
      story:
        'Our sarees come straight from weaving clusters in Varanasi, Kanchipuram, Chanderi and Paithan, and each one carries the small irregularities that mark true handloom.',
      features: [
        'Saree length 5.5 metres plus 0.8 metre blouse piece',
        'Handwoven on traditional pit looms',
        'Silk Mark certified where pure silk is stated',
        'Fall and pico done, ready to drape',
        'Packed flat in a reusable cotton saree bag',
        'Slight colour variation is a mark of handloom',
      ],
      care: 'Dry clean only for the first wash; store wrapped in muslin away from direct sunlight.',
      popular: true,
      products: [
        [
          'Banarasi Silk Saree with Zari Border',
          'Handwoven Banarasi silk saree with a rich zari border and floral buttas all over.',
        ],
        [
          'Kanjeevaram Pure Silk Saree',
          'Temple-border Kanjeevaram in pure mulberry silk with a contrast pallu woven in gold zari.',
        ],
        [
          'Chanderi Cotton Silk Saree',
          'Sheer Chanderi cotton-silk saree with delicate coin buttis, perfect for day functions.',
        ],
        [
          'Handloom Jamdani Saree',
          'Airy Bengal jamdani woven on the handloom with geometric motifs floating across the body.',
        ],
        [
          'Leheriya Georgette Saree',
          'Wave-dyed leheriya georgette saree from Rajasthan with a lace-trimmed border.',
        ],
        [
          'Kota Doria Summer Saree',
          'Featherweight Kota Doria check saree with a block-printed border for hot days.',
        ],
        [
          'Paithani Silk Saree with Peacock Pallu',
          'Maharashtrian Paithani with an oblique-square border and the classic peacock pallu.',
        ],
      ],
    },
    {
      name: "Men's Shirts",
      nameAr: 'قمصان رجالية',
      sku: 'SHI',
      motif: 'shirt',
      priceRange: [899, 2999],
      brands: ['Kesari Threads', 'Indigo Loom Co.'],
      vendor: 'Bazaar Retail Pvt. Ltd.',
      colours: {
        pool: ['White', 'Sky Blue', 'Navy', 'Charcoal', 'Sage Green', 'Beige', 'Black'],
        count: [2, 3],
      },
      sizes: 'apparel',
      tags: ['Cotton', 'Office Wear', 'Summer', 'New Arrival'],
      attributes: [
        {
          attribute: 'fit',
          required: true,
          options: [
            { value: 'Slim fit', valueAr: 'قصة ضيقة', rupees: 0 },
            { value: 'Regular fit', valueAr: 'قصة عادية', rupees: 0 },
          ],
        },
      ],
      shipping: { freeShare: 0.4, ...SMALL_PARCEL, methods: COURIER_OR_PICKUP },
      story:
        'Shirts that work as hard as you do: long-staple cottons and linens, single-needle stitching and collars that keep their shape through a full working day.',
      features: [
        'Long-staple cotton or linen for all-day comfort',
        'Single-needle side seams for a clean finish',
        'Genuine corozo or shell buttons',
        'Curved hem that can be worn tucked or untucked',
        'Pre-washed to minimise shrinkage',
        'Spare button sewn inside the placket',
      ],
      care: 'Machine wash cold with similar colours; do not bleach; iron while slightly damp.',
      products: [
        [
          'Oxford Cotton Button-Down Shirt',
          'Everyday Oxford weave cotton shirt with a button-down collar and a single chest pocket.',
        ],
        [
          'Pure Linen Mandarin Collar Shirt',
          'Breathable pure linen shirt with a mandarin collar, ideal for humid summers.',
        ],
        [
          'Khadi Cotton Half-Sleeve Shirt',
          'Hand-spun khadi shirt with half sleeves and a relaxed, slightly boxy fit.',
        ],
        [
          'Indigo Dabu Print Shirt',
          'Mud-resist dabu print in natural indigo on soft cotton poplin.',
        ],
        [
          'Formal Stretch Poplin Shirt',
          'Wrinkle-resistant stretch poplin for long office days, with a cutaway collar.',
        ],
        [
          'Chambray Utility Shirt',
          'Light chambray shirt with twin flap pockets and roll-up sleeve tabs.',
        ],
      ],
    },
    {
      name: 'Denim',
      nameAr: 'الدنيم',
      sku: 'DEN',
      motif: 'jeans',
      priceRange: [1299, 3999],
      brands: ['Indigo Loom Co.'],
      vendor: 'Bazaar Retail Pvt. Ltd.',
      colours: { pool: ['Indigo', 'Navy', 'Black', 'Sky Blue', 'Charcoal'], count: [2, 2] },
      sizes: 'apparel',
      tags: ['Cotton', 'New Arrival', 'Bestseller', 'Eco-friendly'],
      shipping: { freeShare: 0.5, ...SMALL_PARCEL, methods: COURIER_OR_PICKUP },
      story:
        'Woven in Ahmedabad from Indian cotton and finished with low-water washes, our denim is made to be worn hard and to age beautifully.',
      features: [
        'Ring-spun cotton denim, 11 to 13 oz',
        'Low-water ozone wash',
        'Five-pocket styling with copper rivets',
        'YKK zip fly',
        'Back yoke cut for a contoured fit',
        'Hem length 32 inches, easy to alter',
      ],
      care: 'Wash inside out in cold water, as rarely as you can; line dry.',
      products: [
        [
          'Slim Fit Stretch Jeans',
          'Mid-rise slim jeans in comfort-stretch denim with a clean, dark wash.',
        ],
        [
          'High-Rise Straight Jeans',
          'High-rise straight-leg jeans in rigid cotton denim that softens with every wear.',
        ],
        [
          'Relaxed Selvedge Denim',
          'Loom-state selvedge denim cut relaxed through the thigh, woven on shuttle looms.',
        ],
        [
          'Denim Trucker Jacket',
          'Classic trucker jacket with pleated front panels and copper shank buttons.',
        ],
        [
          'Wide-Leg Denim Palazzo',
          'Fluid wide-leg palazzo in Tencel-blend denim with an elasticated back waist.',
        ],
        [
          'Embroidered Denim Kurti',
          'Denim kurti with white thread embroidery at the yoke, worn over leggings or jeans.',
        ],
      ],
    },
  ],
};
