// Every user-visible message of spec §8 in English, with the spelling fixes of deviations.md #3.
// The texts and their Arabic live in @bazaar/i18n (messages.ts, server-errors.ts); this module
// keeps the names the server and the tests use, and the values clients compare.
import { MESSAGE_TEXTS, t } from '@bazaar/i18n/messages';
import { ORDER_TEXTS } from '@bazaar/i18n/order-texts';
import { SERVER_ERROR_TEXTS } from '@bazaar/i18n/server-errors';
import { english } from '@bazaar/i18n/text';

export const MESSAGES = english(MESSAGE_TEXTS);

export type MessageKey = keyof typeof MESSAGES;

export const quantityLimitMessage = (max: number): string => t('en', 'quantityLimit', { n: max });

export const selectVariantMessage = (attributeName: string): string =>
  t('en', 'selectVariant', { attribute: attributeName });

/**
 * ResponseMsg values inside `data` by which the storefront recognises success (spec §8). Compared
 * by the provider's storefront, so never translated and not in @bazaar/i18n.
 */
export const RESPONSE_MSG = {
  saved: 'Saved Successfully',
  login: 'Login Successfully',
  orderPlaced: 'Order Placed Successfully',
  otpSent: 'Sent Successfully',
  passwordReset: 'Password reset successfully',
  /** Bazaar's logout answer (its own storefront's addition). */
  loggedOut: 'Logged Out Successfully',
} as const;

/** Server-side envelope texts (errorMessage) that are not field-specific. */
export const SERVER_ERRORS = english(SERVER_ERROR_TEXTS);

/** Order and payment outcomes (stock, card, wallet, retries) in English. */
export const ORDER_MESSAGES = english(ORDER_TEXTS);
