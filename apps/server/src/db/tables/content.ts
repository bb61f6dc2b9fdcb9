// Content, configuration, locations and visitor submissions.
import type { CreatedAt, Flag, Id, Timestamp, WithDefault } from './scalars.ts';

/** Spec §3 Banner. Only theme_type_id = HOME_BANNER_THEME_TYPE_ID (1) shows in the home slider. */
export interface BannersTable {
  id: Id;
  theme_type_id: number;
  image_url: string;
  top_title: string | null;
  top_title_ar: string | null;
  main_title: string | null;
  main_title_ar: string | null;
  bottom_title: string | null;
  bottom_title_ar: string | null;
  left_button_text: string | null;
  left_button_text_ar: string | null;
  /** In-store route without language prefix, e.g. '/all-products/0/all-categories'. */
  left_button_url: string | null;
  right_button_text: string | null;
  right_button_text_ar: string | null;
  right_button_url: string | null;
  display_order: WithDefault<number>;
  active: WithDefault<Flag>;
}

export interface CampaignsTable {
  id: Id;
  main_title: string;
  main_title_ar: string | null;
  discount_title: string;
  discount_title_ar: string | null;
  /** Plain text (no HTML). */
  body: string;
  body_ar: string | null;
  cover_picture_url: string;
  display_order: WithDefault<number>;
  active: WithDefault<Flag>;
  created_at: CreatedAt;
}

/** The products a campaign promotes, in the order its page shows them (migration 0010). */
export interface CampaignProductsTable {
  campaign_id: number;
  product_id: number;
  position: WithDefault<number>;
}

/** Ids are fixed (PAYMENT_METHOD): 2 online wallet, 5 card, 6 cash on delivery. */
export interface PaymentMethodsTable {
  id: number;
  name: string;
  name_ar: string | null;
  image_url: string;
  display_order: WithDefault<number>;
  active: WithDefault<Flag>;
}

/** Key/value settings. Known keys: APP_CONFIG_KEYS in db/app-config-keys.ts. */
export interface AppConfigTable {
  key: string;
  value: string;
}

export interface CountriesTable {
  id: Id;
  name: string;
  name_ar: string | null;
  /** India first. */
  display_order: WithDefault<number>;
}

export interface StatesProvincesTable {
  id: Id;
  country_id: number;
  name: string;
  /** Arabic name (0015); null where none was loaded. */
  name_ar: WithDefault<string | null>;
}

export interface CitiesTable {
  id: Id;
  state_province_id: number;
  name: string;
  /** Arabic name or transliteration (0015, docs/addresses.md); null where none was loaded. */
  name_ar: WithDefault<string | null>;
}

/** Translated UI text per page entity (PAGE_ENTITY) and language; unique on the three keys. */
export interface LocalizationLabelsTable {
  id: Id;
  entity_id: number;
  language_id: number;
  label_html_id: string;
  text: string;
}

export interface SubscribersTable {
  id: Id;
  /** Stored trimmed and lower-cased; UNIQUE. */
  email: string;
  created_at: CreatedAt;
}

export interface ContactMessagesTable {
  id: Id;
  full_name: string;
  email: string;
  phone_number: string;
  subject: string;
  message: string;
  created_at: CreatedAt;
}

/** Become-seller requests; approval happens outside the storefront. */
export interface SellerRequestsTable {
  id: Id;
  first_name: string;
  last_name: string;
  email: string;
  /** Slow salted hash (scrypt/argon2id), never the password. */
  password_hash: string;
  mobile_no: string;
  address_line_one: string;
  country_id: number | null;
  state_province_id: number | null;
  city_id: number | null;
  postal_code: string | null;
  /** 'pending' until someone outside the storefront decides. */
  status: WithDefault<string>;
  created_at: CreatedAt;
  /** 0005: when an operator approved or rejected it. */
  decided_at: Timestamp | null;
  /** 0027: the language the request was made in; its decision is mailed in it. */
  language_code: WithDefault<string>;
  /** 0027: why it was rejected (mailed to the requester). */
  decision_reason: string | null;
}

/** Mail waiting to be sent (OTP codes, order confirmations); the mail gateway drains it. */
export interface OutboxEmailsTable {
  id: Id;
  to_email: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attempts: WithDefault<number>;
  last_error: string | null;
  created_at: CreatedAt;
  sent_at: Timestamp | null;
  /** 0005: not to be tried before this (a retry's back-off, or a sender's claim). */
  next_attempt_at: Timestamp | null;
}

/** 0005: secrets the server makes for itself once and every instance shares (sealing key). */
export interface ServerSecretsTable {
  name: string;
  value: string;
}

/** Fixed-window counters for rate limiting shared by all app processes. */
export interface RateLimitBucketsTable {
  /** e.g. 'login:203.0.113.7'. */
  bucket_key: string;
  window_started_at: Timestamp;
  hits: number;
}
