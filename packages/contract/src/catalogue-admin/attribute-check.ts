// A product's attributes as staff write them: a list of {name, required, options: [{value,
// value_ar, extra: Fixed|Percentage, amount}]} — an array from the form or a JSON file, the
// same list as JSON text in one CSV cell. A Fixed extra is rupees (read exactly into paise), a
// Percentage a whole percent of the base price, as the cart prices it (pricing/option-price.ts).
import { z } from 'zod';
import type { CatalogueAdminTextId } from '@bazaar/i18n/catalogue-admin-texts';
import { ATTRIBUTE_PRICE_TYPE } from '../constants.ts';
import { hundredthsText, readHundredths } from './decimal-text.ts';
import type { AttributeDraft } from './product-draft.ts';

export interface CheckedOption {
  value: string;
  value_ar: string | null;
  priceType: (typeof ATTRIBUTE_PRICE_TYPE)[keyof typeof ATTRIBUTE_PRICE_TYPE];
  paise: number;
  percent: number;
}

export interface CheckedAttribute {
  name: string;
  required: boolean;
  options: CheckedOption[];
}

interface AttributeProblem {
  id: CatalogueAdminTextId;
  params?: Record<string, string | number>;
}

const amountSchema = z.union([z.string(), z.number()]).optional();
const ATTRIBUTES = z.array(
  z.object({
    name: z.string().trim().min(1).max(100),
    required: z.union([z.boolean(), z.enum(['yes', 'no', 'true', 'false'])]).optional(),
    options: z.array(
      z.object({
        value: z.string().trim().min(1).max(100),
        value_ar: z.string().trim().max(100).optional(),
        extra: z.string().optional(),
        amount: amountSchema,
      }),
    ),
  }),
);

function parsed(input: unknown): unknown {
  if (typeof input !== 'string') return input ?? [];
  if (input.trim() === '') return [];
  try {
    return JSON.parse(input) as unknown;
  } catch {
    return undefined;
  }
}

export function checkAttributes(
  input: unknown,
  maxPaise: number,
): { attributes: CheckedAttribute[]; problems: AttributeProblem[] } {
  const result = ATTRIBUTES.safeParse(parsed(input));
  if (!result.success) return { attributes: [], problems: [{ id: 'adminAttributesNotList' }] };
  const problems: AttributeProblem[] = [];
  const names = new Set<string>();
  const attributes = result.data.map((attribute): CheckedAttribute => {
    if (names.has(attribute.name.toLowerCase())) {
      problems.push({ id: 'adminListedTwice', params: { name: attribute.name } });
    }
    names.add(attribute.name.toLowerCase());
    if (attribute.options.length === 0) {
      problems.push({ id: 'adminAttributeEmpty', params: { name: attribute.name } });
    }
    const values = new Set<string>();
    const options = attribute.options.map((option): CheckedOption => {
      const name = option.value;
      if (values.has(name.toLowerCase()))
        problems.push({ id: 'adminListedTwice', params: { name } });
      values.add(name.toLowerCase());
      const amount = String(option.amount ?? '0').trim() || '0';
      const extra = (option.extra ?? 'Fixed').trim().toLowerCase();
      const base = { value: name, value_ar: option.value_ar || null, paise: 0, percent: 0 };
      if (extra === 'percentage') {
        const percent = /^\d{1,3}$/.test(amount) ? Number(amount) : NaN;
        if (!(percent <= 100)) problems.push({ id: 'adminOptionPercent', params: { name } });
        return { ...base, priceType: ATTRIBUTE_PRICE_TYPE.Percentage, percent: percent || 0 };
      }
      if (extra !== 'fixed') problems.push({ id: 'adminOptionExtraType', params: { name } });
      const reading = readHundredths(amount, maxPaise);
      if (!reading.ok) {
        problems.push({ id: 'adminOptionAmount', params: { name, max: `₹${maxPaise / 100}` } });
      }
      const paise = reading.ok ? reading.hundredths : 0;
      return { ...base, priceType: ATTRIBUTE_PRICE_TYPE.FixedValue, paise };
    });
    const required =
      attribute.required === true || attribute.required === 'yes' || attribute.required === 'true';
    return { name: attribute.name, required, options };
  });
  return { attributes, problems };
}

/** The written form of checked attributes: what an export holds, and what compares equal. */
export function attributeDrafts(attributes: readonly CheckedAttribute[]): AttributeDraft[] {
  return attributes.map((attribute) => ({
    name: attribute.name,
    required: attribute.required,
    options: attribute.options.map((option) => ({
      value: option.value,
      value_ar: option.value_ar ?? '',
      extra: option.priceType === ATTRIBUTE_PRICE_TYPE.Percentage ? 'Percentage' : 'Fixed',
      amount:
        option.priceType === ATTRIBUTE_PRICE_TYPE.Percentage
          ? String(option.percent)
          : hundredthsText(option.paise),
    })),
  }));
}
