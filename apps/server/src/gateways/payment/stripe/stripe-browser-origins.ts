// What a browser paying with Stripe.js must reach, for the Content-Security-Policy (Stripe's
// security guide, "Content Security Policy"): its script, the card element's and 3-D Secure's
// frames, its API, and its images. The Address Element's maps origin is left out: not used.
import type { BrowserOrigins } from '../browser-origins.ts';

export const STRIPE_BROWSER_ORIGINS: BrowserOrigins = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
  img: ['https://*.stripe.com'],
};
