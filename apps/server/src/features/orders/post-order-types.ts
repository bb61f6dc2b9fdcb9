// The parameters of post-customer-order as validated. Its own module so that the steps of an
// order (draft, reserve, write) can name them without importing place-order.service.ts, which
// imports those steps.
import type { z } from 'zod';
import type { postOrderRequest } from '@bazaar/contract/schemas/orders';

export type PostOrder = z.output<typeof postOrderRequest>;
