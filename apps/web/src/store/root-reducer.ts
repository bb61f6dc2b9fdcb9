// The root reducer, here in shared code rather than in app/ so that a slice only some chunks use
// (the applied coupon, entities/cart/coupon-slice.ts) can inject itself when its code loads,
// without importing app/. app/store.ts adds the parts every page has (user, cart).
import { combineSlices } from '@reduxjs/toolkit';
import { commonReducer } from './common-slice.ts';

/** Slices injected on load; each one's file adds itself here (declaration merging). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by lazy slices
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices({
  common: commonReducer,
}).withLazyLoadedSlices<LazyLoadedSlices>();
