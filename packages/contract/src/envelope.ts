// The answer envelope every endpoint speaks (endpoints.md). `data` is a JSON *string*.

export interface Envelope {
  statusCode: number;
  statusMessage: string;
  message: string;
  errorMessage: string;
  isAuthorized: boolean;
  data: string;
  token?: string;
}

/** The request body: every POST carries its parameters under this one key. */
export interface RequestBody<P = Record<string, unknown>> {
  requestParameters: P;
}

export const STATUS_MESSAGES: Record<number, string> = {
  200: 'Ok',
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

/** Request headers the storefront sends; empty strings for a visitor. */
export const AUTH_HEADERS = { token: 'Token', userId: 'UserID' } as const;

/** A row answered when a domain outcome is a message, e.g. [{ResponseMsg: 'Saved Successfully'}]. */
export interface ResponseMsgRow {
  ResponseMsg: string;
}
