// Cart and coupon endpoints (issue #9): the browser's cart priced by the server, and a coupon's
// discount on it. Thin: the rules are in cart.service.ts and the modules it calls.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { defineEndpoint, type FeatureOptions } from '../../wire.ts';
import { cartData, couponDiscount, type CartContext } from './cart.service.ts';

export interface CartOptions extends FeatureOptions {
  couponAttemptsPerAddress: number;
  /** FREE_DELIVERY_THRESHOLD_RUPEES in paise (0: none). */
  freeDeliveryThresholdPaise: number;
}

export const cartFeature = fp<CartOptions>(
  async (app: FastifyInstance, { db, couponAttemptsPerAddress, freeDeliveryThresholdPaise }) => {
    const ctx: CartContext = { db, couponAttemptsPerAddress, freeDeliveryThresholdPaise };
    defineEndpoint(app, 'getCartItems', ({ params }) => cartData(ctx, params));
    // 'optional': a logged-in shopper's own uses count against a per-shopper limit.
    defineEndpoint(
      app,
      'getCouponDiscount',
      ({ params, user, ip }) => couponDiscount(ctx, params, user, ip),
      { access: 'optional', db },
    );
  },
  { name: 'cart', dependencies: [] },
);
