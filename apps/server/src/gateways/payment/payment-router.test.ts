// The router sends each call to the gateway that serves it: card and wallet to their own, a
// refund to the provider that took the money, findPayment to each in turn.
import { describe, expect, it } from 'vitest';
import { PaymentRouter } from './create-payment-gateway.ts';
import type { PaymentGateway, Refund } from './payment-gateway.ts';

function recorder(provider: string, calls: string[], found?: string): PaymentGateway {
  const note = (call: string) => calls.push(`${provider}.${call}`);
  return {
    provider,
    publishableKey: `key-${provider}`,
    createCheckout: (request) => {
      note(`checkout:${request.method}`);
      return Promise.resolve({
        ...request,
        provider,
        orderId: 'o',
        currency: 'INR',
        publishableKey: 'k',
      });
    },
    chargeCard: (charge) => {
      note('charge');
      return Promise.resolve({ provider, reference: 'c', amountPaise: charge.amountPaise });
    },
    createWalletOrder: (order) => {
      note('walletOrder');
      return Promise.resolve({ id: 'w', status: 'CREATED', amountPaise: order.amountPaise });
    },
    captureWalletOrder: (capture) => {
      note('capture');
      return Promise.resolve({ provider, reference: 'w', amountPaise: capture.amountPaise });
    },
    refund: (refund: Refund) => {
      note(`refund:${refund.reference}`);
      return Promise.resolve({ refundId: `rf-${provider}` });
    },
    findPayment: (reference) => {
      note(`find:${reference}`);
      return Promise.resolve(found ? { provider, reference: found, amountPaise: 1 } : undefined);
    },
  };
}

describe('the payment router', () => {
  it('routes each method to its own gateway and refunds through the one that took the money', async () => {
    const calls: string[] = [];
    const router = new PaymentRouter(
      recorder('razorpay', calls),
      recorder('paypal', calls, 'cap-1'),
    );
    expect(router.publishableKey).toBe('key-razorpay');
    await router.chargeCard({ token: '', userId: 1, amountPaise: 100, reference: 'attempt-1' });
    await router.createCheckout({ method: 'wallet', userId: 1, amountPaise: 100 });
    await router.captureWalletOrder({
      walletOrderId: 'w',
      userId: 1,
      amountPaise: 100,
      reference: 'a',
    });
    expect(
      await router.refund({ provider: 'paypal', reference: 'cap-1', amountPaise: 100 }),
    ).toEqual({
      refundId: 'rf-paypal',
    });
    expect(await router.findPayment('attempt-9')).toMatchObject({ provider: 'paypal' });
    expect(calls).toEqual([
      'razorpay.charge',
      'paypal.checkout:wallet',
      'paypal.capture',
      'paypal.refund:cap-1',
      'razorpay.find:attempt-9',
      'paypal.find:attempt-9',
    ]);
    await expect(
      router.refund({ provider: 'stripe', reference: 'x', amountPaise: 1 }),
    ).rejects.toThrow(/stripe is not configured/);
  });

  it('is one gateway when one provider serves both methods', () => {
    const calls: string[] = [];
    const gateway = recorder('sandbox', calls);
    const router = new PaymentRouter(gateway, gateway);
    expect(router.provider).toBe('sandbox');
    expect(router.gateways).toEqual([gateway]);
  });
});
