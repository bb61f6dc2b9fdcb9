// The signed-in shopper (spec §3 "user part"). UserID above 0 means logged in.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserRow } from '@bazaar/contract/schemas/accounts';
import { dataRefreshed, storageChanged } from '../../store/common-slice.ts';

export type User = UserRow;

export interface UserState {
  user: User | null;
  loggedIn: boolean;
}

export const initialUserState: UserState = { user: null, loggedIn: false };

export function isLoggedInUser(user: Partial<User> | null | undefined): user is User {
  return typeof user?.UserID === 'number' && user.UserID > 0;
}

const userSlice = createSlice({
  name: 'user',
  initialState: initialUserState,
  reducers: {
    userLoggedIn(state, action: PayloadAction<User>) {
      state.user = action.payload;
      state.loggedIn = isLoggedInUser(action.payload);
    },
    userUpdated(state, action: PayloadAction<Partial<User>>) {
      if (state.user) state.user = { ...state.user, ...action.payload };
    },
    userLoggedOut(state) {
      state.user = null;
      state.loggedIn = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(dataRefreshed, () => initialUserState);
    builder.addCase(storageChanged, (_state, action) => action.payload.user);
  },
});

export const { userLoggedIn, userUpdated, userLoggedOut } = userSlice.actions;
export const userReducer = userSlice.reducer;
