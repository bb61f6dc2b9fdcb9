// What a browser showing PayPal's buttons must reach, for the Content-Security-Policy (PayPal's
// JavaScript SDK guide, "Content Security Policy"): its SDK script (www.paypal.com/sdk/js) and
// the pieces it loads from paypalobjects.com, the buttons' and checkout's frames, its API and
// its images. `*.paypal.com` covers the sandbox (www.sandbox.paypal.com) too.
import type { BrowserOrigins } from '../browser-origins.ts';

export const PAYPAL_BROWSER_ORIGINS: BrowserOrigins = {
  script: ['https://*.paypal.com', 'https://*.paypalobjects.com'],
  frame: ['https://*.paypal.com'],
  connect: ['https://*.paypal.com'],
  img: ['https://*.paypal.com', 'https://*.paypalobjects.com'],
};
