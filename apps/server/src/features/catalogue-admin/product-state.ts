// A product as stored (its row and the rows hanging off it, ids resolved) and the two ways
// between it and what staff write: resolve a checked draft into a state, render a state as the
// draft an export writes. Both go through the same canonical forms, so a stored product
// rendered and resolved again is the same state, and an export imported back changes nothing.
import { ATTRIBUTE_KIND } from '@bazaar/contract/constants';
import {
  attributeDrafts,
  type CheckedAttribute,
} from '@bazaar/contract/catalogue-admin/attribute-check';
import { hundredthsText } from '@bazaar/contract/catalogue-admin/decimal-text';
import type { CheckedProduct, FieldProblem } from '@bazaar/contract/catalogue-admin/product-check';
import {
  NO,
  PRODUCT_FIELDS,
  YES,
  type ProductDraft,
  type ProductField,
} from '@bazaar/contract/catalogue-admin/product-draft';
import { sanitizeProductHtml } from '../../db/product-html.ts';
import type { Flag } from '../../db/tables/scalars.ts';
import type { FieldChange } from './change-set.ts';
import type { Lookups, NameIndex } from './names.ts';

export interface ProductRowState {
  name: string;
  name_ar: string | null;
  short_description: string;
  short_description_ar: string | null;
  full_description: string;
  full_description_ar: string | null;
  price_paise: number;
  discounted_price_paise: number | null;
  stock_quantity: number;
  order_maximum_quantity: number;
  display_stock_quantity: Flag;
  shipping_charge_paise: number;
  is_shipping_free: Flag;
  estimated_shipping_days: number;
  is_digital: Flag;
  final_sale: Flag;
  published: Flag;
  manufacturer_id: number | null;
  vendor_id: number | null;
  hsn_code: string | null;
  gst_rate_bp: number | null;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
}

export interface OptionState {
  primary_key_value: number;
  display_value: string;
  display_value_ar: string | null;
  price_type_id: number;
  additional_price_paise: number;
  additional_percent: number;
}

export interface AttributeState {
  attribute_id: number;
  is_required: Flag;
  options: OptionState[];
}

export interface ProductState {
  sku: string;
  row: ProductRowState;
  /** Primary first, the others by id. */
  categoryIds: number[];
  /** By id: the links have no order. */
  colourIds: number[];
  sizeIds: number[];
  tagIds: number[];
  attributes: AttributeState[];
  images: string[];
}

export interface StoredProduct extends ProductState {
  id: number;
  version: number;
}

const flag = (value: boolean): Flag => (value ? 1 : 0);
const byNumber = (a: number, b: number) => a - b;

/** Names to ids, each unknown or shared name a problem of the field. */
function resolveNames(
  index: NameIndex,
  field: ProductField,
  names: readonly string[],
  problems: FieldProblem[],
): number[] {
  const ids: number[] = [];
  for (const name of names) {
    const reading = index.read(name);
    if (reading.ok) {
      if (ids.includes(reading.id))
        problems.push({ field, id: 'adminListedTwice', params: { name } });
      else ids.push(reading.id);
    } else problems.push({ field, id: reading.problem, params: { name } });
  }
  return ids;
}

function resolveAttributes(
  attributes: readonly CheckedAttribute[],
  lookups: Lookups,
  state: Pick<ProductState, 'colourIds' | 'sizeIds'>,
  previous: readonly AttributeState[],
  problems: FieldProblem[],
): AttributeState[] {
  const given = attributes.map((attribute) => ({
    attribute,
    id: resolveNames(lookups.attributes, 'attributes', [attribute.name], problems)[0],
  }));
  // Colours and sizes chosen without their attribute get one, required, at no extra price.
  for (const [kind, ids, index] of [
    [ATTRIBUTE_KIND.Color, state.colourIds, lookups.colours],
    [ATTRIBUTE_KIND.Size, state.sizeIds, lookups.sizes],
  ] as const) {
    if (ids.length === 0 || given.some((g) => g.id === kind)) continue;
    const options = ids.map((id) => ({
      value: index.nameOf(id),
      value_ar: null,
      priceType: 1 as const,
      paise: 0,
      percent: 0,
    }));
    given.push({
      attribute: { name: lookups.attributes.nameOf(kind), required: true, options },
      id: kind,
    });
  }
  return given.flatMap(({ attribute, id }) => {
    if (id === undefined) return [];
    const before = previous.find((p) => p.attribute_id === id)?.options ?? [];
    let next = Math.max(0, ...before.map((o) => o.primary_key_value)) + 1;
    const options = attribute.options.flatMap((option): OptionState[] => {
      let key: number | undefined;
      let value = option.value;
      if (id === ATTRIBUTE_KIND.Color || id === ATTRIBUTE_KIND.Size) {
        const [index, ids, field] =
          id === ATTRIBUTE_KIND.Color
            ? [lookups.colours, state.colourIds, 'colours' as const]
            : [lookups.sizes, state.sizeIds, 'sizes' as const];
        const reading = index.read(option.value);
        if (!reading.ok || !ids.includes(reading.id)) {
          problems.push({
            field: 'attributes',
            id: 'adminOptionNotOffered',
            params: { name: option.value, field },
          });
          return [];
        }
        key = reading.id;
        value = index.nameOf(reading.id);
      } else {
        // A kept option keeps its key: saved carts name an option by it.
        key = before.find(
          (o) => o.display_value.toLowerCase() === option.value.toLowerCase(),
        )?.primary_key_value;
        key ??= next++;
      }
      return [
        {
          primary_key_value: key,
          display_value: value,
          display_value_ar: option.value_ar,
          price_type_id: option.priceType,
          additional_price_paise: option.paise,
          additional_percent: option.percent,
        },
      ];
    });
    return [{ attribute_id: id, is_required: flag(attribute.required), options }];
  });
}

/** The stored form of a checked product, or the problems of names the catalogue lacks. */
export function resolveProduct(
  product: CheckedProduct,
  lookups: Lookups,
  previous: StoredProduct | undefined,
): { ok: true; state: ProductState } | { ok: false; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const one = (index: NameIndex, field: ProductField, name: string | null) =>
    name === null ? null : (resolveNames(index, field, [name], problems)[0] ?? null);
  const [primary, ...others] = resolveNames(
    lookups.categories,
    'categories',
    product.categories,
    problems,
  );
  const links = {
    categoryIds: primary === undefined ? [] : [primary, ...others.sort(byNumber)],
    colourIds: resolveNames(lookups.colours, 'colours', product.colours, problems).sort(byNumber),
    sizeIds: resolveNames(lookups.sizes, 'sizes', product.sizes, problems).sort(byNumber),
    tagIds: resolveNames(lookups.tags, 'tags', product.tags, problems).sort(byNumber),
  };
  const html = (text: string | null) =>
    text === null ? null : sanitizeProductHtml(text).trim() || null;
  const state: ProductState = {
    sku: product.sku,
    row: {
      name: product.name,
      name_ar: product.name_ar,
      short_description: product.short_description,
      short_description_ar: product.short_description_ar,
      full_description: html(product.full_description) ?? '',
      full_description_ar: html(product.full_description_ar),
      price_paise: product.pricePaise,
      discounted_price_paise: product.discountedPaise,
      stock_quantity: product.stock,
      order_maximum_quantity: product.maxPerOrder,
      display_stock_quantity: flag(product.displayStock),
      shipping_charge_paise: product.shippingPaise,
      is_shipping_free: flag(product.freeShipping),
      estimated_shipping_days: product.shippingDays,
      is_digital: flag(product.digital),
      final_sale: flag(product.finalSale),
      published: flag(product.published),
      manufacturer_id: one(lookups.brands, 'brand', product.brand),
      vendor_id: one(lookups.vendors, 'vendor', product.vendor),
      hsn_code: product.hsnCode,
      gst_rate_bp: product.gstRateBp,
      meta_title: product.meta_title,
      meta_description: product.meta_description,
      meta_keywords: product.meta_keywords,
    },
    ...links,
    attributes: [],
    images: previous?.images ?? [],
  };
  state.attributes = resolveAttributes(
    product.attributes,
    lookups,
    links,
    previous?.attributes ?? [],
    problems,
  );
  if (
    previous &&
    product.images.length > 0 &&
    product.images.join('|') !== previous.images.join('|')
  ) {
    problems.push({ field: 'images', id: 'adminImagesReadOnly' });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, state };
}

const yesNo = (value: Flag) => (value === 1 ? YES : NO);

/** The draft an export writes for a stored product. */
export function renderProduct(
  product: ProductState,
  lookups: Lookups,
  version: number | null,
): ProductDraft {
  const { row } = product;
  const attributes: CheckedAttribute[] = product.attributes.map((a) => ({
    name: lookups.attributes.nameOf(a.attribute_id),
    required: a.is_required === 1,
    options: a.options.map((o) => ({
      value: o.display_value,
      value_ar: o.display_value_ar,
      priceType: o.price_type_id === 2 ? 2 : 1,
      paise: o.additional_price_paise,
      percent: o.additional_percent,
    })),
  }));
  return {
    sku: product.sku,
    name: row.name,
    name_ar: row.name_ar ?? '',
    short_description: row.short_description,
    short_description_ar: row.short_description_ar ?? '',
    full_description: row.full_description,
    full_description_ar: row.full_description_ar ?? '',
    price: hundredthsText(row.price_paise),
    discounted_price:
      row.discounted_price_paise === null ? '' : hundredthsText(row.discounted_price_paise),
    stock: String(row.stock_quantity),
    max_per_order: String(row.order_maximum_quantity),
    display_stock: yesNo(row.display_stock_quantity),
    shipping_charge: hundredthsText(row.shipping_charge_paise),
    free_shipping: yesNo(row.is_shipping_free),
    shipping_days: String(row.estimated_shipping_days),
    digital: yesNo(row.is_digital),
    final_sale: yesNo(row.final_sale),
    published: yesNo(row.published),
    categories: product.categoryIds.map((id) => lookups.categories.nameOf(id)),
    brand: row.manufacturer_id === null ? '' : lookups.brands.nameOf(row.manufacturer_id),
    vendor: row.vendor_id === null ? '' : lookups.vendors.nameOf(row.vendor_id),
    colours: product.colourIds.map((id) => lookups.colours.nameOf(id)),
    sizes: product.sizeIds.map((id) => lookups.sizes.nameOf(id)),
    tags: product.tagIds.map((id) => lookups.tags.nameOf(id)),
    attributes: attributeDrafts(attributes),
    hsn_code: row.hsn_code ?? '',
    gst_rate: row.gst_rate_bp === null ? '' : hundredthsText(row.gst_rate_bp),
    meta_title: row.meta_title ?? '',
    meta_description: row.meta_description ?? '',
    meta_keywords: row.meta_keywords ?? '',
    images: product.images,
    version: version === null ? '' : String(version),
  };
}

const shown = (value: ProductDraft[ProductField]) =>
  typeof value === 'string'
    ? value
    : Array.isArray(value) && value.every((v) => typeof v === 'string')
      ? value.join('|')
      : JSON.stringify(value);

/** The fields that differ, each as an export writes it (version and pictures aside). */
export function changedFields(
  before: ProductDraft | undefined,
  after: ProductDraft,
): FieldChange[] {
  return PRODUCT_FIELDS.flatMap((field) => {
    if (field === 'version' || field === 'images') return [];
    const was = before ? shown(before[field]) : '';
    const now = shown(after[field]);
    return was === now ? [] : [{ field, before: was, after: now }];
  });
}
