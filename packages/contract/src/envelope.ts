// The answer envelope every endpoint speaks (endpoints.md). `data` is a JSON *string*.
import type { MessageId } from '@bazaar/i18n/message-catalogue';

export interface Envelope {
  statusCode: number;
  statusMessage: string;
  message: string;
  /** The failure's text in the request's languageCode (what the provider's storefront shows). */
  errorMessage: string;
  isAuthorized: boolean;
  data: string;
  token?: string;
  /**
   * Bazaar addition: the failure as a message id of @bazaar/i18n/message-catalogue, and its
   * parameters in the request's language. Bazaar's web says the message from these.
   */
  messageId?: MessageId;
  messageParams?: Record<string, string | number>;
}

/** The request body: every POST carries its parameters under this one key. */
export interface RequestBody<P = Record<string, unknown>> {
  requestParameters: P;
}

/**
 * Envelope statusCodes of outcomes the shopper must be shown (spec §8). They arrive with HTTP
 * 200, because the provider's storefront hands any non-2xx answer to nobody; these are the
 * codes its own host uses. `errorMessage` holds the text to show.
 */
export const OUTCOME_STATUS = {
  /** The input breaks a rule the shopper can fix (§5 form rules, "Email already exists!"). */
  validation: 204,
  /** The request was understood but could not be done (invalid coupon, out of stock …). */
  failure: 501,
} as const;
export type OutcomeKind = keyof typeof OUTCOME_STATUS;

export const STATUS_MESSAGES: Record<number, string> = {
  200: 'Ok',
  [OUTCOME_STATUS.validation]: 'Validation Failed',
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  [OUTCOME_STATUS.failure]: 'Failed',
  503: 'Service Unavailable',
};

/** Request headers the storefront sends; empty strings for a visitor. */
export const AUTH_HEADERS = { token: 'Token', userId: 'UserID' } as const;

/** A row answered when a domain outcome is a message, e.g. [{ResponseMsg: 'Saved Successfully'}]. */
export interface ResponseMsgRow {
  ResponseMsg: string;
}
