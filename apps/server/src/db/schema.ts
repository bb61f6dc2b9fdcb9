// The Kysely Database type: table name → row shape. Storage conventions are in tables/scalars.ts:
// money as integer paise (`*_paise`), booleans as 0/1 integers, timestamps as UTC ISO-8601 text.
import type * as afterSales from './tables/after-sales.ts';
import type * as catalogue from './tables/catalogue.ts';
import type * as commerce from './tables/commerce.ts';
import type * as content from './tables/content.ts';
import type * as invoices from './tables/invoices.ts';
import type * as ordersPayments from './tables/orders-payments.ts';
import type * as paymentEvents from './tables/payment-events.ts';
import type * as savedCarts from './tables/saved-carts.ts';
import type * as staff from './tables/staff.ts';

export type { CreatedAt, Flag, Id, Paise, Timestamp, WithDefault } from './tables/scalars.ts';

export interface Database {
  // Catalogue
  categories: catalogue.CategoriesTable;
  manufacturers: catalogue.ManufacturersTable;
  vendors: catalogue.VendorsTable;
  products: catalogue.ProductsTable;
  product_categories: catalogue.ProductCategoriesTable;
  product_images: catalogue.ProductImagesTable;
  product_image_variants: catalogue.ProductImageVariantsTable;
  colors: catalogue.ColorsTable;
  sizes: catalogue.SizesTable;
  product_colors: catalogue.ProductColorsTable;
  product_sizes: catalogue.ProductSizesTable;
  tags: catalogue.TagsTable;
  product_tags: catalogue.ProductTagsTable;
  attributes: catalogue.AttributesTable;
  product_attributes: catalogue.ProductAttributesTable;
  product_attribute_options: catalogue.ProductAttributeOptionsTable;
  shipping_methods: catalogue.ShippingMethodsTable;
  product_shipping_methods: catalogue.ProductShippingMethodsTable;
  reviews: catalogue.ReviewsTable;
  review_photos: catalogue.ReviewPhotosTable;
  product_search: catalogue.ProductSearchTable;
  search_vocabulary: catalogue.SearchVocabularyTable;
  catalogue_counts: catalogue.CatalogueCountsTable;
  catalogue_counts_state: catalogue.CatalogueCountsStateTable;
  answer_version: catalogue.AnswerVersionTable;
  // Content, configuration, locations, submissions
  banners: content.BannersTable;
  campaigns: content.CampaignsTable;
  campaign_products: content.CampaignProductsTable;
  payment_methods: content.PaymentMethodsTable;
  app_config: content.AppConfigTable;
  countries: content.CountriesTable;
  states_provinces: content.StatesProvincesTable;
  cities: content.CitiesTable;
  localization_labels: content.LocalizationLabelsTable;
  subscribers: content.SubscribersTable;
  contact_messages: content.ContactMessagesTable;
  seller_requests: content.SellerRequestsTable;
  outbox_emails: content.OutboxEmailsTable;
  rate_limit_buckets: content.RateLimitBucketsTable;
  server_secrets: content.ServerSecretsTable;
  // Accounts, coupons, orders, payments
  users: commerce.UsersTable;
  user_addresses: commerce.UserAddressesTable;
  auth_tokens: commerce.AuthTokensTable;
  password_reset_otps: commerce.PasswordResetOtpsTable;
  coupons: commerce.CouponsTable;
  coupon_redemptions: commerce.CouponRedemptionsTable;
  orders: commerce.OrdersTable;
  order_items: commerce.OrderItemsTable;
  order_status_history: commerce.OrderStatusHistoryTable;
  payment_transactions: commerce.PaymentTransactionsTable;
  // Order attempts and sandbox card tokens (0008)
  order_attempts: ordersPayments.OrderAttemptsTable;
  sandbox_card_tokens: ordersPayments.SandboxCardTokensTable;
  // A logged-in shopper's cart and wish list (0017)
  saved_cart_lines: savedCarts.SavedCartLinesTable;
  wish_list_items: savedCarts.WishListItemsTable;
  // Return requests, refunds owed, the sandbox's refunds (0020)
  return_requests: afterSales.ReturnRequestsTable;
  order_refunds: afterSales.OrderRefundsTable;
  sandbox_refunds: afterSales.SandboxRefundsTable;
  // GST tax invoices (0021)
  invoice_counters: invoices.InvoiceCountersTable;
  invoices: invoices.InvoicesTable;
  // Provider webhook events (0024)
  payment_events: paymentEvents.PaymentEventsTable;
  // The console's staff, their sessions and the audit log (0026)
  staff: staff.StaffTable;
  staff_sessions: staff.StaffSessionsTable;
  audit_log: staff.AuditLogTable;
}

export type TableName = keyof Database;
export type DialectName = 'sqlite' | 'postgres';
