// Text of the digital guides (ASCII only: the PDFs use the standard Helvetica font).
import type { DocumentSeed } from './types.ts';

export const SAREE_DRAPING: DocumentSeed = {
  title: 'Saree Draping Masterclass',
  subtitle: 'Six regional drapes, step by step - Bazaar Studio',
  sections: [
    {
      heading: 'Before you begin',
      lines: [
        'Wear your petticoat snug at the waist and your blouse fitted; both should match the saree tone.',
        'Keep six to eight safety pins, a full-length mirror and the footwear you will wear at the event.',
        'Tuck the plain end of the saree into the petticoat at the right of your navel to start most drapes.',
      ],
    },
    {
      heading: '1. Nivi (Andhra) drape',
      lines: [
        'Tuck the plain end in and wrap once around the waist, right to left, keeping the hem at floor length.',
        'Pleat the pallu in 5 to 7 folds of about 5 inches and pin them on the left shoulder.',
        'Make 7 to 9 front pleats with the remaining fabric, align their edges and tuck them at the navel.',
        'Adjust the pallu length to reach the back of the knee and pin the pleats together at the base.',
      ],
    },
    {
      heading: '2. Bengali drape',
      lines: [
        'Tuck the plain end in, wrap once, then make two large box pleats instead of many small ones.',
        'Bring the pallu from behind over the left shoulder, then under the right arm back to the left shoulder.',
        'Traditionally a key bunch is tied to the pallu corner: a brooch works for modern occasions.',
      ],
    },
    {
      heading: '3. Gujarati (seedha pallu) drape',
      lines: [
        'Wrap and pleat as for the Nivi drape, but tuck the pleats so they open to the left.',
        'Take the pallu from the back over the right shoulder and spread it across the front.',
        'Tuck the lower left corner of the pallu at the left waist to keep the display of the border flat.',
      ],
    },
    {
      heading: '4. Maharashtrian Nauvari drape',
      lines: [
        'You need a 9-yard (about 8.2 m) saree. Tie the centre of the top edge at the back of the waist.',
        'Pass one end between the legs and tuck it at the back, forming the trouser-like kashta.',
        'Pleat the front, bring the pallu over the left shoulder and tuck the edge in at the waist.',
      ],
    },
    {
      heading: '5. Coorgi drape',
      lines: [
        'Pleats are made at the back, opening towards the right, instead of at the front.',
        'The pallu goes under the left arm, across the chest and is pinned on the right shoulder.',
      ],
    },
    {
      heading: '6. Butterfly drape',
      lines: [
        'Drape as for the Nivi style but start the front pleats lower, below the navel.',
        'Keep the pallu narrow, about 3 inches, so the blouse and waistline show through.',
        'Best with georgette and chiffon, which fall softly without bulk.',
      ],
    },
    {
      heading: 'Finishing touches',
      lines: [
        'Steam the pleats before you leave; run a finger along each fold to set it.',
        'Use a small pin under each pleat group rather than one large pin for a flatter look.',
      ],
    },
  ],
};

export const FESTIVE_LOOKBOOK: DocumentSeed = {
  title: 'Festive Lookbook 2026',
  subtitle: 'Looks for every celebration of the year - Bazaar Studio',
  sections: [
    {
      heading: 'Diwali',
      lines: [
        'Look 1: Banarasi silk in maroon with a gold zari border, temple jhumkas and an embroidered potli.',
        'Look 2: Mirror work kurti in saffron over ivory palazzos, with mojaris and a kundan choker.',
        'Look 3 (men): Bandhgala-style kurta in emerald, tan mojaris and a classic leather strap watch.',
        'Palette: marigold, deep red, emerald and antique gold.',
      ],
    },
    {
      heading: 'Eid',
      lines: [
        'Look 4: Lucknowi chikankari kurti in white with a pastel dupatta and pearl layered necklace.',
        'Look 5 (men): Ivory kurta with a kalamkari placket and an oud attar for the evening.',
        'Palette: ivory, mint, powder pink and silver.',
      ],
    },
    {
      heading: 'Onam and Pongal',
      lines: [
        'Look 6: Kasavu-inspired ivory saree with a gold border, fresh jasmine and a temple coin necklace.',
        'Look 7: Kanjeevaram in mustard with a contrast pink pallu and oxidised silver bangles.',
      ],
    },
    {
      heading: 'Weddings',
      lines: [
        'Look 8: Paithani with a peacock pallu, jadau maang tikka and zardozi bridal juttis.',
        'Look 9 (guest): Anarkali with gota work in rani pink and a mini fragrance for touch-ups.',
        'Look 10 (men): Cream kurta, velvet nagra shoes and a personalised dress watch.',
      ],
    },
    {
      heading: 'Styling notes',
      lines: [
        'Pick one hero piece per look: heavy jewellery with a plain saree, or a rich weave with simple studs.',
        'Match metals: gold zari with gold-tone jewellery, oxidised silver with cotton and handloom.',
        'Carry a neutral potli or clutch so one bag works across several outfits.',
      ],
    },
  ],
};

export const HOME_STYLING: DocumentSeed = {
  title: 'Home Styling E-book',
  subtitle: 'Craft-led interiors for Indian homes - Bazaar Studio',
  sections: [
    {
      heading: 'Chapter 1: Start with textiles',
      lines: [
        'Layer cushions in three sizes and two textures: block print cotton with velvet or jute.',
        'Keep a common colour thread, such as indigo, that repeats across cushions, rugs and curtains.',
      ],
    },
    {
      heading: 'Chapter 2: Light in layers',
      lines: [
        'Combine a ceiling light, a table lamp at eye level and low candlelight for the evening.',
        'For Diwali, line window sills with brass diyas and group tealights in odd numbers.',
      ],
    },
    {
      heading: 'Chapter 3: Walls that tell stories',
      lines: [
        'Hang art with its centre at 57 inches from the floor, the average eye level.',
        'Mix a large Madhubani or Gond piece with two or three smaller prints in a gallery wall.',
        'Leave 2 to 3 inches between frames; use paper templates before drilling.',
      ],
    },
    {
      heading: 'Chapter 4: Vases and greens',
      lines: [
        'Group vases in threes of different heights on a tray for an instant console display.',
        'Money plants, snake plants and ZZ plants forgive missed watering and low light.',
      ],
    },
    {
      heading: 'Room checklist',
      lines: [
        'Living room: one statement art piece, layered cushions, a warm lamp, a scented candle.',
        'Bedroom: soft textiles, a bedside lamp with a fabric shade, a calming diffuser.',
        'Entrance: a brass urli with flowers, a mirror and a hook for keys and bags.',
      ],
    },
  ],
};

export const FRAGRANCE_LAYERING: DocumentSeed = {
  title: 'Fragrance Layering Guide',
  subtitle: 'Build a signature scent that lasts - Bazaar Studio',
  sections: [
    {
      heading: 'The basics',
      lines: [
        'Layer from heaviest to lightest: attar oil first, then eau de parfum, then a body mist.',
        'Apply to moisturised skin; fragrance clings to hydrated skin for longer.',
        'Pulse points (wrists, neck, inner elbows) warm the scent and help it project.',
      ],
    },
    {
      heading: 'Twelve pairings',
      lines: [
        '1. Ruh Khus attar + Vetiver Khus eau de parfum: cool and green for peak summer.',
        '2. Gulab attar + Oud Noir: the classic rose-oud for weddings and Eid.',
        '3. Mitti attar + Monsoon Petrichor: rain on earth, doubled.',
        '4. Shamama attar + Saffron Amber: warm and resinous for winter evenings.',
        '5. Sandal Musk mist + Mogra Bloom: soft florals for the office.',
        '6. Vanilla Chai mist + Leather Chai: cosy and gourmand.',
        '7. Coconut Lime mist + Vetiver Khus: beach holiday freshness.',
        '8. Hina attar + Oud Noir: smoky and deep, for cold nights.',
        '9. Pink Guava mist + Rose Tuberose: bright and romantic.',
        '10. Cambodian oud oil + Saffron Amber: rich and long lasting.',
        '11. Green Tea Cucumber mist + Mogra Bloom: clean and airy.',
        '12. Gulab attar + Vanilla Chai mist: sweet rose for daytime.',
      ],
    },
    {
      heading: 'Heat and humidity',
      lines: [
        'In humid weather use fewer sprays; heat amplifies projection.',
        'Attars last longer than alcohol-based sprays in heat; carry a small vial for touch-ups.',
        'Store bottles away from windows and bathrooms to protect the top notes.',
      ],
    },
  ],
};

export const SKINCARE_PLANNER: DocumentSeed = {
  title: 'Skincare Routine Planner',
  subtitle: 'Four weeks to a routine that sticks - Bazaar Studio',
  sections: [
    {
      heading: 'Morning routine',
      lines: ['[ ] Cleanse   [ ] Vitamin C serum   [ ] Moisturise   [ ] Sunscreen SPF 50'],
    },
    {
      heading: 'Night routine',
      lines: ['[ ] Cleanse twice if wearing makeup   [ ] Treatment or face oil   [ ] Moisturise'],
    },
    {
      heading: 'Week 1: Learn your skin',
      lines: [
        'Note how your skin feels two hours after washing: tight (dry), shiny (oily) or both (combination).',
        'Mon ____  Tue ____  Wed ____  Thu ____  Fri ____  Sat ____  Sun ____',
      ],
    },
    {
      heading: 'Week 2: Add one active',
      lines: [
        'Introduce a single new product and patch test it behind the ear for 48 hours.',
        'Mon ____  Tue ____  Wed ____  Thu ____  Fri ____  Sat ____  Sun ____',
      ],
    },
    {
      heading: 'Week 3: Exfoliate gently',
      lines: [
        'Use an ubtan or mild exfoliant once or twice this week, never on consecutive nights.',
        'Mon ____  Tue ____  Wed ____  Thu ____  Fri ____  Sat ____  Sun ____',
      ],
    },
    {
      heading: 'Week 4: Review',
      lines: [
        'What improved? ______________________________________________',
        'What will you keep, and what will you drop? _____________________',
        'Reapply sunscreen every two to three hours when outdoors.',
      ],
    },
  ],
};
