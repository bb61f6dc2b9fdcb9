// Expands the hand-written category data into full product records. Pure and deterministic:
// every product draws from its own PRNG seeded by its SKU, so adding one changes no other.
import { ATTRIBUTE_PRICE_TYPE } from '@bazaar/contract/constants';
import { ACCESSORIES } from './dataset/accessories.ts';
import { APPAREL } from './dataset/apparel.ts';
import { DIGITAL_CARE_AR, DIGITAL_STORY_AR } from './dataset/arabic/digital.ts';
import { arabicCategoryText, arabicDigitalFeatures, arabicOf } from './dataset/arabic/index.ts';
import { COSMETICS } from './dataset/cosmetics.ts';
import { DIGITAL_PRODUCTS } from './dataset/digital.ts';
import type { DigitalProductSeed } from './dataset/digital.ts';
import { FOOTWEAR } from './dataset/footwear.ts';
import { FRAGRANCE } from './dataset/fragrance.ts';
import { HOME_DECOR } from './dataset/home-decor.ts';
import { DIGITAL_TAX_CLASS, taxClassOf, type TaxClass } from './dataset/tax-classes.ts';
import { APPAREL_SIZES, ATTRIBUTES, COLOURS, SHOE_SIZES } from './dataset/lookups.ts';
import type {
  ChildCategorySeed,
  OptionSeed,
  ParentCategorySeed,
  ProductLine,
} from './dataset/types.ts';
import { fullDescriptionHtml, metaDescription, metaKeywords } from './descriptions.ts';
import { daysBeforeEpoch } from './epoch.ts';
import { DIGITAL_DIR, imageUrl } from './paths.ts';
import { createRandom, hashString } from './random.ts';
import type { Random } from './random.ts';
import { generateReviews } from './review-generator.ts';
import type {
  AttributeRecord,
  ImageRecord,
  OptionRecord,
  ProductRecord,
} from './product-record.ts';

export const PARENT_CATEGORIES: readonly ParentCategorySeed[] = [
  APPAREL,
  FRAGRANCE,
  ACCESSORIES,
  COSMETICS,
  FOOTWEAR,
  HOME_DECOR,
];

/** Shop-style price: ₹349, ₹949, ₹1,299 … never below ₹299. */
export function shopPrice(rupees: number): number {
  if (rupees < 1000) return Math.max(299, Math.floor(rupees / 50) * 50 + 49);
  return Math.floor(rupees / 100) * 100 + 99;
}

function discountedPaise(pricePaise: number, random: Random): number {
  const percent = random.int(10, 40);
  const rupees = Math.floor((pricePaise * (100 - percent)) / 10_000 / 10) * 10 - 1;
  return Math.max(99, rupees) * 100;
}

function option(seed: OptionSeed, index: number): OptionRecord {
  const percent = seed.percent ?? 0;
  return {
    ref: null,
    primaryKeyValue: index + 1,
    value: seed.value,
    valueAr: seed.valueAr,
    priceTypeId: percent > 0 ? ATTRIBUTE_PRICE_TYPE.Percentage : ATTRIBUTE_PRICE_TYPE.FixedValue,
    additionalPaise: (seed.rupees ?? 0) * 100,
    additionalPercent: percent,
  };
}

function refOption(ref: string, valueAr: string | null, additionalRupees = 0): OptionRecord {
  return { ...option({ value: ref, valueAr: valueAr ?? ref, rupees: additionalRupees }, 0), ref };
}

function chooseAttributes(
  child: ChildCategorySeed,
  name: string,
  colours: string[],
  sizes: string[],
  random: Random,
): AttributeRecord[] {
  const attributes: AttributeRecord[] = [];
  if (colours.length > 0) {
    const options = colours.map((c) =>
      refOption(c, COLOURS.find((x) => x.name === c)?.nameAr ?? null),
    );
    attributes.push({ attributeId: ATTRIBUTES.color.id, required: true, options });
  }
  if (sizes.length > 0) {
    const table = child.sizes === 'shoes' ? SHOE_SIZES : APPAREL_SIZES;
    // Bigger garments use more cloth: XXL costs ₹100 more, as in most Indian shops.
    const options = sizes.map((s) =>
      refOption(s, table.find((x) => x.shortName === s)?.nameAr ?? null, s === 'XXL' ? 100 : 0),
    );
    attributes.push({ attributeId: ATTRIBUTES.size.id, required: true, options });
  }
  for (const rule of child.attributes ?? []) {
    const id = ATTRIBUTES[rule.attribute].id;
    if (rule.when && !rule.when.test(name)) continue;
    if (attributes.some((a) => a.attributeId === id)) continue;
    if (rule.share !== undefined && !random.chance(rule.share)) continue;
    attributes.push({
      attributeId: id,
      required: rule.required,
      options: rule.options.map(option),
    });
  }
  return attributes;
}

function images(sku: string, colours: readonly string[], random: Random): ImageRecord[] {
  const base = sku.toLowerCase();
  const shots: (string | null)[] =
    colours.length > 0 ? [...colours] : Array.from({ length: random.int(2, 3) }, () => null);
  return shots.map((colour, i) => {
    const fileName = `${base}-${i + 1}.svg`;
    return {
      fileName,
      url: imageUrl('products', fileName),
      colour,
      variant: colours.length > 0 ? 0 : i,
    };
  });
}

function physicalProduct(
  parent: ParentCategorySeed,
  child: ChildCategorySeed,
  line: ProductLine,
  sku: string,
  index: number,
): Omit<ProductRecord, keyof TaxClass> {
  const [name, short, flags] = line;
  const random = createRandom(hashString(sku));
  const pricePaise = shopPrice(random.int(child.priceRange[0], child.priceRange[1])) * 100;
  const colours =
    child.colours && !flags?.plain
      ? random.sample(child.colours.pool, random.int(...child.colours.count))
      : [];
  const sizeTable =
    child.sizes === 'shoes' ? SHOE_SIZES : child.sizes === 'apparel' ? APPAREL_SIZES : [];
  const sizes = sizeTable.slice(random.int(0, 1), random.int(4, 5) + 1).map((s) => s.shortName);
  const brand = random.pick(child.brands);
  const createdAt = daysBeforeEpoch(1 + random.next() * 545);
  const free = random.chance(child.shipping.freeShare);
  const reviews = generateReviews(random, parent.name, createdAt);
  const tags = random.sample(child.tags, random.int(2, 3));
  const lowStock = random.chance(0.1);
  const arabic = arabicOf(name);
  const arabicText = arabicCategoryText(child.name, child.features);
  // Drawn as English–Arabic pairs: both languages list the same features (same draws as before).
  const pairs = child.features.map(
    (english, i) => [english, arabicText.features[i] ?? ''] as const,
  );
  const drawn = random.sample(pairs, random.int(3, 5));
  return {
    sku,
    name,
    shortDescription: short,
    ...arabic,
    fullDescription: fullDescriptionHtml({
      short,
      story: child.story,
      features: drawn.map(([english]) => english),
      care: child.care,
    }),
    fullDescriptionAr: fullDescriptionHtml(
      {
        short: arabic.shortDescriptionAr,
        story: arabicText.story,
        features: drawn.map(([, arabicFeature]) => arabicFeature),
        care: arabicText.care,
      },
      'ar',
    ),
    pricePaise,
    // Exactly every third product is on sale, so "a third discounted" holds by construction.
    discountedPricePaise: index % 3 === 0 ? discountedPaise(pricePaise, random) : null,
    // A handful sold out, to exercise "out of stock".
    stockQuantity: index % 27 === 13 ? 0 : lowStock ? random.int(1, 5) : random.int(6, 160),
    displayStockQuantity: random.chance(0.4),
    orderMaximumQuantity: index % 6 === 2 ? random.int(2, 5) : 0,
    digital: null,
    manufacturer: brand,
    vendor: child.vendor,
    metaTitle: `${name} | ${brand} | Bazaar`,
    metaDescription: metaDescription(short, brand),
    metaKeywords: metaKeywords([child.name, parent.name, brand, ...tags]),
    isShippingFree: free,
    shippingChargePaise: free ? 0 : child.shipping.chargeRupees * 100,
    estimatedShippingDays: random.int(child.shipping.days[0], child.shipping.days[1]),
    popularity: reviews.length * 35 + random.int(0, 600),
    salesCount: reviews.length * 6 + random.int(0, 400),
    createdAt,
    categories: [child.name],
    colours,
    sizes,
    tags,
    shippingMethods: [...child.shipping.methods],
    attributes: chooseAttributes(child, name, colours, sizes, random),
    images: images(sku, colours, random),
    reviews,
    look: { motif: child.motif, palette: parent.palette, brand },
  };
}

function digitalProduct(
  seed: DigitalProductSeed,
  parentOf: (child: string) => ParentCategorySeed,
): ProductRecord {
  const random = createRandom(hashString(seed.sku));
  const createdAt = daysBeforeEpoch(1 + random.next() * 300);
  const reviews = generateReviews(random, 'Digital', createdAt);
  const primary = seed.categories[0] ?? '';
  const story =
    'Written and designed by the Bazaar Studio team, with help from the artisans and experts we work with every day.';
  const arabic = arabicOf(seed.name);
  return {
    sku: seed.sku,
    name: seed.name,
    shortDescription: seed.short,
    ...arabic,
    fullDescription: fullDescriptionHtml({
      short: seed.short,
      story,
      features: seed.features,
      care: 'Download link available in your order history once payment is confirmed.',
    }),
    fullDescriptionAr: fullDescriptionHtml(
      {
        short: arabic.shortDescriptionAr,
        story: DIGITAL_STORY_AR,
        features: arabicDigitalFeatures(seed.name, seed.features),
        care: DIGITAL_CARE_AR,
      },
      'ar',
    ),
    pricePaise: seed.rupees * 100,
    discountedPricePaise: seed.discountedRupees === null ? null : seed.discountedRupees * 100,
    ...DIGITAL_TAX_CLASS,
    stockQuantity: 9999,
    displayStockQuantity: false,
    orderMaximumQuantity: 1,
    digital: {
      path: `${DIGITAL_DIR}/${seed.fileName}`,
      downloadName: seed.downloadName,
      contentType: seed.contentType,
      file: seed.file,
    },
    manufacturer: seed.brand,
    vendor: 'Bazaar Retail Pvt. Ltd.',
    metaTitle: `${seed.name} | Bazaar`,
    metaDescription: metaDescription(seed.short, seed.brand),
    metaKeywords: metaKeywords([...seed.categories, 'digital download', ...seed.tags]),
    isShippingFree: true,
    shippingChargePaise: 0,
    estimatedShippingDays: 0,
    popularity: reviews.length * 35 + random.int(0, 300),
    salesCount: reviews.length * 6 + random.int(0, 200),
    createdAt,
    categories: [...seed.categories],
    colours: [],
    sizes: [],
    tags: [...seed.tags],
    shippingMethods: ['digital'],
    attributes: [],
    images: images(seed.sku, [], random),
    reviews,
    look: { motif: seed.motif, palette: parentOf(primary).palette, brand: seed.brand },
  };
}

let cached: ProductRecord[] | undefined;

/** Every seeded product, physical ones first (by category), then the digital ones. */
export function buildProducts(): readonly ProductRecord[] {
  if (cached) return cached;
  const products: ProductRecord[] = [];
  for (const parent of PARENT_CATEGORIES) {
    for (const child of parent.children) {
      child.products.forEach((line, i) => {
        const sku = `${parent.sku}-${child.sku}-${String(i + 1).padStart(3, '0')}`;
        const product = physicalProduct(parent, child, line, sku, products.length);
        const sellingPaise = product.discountedPricePaise ?? product.pricePaise;
        products.push({ ...product, ...taxClassOf(child.sku, sellingPaise) });
      });
    }
  }
  const parentOf = (childName: string): ParentCategorySeed => {
    const parent = PARENT_CATEGORIES.find((p) => p.children.some((c) => c.name === childName));
    if (!parent) throw new Error(`Unknown category '${childName}' in digital products`);
    return parent;
  };
  for (const seed of DIGITAL_PRODUCTS) products.push(digitalProduct(seed, parentOf));
  cached = products;
  return products;
}
