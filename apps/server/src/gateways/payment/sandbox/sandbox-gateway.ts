// The sandbox gateway (test mode, no real money): cards are tokenised by our own endpoint and
// charged by the test number's outcome; wallet orders are created, approved by the shopper and
// captured by the server. Its state lives in the database (sandbox_card_tokens,
// payment_transactions), so every server instance sees the same payments.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { PAYMENT_METHOD } from '@bazaar/contract/constants';
import type { Database } from '../../../db/schema.ts';
import {
  PaymentDeclined,
  type CardCharge,
  type Checkout,
  type CheckoutRequest,
  type RefundDone,
  type Payment,
  type PaymentGateway,
  type Refund,
  type WalletCapture,
  type WalletOrder,
} from '../payment-gateway.ts';
import {
  brandOf,
  cardProblem,
  declineMessage,
  digitsOf,
  outcomeOf,
  type CardInput,
  type SandboxOutcome,
} from './sandbox-cards.ts';
import { refundPart } from './sandbox-refunds.ts';

export const SANDBOX_PROVIDER = 'sandbox';
/** A card token is good for one charge within this time. */
export const CARD_TOKEN_TTL_MS = 15 * 60_000;

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
const randomId = (prefix: string) => `${prefix}${randomBytes(18).toString('base64url')}`;

const WALLET_STATUS = { created: 'CREATED', approved: 'APPROVED', captured: 'COMPLETED' } as const;

export class SandboxGateway implements PaymentGateway {
  readonly provider = SANDBOX_PROVIDER;

  constructor(
    private readonly db: Kysely<Database>,
    readonly publishableKey: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The card form's step: checks the card, keeps only a token (+ last4, brand, outcome). */
  async createCardToken(userId: number, card: CardInput): Promise<string> {
    const now = this.now();
    const problem = cardProblem(card, now);
    if (problem) throw new PaymentDeclined(problem);
    const digits = digitsOf(card.CardNumber);
    const token = randomId('tok_sandbox_');
    await this.db
      .insertInto('sandbox_card_tokens')
      .values({
        token_hash: hashOf(token),
        user_id: userId,
        last4: digits.slice(-4),
        brand: brandOf(digits),
        outcome: outcomeOf(digits),
        expires_at: new Date(now.getTime() + CARD_TOKEN_TTL_MS).toISOString(),
      })
      .execute();
    return token;
  }

  /** The card form needs no provider order; the wallet's checkout is its wallet order. */
  async createCheckout({ method, userId, amountPaise }: CheckoutRequest): Promise<Checkout> {
    const orderId =
      method === 'wallet' ? (await this.createWalletOrder({ userId, amountPaise })).id : null;
    return {
      provider: SANDBOX_PROVIDER,
      method,
      orderId,
      amountPaise,
      currency: 'INR',
      publishableKey: this.publishableKey,
    };
  }

  async chargeCard({ token, userId, amountPaise, reference }: CardCharge): Promise<Payment> {
    const now = this.now().toISOString();
    // Single use: only the first charge of an unexpired token of this shopper takes it.
    const used = await this.db
      .updateTable('sandbox_card_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', hashOf(token))
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['outcome', 'last4', 'brand'])
      .executeTakeFirst();
    if (!used) throw new PaymentDeclined({ id: 'paymentTokenInvalid' });
    const failure = declineMessage(used.outcome as SandboxOutcome);
    const chargeId = randomId('ch_sandbox_');
    await this.db
      .insertInto('payment_transactions')
      .values({
        user_id: userId,
        payment_method_id: PAYMENT_METHOD.Card,
        provider: SANDBOX_PROVIDER,
        provider_reference: chargeId,
        amount_paise: amountPaise,
        status: failure ? 'declined' : 'captured',
        payload_json: JSON.stringify({ reference, last4: used.last4, brand: used.brand }),
        idempotency_reference: reference,
      })
      .execute();
    if (failure) throw new PaymentDeclined(failure);
    return { provider: SANDBOX_PROVIDER, reference: chargeId, amountPaise };
  }

  async createWalletOrder({ userId, amountPaise }: { userId: number; amountPaise: number }) {
    const id = randomId('WO-');
    await this.db
      .insertInto('payment_transactions')
      .values({
        user_id: userId,
        payment_method_id: PAYMENT_METHOD.OnlineWallet,
        provider: SANDBOX_PROVIDER,
        provider_reference: id,
        amount_paise: amountPaise,
        status: 'created',
        payload_json: null,
      })
      .execute();
    return { id, status: 'CREATED', amountPaise } satisfies WalletOrder;
  }

  /** The stand-in for the provider's approval page: the shopper approves their own order. */
  async approveWalletOrder(userId: number, id: string): Promise<WalletOrder | null> {
    await this.db
      .updateTable('payment_transactions')
      .set({ status: 'approved', updated_at: this.now().toISOString() })
      .where('provider', '=', SANDBOX_PROVIDER)
      .where('provider_reference', '=', id)
      .where('payment_method_id', '=', PAYMENT_METHOD.OnlineWallet)
      .where('user_id', '=', userId)
      .where('status', '=', 'created')
      .execute();
    return this.walletOrder(userId, id);
  }

  async walletOrder(userId: number, id: string): Promise<WalletOrder | null> {
    const row = await this.db
      .selectFrom('payment_transactions')
      .select(['status', 'amount_paise'])
      .where('provider', '=', SANDBOX_PROVIDER)
      .where('provider_reference', '=', id)
      .where('payment_method_id', '=', PAYMENT_METHOD.OnlineWallet)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    const status = row && WALLET_STATUS[row.status as keyof typeof WALLET_STATUS];
    return status ? { id, status, amountPaise: row.amount_paise } : null;
  }

  async captureWalletOrder(capture: WalletCapture): Promise<Payment> {
    const { walletOrderId, userId, amountPaise, reference } = capture;
    const order = await this.walletOrder(userId, walletOrderId);
    if (!order || order.status !== 'APPROVED')
      throw new PaymentDeclined({ id: 'walletNotApproved' });
    if (order.amountPaise !== amountPaise) throw new PaymentDeclined({ id: 'walletAmountChanged' });
    // Captured once: a second capture of the same order finds it no longer approved.
    const captured = await this.db
      .updateTable('payment_transactions')
      .set({
        status: 'captured',
        payload_json: JSON.stringify({ reference }),
        idempotency_reference: reference,
        updated_at: this.now().toISOString(),
      })
      .where('provider', '=', SANDBOX_PROVIDER)
      .where('provider_reference', '=', walletOrderId)
      .where('user_id', '=', userId)
      .where('status', '=', 'approved')
      .where('amount_paise', '=', amountPaise)
      .executeTakeFirst();
    if (captured.numUpdatedRows !== 1n) throw new PaymentDeclined({ id: 'walletNotApproved' });
    return { provider: SANDBOX_PROVIDER, reference: walletOrderId, amountPaise };
  }

  async refund({ reference, amountPaise, idempotencyReference }: Refund): Promise<RefundDone> {
    if (idempotencyReference === undefined) {
      await this.db
        .updateTable('payment_transactions')
        .set({ status: 'refunded', updated_at: this.now().toISOString() })
        .where('provider', '=', SANDBOX_PROVIDER)
        .where('provider_reference', '=', reference)
        .where('status', '=', 'captured')
        .execute();
      return { refundId: `rf_sandbox_${reference}` };
    }
    await refundPart(this.db, { reference, amountPaise, idempotencyReference }, this.now());
    return { refundId: `rf_sandbox_${idempotencyReference}` };
  }

  async findPayment(reference: string): Promise<Payment | undefined> {
    const row = await this.db
      .selectFrom('payment_transactions')
      .select(['provider_reference', 'amount_paise'])
      .where('provider', '=', SANDBOX_PROVIDER)
      .where('idempotency_reference', '=', reference)
      .where('status', '=', 'captured')
      .executeTakeFirst();
    return row
      ? {
          provider: SANDBOX_PROVIDER,
          reference: row.provider_reference,
          amountPaise: row.amount_paise,
        }
      : undefined;
  }
}
