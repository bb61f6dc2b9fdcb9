// Accounts, coupons, orders and payments.
import type { CreatedAt, Flag, Id, Paise, Timestamp, WithDefault } from './scalars.ts';

export interface UsersTable {
  id: Id;
  /** Stored trimmed and lower-cased; UNIQUE. Look up with the same normalization. */
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  mobile_no: string | null;
  address_line_one: string | null;
  country_id: number | null;
  state_province_id: number | null;
  city_id: number | null;
  postal_code: string | null;
  /** 'en' or 'ar': the language of the e-mails the shopper gets (0005). */
  language_code: WithDefault<string>;
  created_at: CreatedAt;
  updated_at: WithDefault<Timestamp>;
}

/** Login tokens; only a hash (e.g. SHA-256 hex) of the random token is stored. */
export interface AuthTokensTable {
  id: Id;
  token_hash: string;
  user_id: number;
  created_at: CreatedAt;
  /** Idle deadline: moved forward by use (by idle_seconds), never past absolute_expires_at. */
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  /** 0005: the latest a session may live, whatever its use; null for older rows. */
  absolute_expires_at: Timestamp | null;
  idle_seconds: number | null;
}

export interface PasswordResetOtpsTable {
  id: Id;
  /** Lower-cased e-mail the code was sent to. */
  email: string;
  otp_hash: string;
  attempts: WithDefault<number>;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface CouponsTable {
  id: Id;
  /** Upper-cased; UNIQUE. */
  code: string;
  /** 1 fixed amount (discount_amount_paise), 2 percentage (discount_percent) — as ATTRIBUTE_PRICE_TYPE. */
  discount_type_id: number;
  discount_amount_paise: WithDefault<Paise>;
  /** Whole percent, e.g. 10. */
  discount_percent: WithDefault<number>;
  /** Cap for percentage coupons; null means no cap. */
  max_discount_paise: Paise | null;
  min_order_total_paise: WithDefault<Paise>;
  valid_from: Timestamp | null;
  valid_to: Timestamp | null;
  /** Total redemptions allowed; null means unlimited. */
  usage_limit: number | null;
  /**
   * Redemptions so far. Increment with
   * `UPDATE … SET times_used = times_used + 1 WHERE id = ? AND (usage_limit IS NULL OR times_used < usage_limit)`
   * inside the order transaction so concurrent orders cannot exceed the limit.
   */
  times_used: WithDefault<number>;
  active: WithDefault<Flag>;
  created_at: CreatedAt;
  /** Redemptions allowed per shopper; null means no per-shopper limit (0007). */
  per_user_limit: number | null;
  /** 1: products already on sale count towards the discount; 0: only full-price ones (0007). */
  applies_to_discounted: WithDefault<Flag>;
}

export interface CouponRedemptionsTable {
  id: Id;
  coupon_id: number;
  order_id: number;
  user_id: number;
  discount_paise: Paise;
  created_at: CreatedAt;
  /**
   * 1 for the shopper's first use of the coupon, 2 for the second…; UNIQUE with (coupon_id,
   * user_id), so two concurrent orders cannot both take the shopper's last allowed use (0007).
   */
  user_use_number: WithDefault<number>;
}

export interface OrdersTable {
  id: Id;
  user_id: number;
  /** Shown to the shopper; UNIQUE. */
  order_number: string;
  /** ORDER_STATUS (latest). */
  status_id: number;
  payment_method_id: number;
  coupon_id: number | null;
  coupon_code: string | null;
  subtotal_paise: Paise;
  shipping_paise: Paise;
  discount_paise: WithDefault<Paise>;
  total_paise: Paise;
  note: string | null;
  /**
   * Client-supplied key; UNIQUE per user (user_id, idempotency_key), so a retried request cannot
   * create a second order. Look an order up by key together with its user_id.
   */
  idempotency_key: string | null;
  /** Gateway charge / capture id. */
  payment_reference: string | null;
  created_at: CreatedAt;
  updated_at: WithDefault<Timestamp>;
  /** The contract's DeliveryAddress as JSON, frozen at placing; null when all-digital (0015). */
  delivery_address_json: WithDefault<string | null>;
  /** The parcel's stage (contract orders/fulfilment.ts Stage); status_id answers it (0019). */
  stage: WithDefault<string>;
}

/** A shopper's address book (0015); one row per user has is_default = 1 once they have any. */
export interface UserAddressesTable {
  id: Id;
  user_id: number;
  full_name: string;
  /** Ten digits for India (address-rules.ts storedMobile). */
  mobile: string;
  pin_code: string;
  /** House, building, street. */
  line1: string;
  /** Area, landmark; '' when none. */
  line2: WithDefault<string>;
  country_id: number | null;
  state_province_id: number | null;
  city_id: number | null;
  is_default: WithDefault<Flag>;
  created_at: CreatedAt;
  updated_at: WithDefault<Timestamp>;
}

export interface OrderItemsTable {
  id: Id;
  order_id: number;
  product_id: number;
  /** Copies taken at order time so history does not change with the catalogue. */
  product_name: string;
  /** The product's Arabic name at order time; null when it had none (0012). */
  product_name_ar: string | null;
  image_url: string | null;
  unit_price_paise: Paise;
  quantity: number;
  shipping_paise: WithDefault<Paise>;
  total_paise: Paise;
  is_digital: WithDefault<Flag>;
  /** ORDER_STATUS; a digital item downloads when this or shipping_status_id is Completed. */
  status_id: number;
  shipping_status_id: number;
  /** JSON text: chosen options [{ProductAttributeID, PrimaryKeyValue, AttributeName, DisplayValue, AdditionalPrice}]. */
  attributes_json: WithDefault<string>;
  /** The line's stage: its order's parcel stage, or an after-sales one of its own (0019). */
  stage: WithDefault<string>;
}

export interface OrderStatusHistoryTable {
  id: Id;
  order_id: number;
  /** null when the change concerns the whole order. */
  order_item_id: number | null;
  status_id: number;
  note: string | null;
  created_at: CreatedAt;
  /** The StageEvent recorded (0019); null only on rows the migration could not place. */
  stage: WithDefault<string | null>;
  /** Who moved it: 'shopper', 'operator', 'system' (0019); null before. */
  actor: WithDefault<string | null>;
  /** A shipment's carrier and tracking number (0019). */
  carrier: WithDefault<string | null>;
  tracking_number: WithDefault<string | null>;
}

/** One row per gateway interaction (card charge, wallet create/capture), for audit and capture. */
export interface PaymentTransactionsTable {
  id: Id;
  order_id: number | null;
  user_id: number | null;
  payment_method_id: number;
  /** 'sandbox', 'stripe', 'paypal'. */
  provider: string;
  /** Gateway's id; UNIQUE with provider. */
  provider_reference: string;
  amount_paise: Paise;
  currency: WithDefault<string>;
  /** 'created', 'approved', 'captured', 'failed'… */
  status: string;
  payload_json: string | null;
  /** Our idempotency reference (`attempt-<id>`) the payment was made under (0013); sandbox only. */
  idempotency_reference: string | null;
  created_at: CreatedAt;
  updated_at: WithDefault<Timestamp>;
}
