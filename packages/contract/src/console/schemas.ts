// The console's request shapes (zod), one per endpoint of endpoints.ts, validated on the server
// (and usable by the console's forms). Every request may carry languageCode, which picks the
// language of the answer's messages, as on the storefront.
import { z } from 'zod';
import { PARCEL_STAGES, STAGES } from '../orders/fulfilment.ts';
import { optionalId, optionalText, requiredId, text } from '../schemas/params.ts';
import { languageRequest } from '../schemas/language.ts';
import { EMAIL_LIMITS, isValidEmail } from '../validation.ts';
import type { ConsoleEndpointKey } from './endpoints.ts';
import { STAFF_ROLES } from './roles.ts';
import { rupeesTextToPaise } from '../money/rupees-text.ts';

/** Rows per page of a console list, and the most one page may ask for. */
export const CONSOLE_PAGE_SIZE = 25;
export const CONSOLE_PAGE_MAX = 100;
export const STAFF_PASSWORD_MIN = 12;
export const STAFF_PASSWORD_MAX = 150;

const email = text()
  .trim()
  .max(EMAIL_LIMITS.address, `must be at most ${EMAIL_LIMITS.address} characters`)
  .refine(isValidEmail, 'must be an e-mail address')
  .transform((value) => value.toLowerCase());
const password = z
  .string({ error: 'must be text' })
  .min(1, 'is required')
  .max(STAFF_PASSWORD_MAX, `must be at most ${STAFF_PASSWORD_MAX} characters`);
const newPassword = password.refine(
  (value) => value.trim().length >= STAFF_PASSWORD_MIN,
  `must be at least ${STAFF_PASSWORD_MIN} characters`,
);
const role = z.enum(STAFF_ROLES, { error: `must be one of ${STAFF_ROLES.join(', ')}` });
const limit = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(CONSOLE_PAGE_MAX, `must be at most ${CONSOLE_PAGE_MAX}`)
  .default(CONSOLE_PAGE_SIZE);
/** The id of the last row of the previous page (keyset paging: newest first). */
const after = optionalId();
const isoDay = z
  .string({ error: 'must be a date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'must be a real date')
  .optional();

/** Rupees as typed ("1,499.50"), checked here and turned into paise by rupeesTextToPaise. */
const rupees = text()
  .trim()
  .refine((value) => rupeesTextToPaise(value) !== null, 'must be rupees with at most 2 decimals');
const wholeCount = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be at least 0')
  .max(1_000_000, 'must be at most 1000000');

const withLanguage = <T extends z.ZodRawShape>(shape: T) => z.object(shape).and(languageRequest);

export const CONSOLE_SCHEMAS = {
  login: withLanguage({ email, password }),
  acceptInvite: withLanguage({
    email,
    code: text().trim().min(1, 'is required').max(64),
    password: newPassword,
  }),
  logout: withLanguage({}),
  me: withLanguage({}),
  listStaff: withLanguage({}),
  inviteStaff: withLanguage({
    email,
    name: text().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
    role,
    staffLanguage: z.enum(['en', 'ar'], { error: 'must be en or ar' }).default('en'),
  }),
  removeStaff: withLanguage({ staffId: requiredId() }),
  listAudit: withLanguage({
    entity: optionalText(40),
    entityId: optionalText(40),
    staffId: optionalId(),
    from: isoDay,
    to: isoDay,
    after,
    limit,
  }),
  listOrders: withLanguage({
    stage: z.enum(STAGES, { error: 'must be an order stage' }).optional(),
    paymentMethodId: optionalId(),
    from: isoDay,
    to: isoDay,
    search: optionalText(100),
    sort: z.enum(['newest', 'oldest'], { error: 'must be newest or oldest' }).default('newest'),
    after,
    limit,
  }),
  showOrder: withLanguage({ orderId: requiredId() }),
  moveOrder: withLanguage({
    orderId: requiredId(),
    to: z.enum(PARCEL_STAGES.filter((stage) => stage !== 'placed') as [string, ...string[]], {
      error: 'must be packed, shipped, out-for-delivery or delivered',
    }),
    carrier: optionalText(40),
    trackingNumber: optionalText(60),
  }),
  cancelOrder: withLanguage({ orderId: requiredId() }),
  decideReturn: withLanguage({
    returnId: requiredId(),
    decision: z.enum(['approve', 'reject', 'received'], {
      error: 'must be approve, reject or received',
    }),
    note: optionalText(500, { multiline: true }),
  }),
  listSellerRequests: withLanguage({
    status: z
      .enum(['pending', 'approved', 'rejected'], { error: 'must be pending, approved or rejected' })
      .default('pending'),
    after,
    limit,
  }),
  decideSellerRequest: withLanguage({
    requestId: requiredId(),
    decision: z.enum(['approved', 'rejected'], { error: 'must be approved or rejected' }),
    reason: optionalText(1000, { multiline: true }),
  }),
  listCustomers: withLanguage({ search: optionalText(100), after, limit }),
  showCustomer: withLanguage({ userId: requiredId() }),
  revokeCustomerSessions: withLanguage({ userId: requiredId() }),
  listProducts: withLanguage({
    search: optionalText(100),
    published: z.enum(['any', 'yes', 'no'], { error: 'must be any, yes or no' }).default('any'),
    after,
    limit,
  }),
  updateProduct: withLanguage({
    productId: requiredId(),
    /** The version the form was read at (listProducts answers it). */
    version: z.number({ error: 'must be a number' }).int('must be a whole number').min(0),
    price: rupees,
    /** "" for no discount. */
    discountedPrice: optionalText(20).refine(
      (value) => value === '' || rupeesTextToPaise(value) !== null,
      'must be rupees with at most 2 decimals, or empty',
    ),
    stock: wholeCount,
    maxPerOrder: wholeCount,
    published: z.boolean({ error: 'must be true or false' }),
  }),
} as const satisfies Record<ConsoleEndpointKey, z.ZodType>;

export type ConsoleRequest<K extends ConsoleEndpointKey> = z.output<(typeof CONSOLE_SCHEMAS)[K]>;
