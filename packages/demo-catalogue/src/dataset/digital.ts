// Digital products: guides and templates delivered as real files written at seed time.
import {
  FESTIVE_LOOKBOOK,
  FRAGRANCE_LAYERING,
  HOME_STYLING,
  SAREE_DRAPING,
  SKINCARE_PLANNER,
} from './digital-documents.ts';
import type { ManufacturerName } from './lookups.ts';
import type { DocumentSeed, MotifName } from './types.ts';

export type DigitalFileSeed =
  | { kind: 'pdf'; document: DocumentSeed }
  | { kind: 'text'; document: DocumentSeed }
  | { kind: 'svg-pattern'; pattern: 'kurta' | 'nail-stencils' };

export interface DigitalProductSeed {
  sku: string;
  name: string;
  short: string;
  /** Child category names; the first is the primary one. */
  categories: readonly string[];
  rupees: number;
  discountedRupees: number | null;
  brand: ManufacturerName;
  motif: MotifName;
  tags: readonly string[];
  features: readonly string[];
  /** Stored under FILES_DIR/digital/ (never public); the shopper receives `downloadName`. */
  fileName: string;
  downloadName: string;
  contentType: string;
  file: DigitalFileSeed;
}

export const DIGITAL_PRODUCTS: readonly DigitalProductSeed[] = [
  {
    sku: 'DIG-DRP-001',
    name: 'Saree Draping Masterclass (Step-by-Step PDF Guide)',
    short:
      'Six regional drapes, from the everyday Nivi to the Maharashtrian Nauvari, explained step by step.',
    categories: ['Sarees'],
    rupees: 499,
    discountedRupees: 349,
    brand: 'Bazaar Studio',
    motif: 'book',
    tags: ['Digital', 'Festive'],
    features: [
      'Instant download after payment',
      'Printable PDF guide, A4',
      'Step-by-step pleating and pinning tips',
      'Works for any 5.5 m saree',
    ],
    fileName: 'saree-draping-masterclass.pdf',
    downloadName: 'Saree Draping Masterclass.pdf',
    contentType: 'application/pdf',
    file: { kind: 'pdf', document: SAREE_DRAPING },
  },
  {
    sku: 'DIG-LKB-002',
    name: 'Festive Lookbook 2026 (PDF)',
    short:
      'Forty festive looks for Diwali, Eid, Onam, weddings and pujas, with styling notes for every budget.',
    categories: ['Kurtas & Kurtis', 'Sarees'],
    rupees: 399,
    discountedRupees: 299,
    brand: 'Bazaar Studio',
    motif: 'book',
    tags: ['Digital', 'Festive', 'New Arrival'],
    features: [
      'Instant download after payment',
      'Looks for every major festival',
      'Colour palettes and accessory pairings',
      'Printable on A4',
    ],
    fileName: 'festive-lookbook-2026.pdf',
    downloadName: 'Festive Lookbook 2026.pdf',
    contentType: 'application/pdf',
    file: { kind: 'pdf', document: FESTIVE_LOOKBOOK },
  },
  {
    sku: 'DIG-HOM-003',
    name: 'Home Styling E-book',
    short:
      'Style an Indian home with craft: layering textiles, lighting for festivals and arranging wall art.',
    categories: ['Wall Art', 'Vases & Planters'],
    rupees: 399,
    discountedRupees: null,
    brand: 'Bazaar Studio',
    motif: 'book',
    tags: ['Digital', 'Handcrafted'],
    features: [
      'Instant download after payment',
      'Room-by-room checklists',
      'Lighting plans for Diwali',
      'Printable on A4',
    ],
    fileName: 'home-styling-ebook.pdf',
    downloadName: 'Home Styling E-book.pdf',
    contentType: 'application/pdf',
    file: { kind: 'pdf', document: HOME_STYLING },
  },
  {
    sku: 'DIG-FRG-004',
    name: 'Fragrance Layering Guide (Text Edition)',
    short:
      'How to pair attars, perfumes and mists so your signature scent lasts from morning to night.',
    categories: ['Eau de Parfum', 'Attars & Oud'],
    rupees: 299,
    discountedRupees: null,
    brand: 'Bazaar Studio',
    motif: 'book',
    tags: ['Digital', 'Gift Idea'],
    features: [
      'Instant download after payment',
      'Plain text, readable on any device',
      'Twelve tried-and-tested pairings',
      'Tips for heat and humidity',
    ],
    fileName: 'fragrance-layering-guide.txt',
    downloadName: 'Fragrance Layering Guide.txt',
    contentType: 'text/plain; charset=utf-8',
    file: { kind: 'text', document: FRAGRANCE_LAYERING },
  },
  {
    sku: 'DIG-SKN-005',
    name: 'Skincare Routine Planner (Printable PDF)',
    short:
      'A four-week printable planner to build a simple morning and night routine and track how your skin responds.',
    categories: ['Skincare'],
    rupees: 299,
    discountedRupees: null,
    brand: 'Bazaar Studio',
    motif: 'book',
    tags: ['Digital', 'Vegan'],
    features: [
      'Instant download after payment',
      'Morning and night checklists',
      'Weekly skin journal pages',
      'Printable on A4',
    ],
    fileName: 'skincare-routine-planner.pdf',
    downloadName: 'Skincare Routine Planner.pdf',
    contentType: 'application/pdf',
    file: { kind: 'pdf', document: SKINCARE_PLANNER },
  },
  {
    sku: 'DIG-SEW-006',
    name: 'Kurta Sewing Pattern, Size M (SVG)',
    short:
      'A true-scale straight kurta pattern with front, back and sleeve pieces, ready to print and cut.',
    categories: ['Kurtas & Kurtis'],
    rupees: 599,
    discountedRupees: 449,
    brand: 'Bazaar Studio',
    motif: 'pattern',
    tags: ['Digital', 'Handcrafted'],
    features: [
      'Instant download after payment',
      'Vector SVG at true scale',
      'Seam allowance of 1 cm marked',
      'Chest 38 in / 97 cm',
    ],
    fileName: 'kurta-sewing-pattern-m.svg',
    downloadName: 'Kurta Sewing Pattern M.svg',
    contentType: 'image/svg+xml',
    file: { kind: 'svg-pattern', pattern: 'kurta' },
  },
  {
    sku: 'DIG-NAI-007',
    name: 'Nail Art Stencil Templates (SVG)',
    short:
      'Twenty-four festive nail art stencils, from paisleys to rangoli dots, to print on sticker paper.',
    categories: ['Nail Colour'],
    rupees: 299,
    discountedRupees: null,
    brand: 'Bazaar Studio',
    motif: 'pattern',
    tags: ['Digital', 'Festive'],
    features: [
      'Instant download after payment',
      'Vector SVG, prints crisply at any size',
      '24 stencils in three sizes',
      'Cut by hand or with a craft cutter',
    ],
    fileName: 'nail-art-stencils.svg',
    downloadName: 'Nail Art Stencils.svg',
    contentType: 'image/svg+xml',
    file: { kind: 'svg-pattern', pattern: 'nail-stencils' },
  },
];
