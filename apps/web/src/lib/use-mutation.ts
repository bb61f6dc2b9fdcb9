// useMutation: the one way components send a POST that changes something (contact message,
// newsletter subscription…). `pending` guards against double submits; `overlay` counts the
// request in the store like useApi's; `invalidates` marks the reads the change makes out of date.
import { useState } from 'react';
import type { EndpointKey } from '@bazaar/contract/endpoints';
import type { RequestOf } from '@bazaar/contract/api-schemas';
import { callApi, type Answer, type ApiResult } from '../api/client.ts';
import { useAppDispatch } from '../store/hooks.ts';
import { requestSettled, requestStarted } from '../store/common-slice.ts';
import { invalidateApi } from './api-cache.ts';

export interface MutationOptions {
  overlay?: boolean;
  /** Show the server's error as an error toast (off when the form says its own message). */
  toastOnError?: boolean;
  invalidates?: readonly EndpointKey[];
}

export interface Mutation<K extends EndpointKey> {
  /**
   * Sends the request; never throws for a failed call (see ApiResult). `idempotencyKey` goes
   * out as the Idempotency-Key header (a retry sends the same key, see api/client.ts).
   */
  mutate: (
    params: RequestOf<K>,
    options?: { idempotencyKey?: string },
  ) => Promise<ApiResult<Answer<K>>>;
  pending: boolean;
}

export function useMutation<K extends EndpointKey>(
  key: K,
  { overlay = false, toastOnError = false, invalidates = [] }: MutationOptions = {},
): Mutation<K> {
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState(false);

  const mutate = async (
    params: RequestOf<K>,
    { idempotencyKey }: { idempotencyKey?: string } = {},
  ) => {
    setPending(true);
    if (overlay) dispatch(requestStarted());
    try {
      const result = await callApi(key, params, { toastOnError, idempotencyKey });
      if (result.ok) for (const stale of invalidates) invalidateApi(stale);
      return result;
    } finally {
      if (overlay) dispatch(requestSettled());
      setPending(false);
    }
  };

  return { mutate, pending };
}
