// Logging in (spec §4): the first row of the answer is the user, stored with the Token; a
// refusal empties the user. Used by the login page and by signup's automatic login.
import { RESPONSE_MSG } from '@bazaar/contract/messages';
import type { LoginRow } from '@bazaar/contract/schemas/accounts';
import type { ApiResult } from '../../api/client.ts';
import { saveToken } from '../../lib/auth-storage.ts';
import { useMutation } from '../../lib/use-mutation.ts';
import { useAppDispatch } from '../../store/hooks.ts';
import { isLoggedInUser, userLoggedIn, userLoggedOut, type User } from './user-slice.ts';

export type LoginOutcome = { ok: true; user: User } | { ok: false; result: ApiResult<unknown> };

/** The user row without the answer's ResponseMsg. */
export function userOf(row: LoginRow): User {
  const user: Partial<LoginRow> = { ...row };
  delete user.ResponseMsg;
  return user as User;
}

export function useLogin() {
  const dispatch = useAppDispatch();
  const { mutate, pending } = useMutation('getUserLogin', { overlay: true });

  const login = async (Email: string, Password: string): Promise<LoginOutcome> => {
    const result = await mutate({ Email: Email.trim(), Password });
    const row = result.ok ? result.data[0] : undefined;
    if (result.ok && row?.ResponseMsg === RESPONSE_MSG.login && result.token) {
      const user = userOf(row);
      if (isLoggedInUser(user)) {
        saveToken(result.token);
        dispatch(userLoggedIn(user));
        return { ok: true, user };
      }
    }
    dispatch(userLoggedOut());
    return { ok: false, result };
  };

  return { login, pending };
}
