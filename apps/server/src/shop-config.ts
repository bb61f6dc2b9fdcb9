// The shop's details printed on its GST tax invoices (issue #20 §4), part of the environment
// config.ts parses. The defaults describe the demo shop so `npm start` needs nothing; a real
// shop sets its own. The demo GSTIN is made up (PAN AABCB1234M) with a correct check character.
import { z } from 'zod';
import { isValidGstin } from '@bazaar/contract/tax/gstin';

const line = (fallback: string) => z.string().trim().min(2).max(200).default(fallback);

export const shopEnvShape = {
  /** Legal name of the registered business, as on its GST registration. */
  SHOP_LEGAL_NAME: line('Bazaar Retail Pvt. Ltd.'),
  /** Principal place of business, one line. */
  SHOP_ADDRESS: line('14 Linking Road, Bandra West, Mumbai 400050, India'),
  /** The state of that address: a delivery to it is intra-state (CGST + SGST), else IGST. */
  SHOP_STATE: line('Maharashtra'),
  SHOP_GSTIN: z
    .string()
    .trim()
    .toUpperCase()
    .refine(isValidGstin, 'must be a valid GSTIN (15 characters with the right check character)')
    .default('27AABCB1234M1ZT'),
  /** First part of every invoice number: PREFIX/2026-27/000123 (letters and digits, 1–6). */
  INVOICE_PREFIX: z
    .string()
    .regex(/^[A-Z0-9]{1,6}$/, 'must be 1–6 capital letters or digits')
    .default('BZ'),
};
