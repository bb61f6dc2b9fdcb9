// Razorpay Checkout (cards, UPI, netbanking, wallets in one sheet) for a payment Razorpay takes:
// the server makes the Razorpay order for its own amount (payments/checkout), checkout.js is
// loaded then — only here, only when Razorpay is configured, never in the bundle — and the
// sheet opened on that order. Its handler's three fields go to post-customer-order, where the
// server checks the signature and reads the payment back from Razorpay.
export const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

export interface RazorpayProof {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

interface RazorpayOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description?: string;
  prefill?: { name?: string; email?: string; contact?: string };
  handler: (response: RazorpayProof) => void;
  modal: { ondismiss: () => void; escape?: boolean };
  theme?: { color?: string };
}

type RazorpayConstructor = new (options: RazorpayOptions) => { open(): void };

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | null = null;

/** Adds checkout.js once; a failed load may be tried again. */
export function loadRazorpay(src = RAZORPAY_SCRIPT): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () =>
      window.Razorpay ? resolve(window.Razorpay) : reject(new Error('no Razorpay'));
    script.onerror = () => {
      script.remove();
      reject(new Error('checkout.js did not load'));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

export interface SheetOrder {
  key: string;
  orderId: string;
  amountPaise: number;
  currency: string;
  shopName: string;
  prefill: { name?: string; email?: string };
}

/** Opens the sheet; answers the handler's proof, or null when the shopper closed it. */
export async function payInRazorpay(order: SheetOrder): Promise<RazorpayProof | null> {
  const Razorpay = await loadRazorpay();
  return new Promise((resolve) => {
    new Razorpay({
      key: order.key,
      order_id: order.orderId,
      amount: order.amountPaise,
      currency: order.currency,
      name: order.shopName,
      prefill: order.prefill,
      handler: (response) => resolve(response),
      modal: { ondismiss: () => resolve(null), escape: true },
    }).open();
  });
}
