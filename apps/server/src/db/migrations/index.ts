// Every migration, in order. Listed in code (no folder scanning) so tsx, vitest and bundlers agree.
// To change the schema, add a new file `NNNN-what.ts` and one line here; never edit a shipped one.
import type { Migration } from 'kysely';
import { initial } from './0001-initial.ts';
import { idempotencyKeyPerUser } from './0002-idempotency-key-per-user.ts';
import { catalogueListing } from './0003-catalogue-listing.ts';
import { productArabicDescription } from './0004-product-arabic-description.ts';
import { accounts } from './0005-accounts.ts';
import { catalogueCounts } from './0006-catalogue-counts.ts';
import { couponRules } from './0007-coupon-rules.ts';
import { ordersAndPayments } from './0008-orders-and-payments.ts';
import { campaignProducts } from './0010-campaign-products.ts';
import { answerVersion } from './0011-answer-version.ts';
import { orderItemArabicName } from './0012-order-item-arabic-name.ts';
import { orderAttemptHolds } from './0013-order-attempt-holds.ts';
import { addressBook } from './0015-address-book.ts';
import { savedCarts } from './0017-saved-carts.ts';
import { stockCrossingZero } from './0018-stock-crossing-zero.ts';
import { orderStages } from './0019-order-stages.ts';
import { afterSales } from './0020-after-sales.ts';
import { gstInvoices } from './0021-gst-invoices.ts';
import { verifiedReviews } from './0022-verified-reviews.ts';
import { catalogueArabicTexts } from './0023-catalogue-arabic-texts.ts';
import { paymentEvents } from './0024-payment-events.ts';
import { staffAndAudit } from './0026-staff-and-audit.ts';
import { consoleLists } from './0027-console-lists.ts';
import { productEditVersion } from './0029-product-edit-version.ts';
import { productImageVariants } from './0030-product-image-variants.ts';

export const MIGRATIONS = {
  '0001-initial': initial,
  '0002-idempotency-key-per-user': idempotencyKeyPerUser,
  '0003-catalogue-listing': catalogueListing,
  '0004-product-arabic-description': productArabicDescription,
  '0005-accounts': accounts,
  '0006-catalogue-counts': catalogueCounts,
  '0007-coupon-rules': couponRules,
  '0008-orders-and-payments': ordersAndPayments,
  '0010-campaign-products': campaignProducts,
  '0011-answer-version': answerVersion,
  '0012-order-item-arabic-name': orderItemArabicName,
  '0013-order-attempt-holds': orderAttemptHolds,
  '0015-address-book': addressBook,
  '0017-saved-carts': savedCarts,
  '0018-stock-crossing-zero': stockCrossingZero,
  '0019-order-stages': orderStages,
  '0020-after-sales': afterSales,
  '0021-gst-invoices': gstInvoices,
  '0022-verified-reviews': verifiedReviews,
  '0023-catalogue-arabic-texts': catalogueArabicTexts,
  '0024-payment-events': paymentEvents,
  '0026-staff-and-audit': staffAndAudit,
  '0027-console-lists': consoleLists,
  '0029-product-edit-version': productEditVersion,
  '0030-product-image-variants': productImageVariants,
} satisfies Record<string, Migration>;
