// Places the order (POST_CUSTOMER_ORDER) with one Idempotency-Key per attempt. An attempt whose
// outcome is unknown (no answer, a 409 "still in flight", a 422 "key used for another request",
// a 5xx) is kept — in localStorage too (open-attempt.ts), so a reload or a closed tab keeps it:
// paying for the same cart again reuses the key, and the server answers the first outcome
// instead of charging twice. A definite answer (placed, out of stock, declined, bad input) ends
// the attempt; the next try gets a new key. A ref, not state, guards against a second submit in
// the same tick (a double click).
import { useCallback, useRef, useState } from 'react';
import type { RequestOf } from '@bazaar/contract/api-schemas';
import type { PaymentMethodId } from '@bazaar/contract/constants';
import { RESPONSE_MSG } from '@bazaar/contract/messages';
import type { ApiResult, Answer } from '../../api/client.ts';
import { useMutation } from '../../lib/use-mutation.ts';
import type { RazorpayProof } from './razorpay/razorpay-checkout.ts';
import {
  forgetOpenAttempt,
  keepOpenAttempt,
  purchaseFingerprint,
  readOpenAttempt,
} from './open-attempt.ts';

export type OrderRequest = RequestOf<'postCustomerOrder'>;

/** A payment method (the contract's PAYMENT_METHOD) as the select and the wire carry it. */
export type PaymentMethodValue = `${PaymentMethodId}`;
export const paymentMethodValue = (id: PaymentMethodId): PaymentMethodValue => `${id}`;

/** What the shopper chose: an attempt is "the same order" while these are unchanged. */
export interface OrderDraft {
  UserID: number;
  OrderNote: string;
  cartJsonData: string;
  CouponCode: string;
  PaymentMethod: PaymentMethodValue;
  /** The address-book entry to deliver to; absent for an all-digital cart. */
  AddressId?: number;
}

export interface PaymentProof {
  paymentToken?: string;
  payPalOrderConfirmJson?: string;
  /** Razorpay Checkout's answer (razorpay/razorpay-checkout.ts). */
  razorpay?: RazorpayProof;
}

export type PlaceOutcome =
  | { placed: true; orderNumber: string | undefined }
  | { placed: false; key: string; result: ApiResult<Answer<'postCustomerOrder'>> | null };

interface Attempt {
  draft: string;
  key: string;
  request: OrderRequest;
}

/** 128 random bits as hex (crypto.randomUUID needs a secure context; this does not). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * No answer (or none that could be read), "the first is still in flight" (HTTP 409), the key already used by a first try
 * with another payment (HTTP 422), or a server fault (HTTP 5xx): the order may exist. A shopper
 * outcome (HTTP 200, statusCode 501: out of stock, declined) is definite.
 */
export function outcomeUnknown(result: ApiResult<unknown>): boolean {
  if (result.ok) return false;
  // No envelope could be read (no answer, a body cut off): nothing says what happened.
  if (!result.envelope) return true;
  const { httpStatus } = result;
  return httpStatus === 409 || httpStatus === 422 || httpStatus >= 500;
}

const draftKey = (draft: OrderDraft): string => JSON.stringify(draft);

export function usePlaceOrder() {
  const { mutate } = useMutation('postCustomerOrder', { overlay: true });
  const attempt = useRef<Attempt | null>(null);
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);

  /** True when a try of this very order is still unresolved in this page (its payment is reused). */
  const hasOpenAttempt = useCallback(
    (draft: OrderDraft) => attempt.current?.draft === draftKey(draft),
    [],
  );

  /** Ends the attempt with this key (placed, or refused for good): the next try gets a new key. */
  const endAttempt = useCallback((key: string) => {
    if (attempt.current?.key === key) attempt.current = null;
    forgetOpenAttempt(key);
  }, []);

  const place = async (draft: OrderDraft, proof: PaymentProof = {}): Promise<PlaceOutcome> => {
    if (inFlight.current) return { placed: false, key: '', result: null };
    inFlight.current = true;
    setPending(true);
    try {
      const open = attempt.current?.draft === draftKey(draft) ? attempt.current : null;
      const fingerprint = purchaseFingerprint(draft);
      // The same cart paid for again (after a reload, another method): the kept key, so a first
      // try the server did receive is answered, never charged a second time.
      const kept = readOpenAttempt(fingerprint);
      const key = open?.key ?? kept?.key ?? newIdempotencyKey();
      keepOpenAttempt({ fingerprint, key, openedAt: kept?.openedAt ?? Date.now() });
      const current: Attempt = open ?? {
        draft: draftKey(draft),
        key,
        // The key rides in the header (Stripe's convention) and in the body for hosts that
        // read parameters only; either way one attempt sends one key.
        request: {
          ...draft,
          paymentToken: proof.paymentToken ?? '',
          payPalOrderConfirmJson: proof.payPalOrderConfirmJson ?? '{}',
          ...proof.razorpay,
          IdempotencyKey: key,
        },
      };
      attempt.current = current;
      const result = await mutate(current.request, { idempotencyKey: current.key });
      if (!outcomeUnknown(result)) endAttempt(key);
      const [row] = result.ok ? result.data : [];
      if (row?.ResponseMsg === RESPONSE_MSG.orderPlaced) {
        return { placed: true, orderNumber: row.OrderNumber };
      }
      return { placed: false, key, result };
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  return { place, pending, hasOpenAttempt, endAttempt };
}
