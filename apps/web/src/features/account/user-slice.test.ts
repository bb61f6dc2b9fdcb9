import { describe, expect, it } from 'vitest';
import { dataRefreshed } from '../../store/common-slice.ts';
import {
  initialUserState,
  isLoggedInUser,
  userLoggedIn,
  userLoggedOut,
  userReducer,
  userUpdated,
  type User,
} from './user-slice.ts';

const user: User = {
  UserID: 42,
  FirstName: 'Asha',
  LastName: 'Verma',
  EmailAddress: 'asha@example.com',
  MobileNo: '',
  AddressLineOne: '',
  CityName: '',
  CityID: 0,
  StateName: '',
  StateProvinceID: 0,
  CountryName: '',
  CountryID: 0,
  PostalCode: '',
};

describe('user slice', () => {
  it('logs in a user with an id above 0', () => {
    const state = userReducer(initialUserState, userLoggedIn(user));
    expect(state).toEqual({ user, loggedIn: true });
  });
  it('does not count a user id of 0 as logged in', () => {
    const state = userReducer(initialUserState, userLoggedIn({ ...user, UserID: 0 }));
    expect(state.loggedIn).toBe(false);
  });
  it('updates the stored user and logs out', () => {
    let state = userReducer(initialUserState, userLoggedIn(user));
    state = userReducer(state, userUpdated({ FirstName: 'Ash' }));
    expect(state.user?.FirstName).toBe('Ash');
    state = userReducer(state, userLoggedOut());
    expect(state).toEqual(initialUserState);
  });
  it('forgets the user on /refresh', () => {
    const state = userReducer(userReducer(initialUserState, userLoggedIn(user)), dataRefreshed());
    expect(state).toEqual(initialUserState);
  });
  it('recognises a logged-in user by UserID > 0', () => {
    expect(isLoggedInUser(user)).toBe(true);
    expect(isLoggedInUser({ UserID: -1 })).toBe(false);
    expect(isLoggedInUser({})).toBe(false);
    expect(isLoggedInUser(null)).toBe(false);
  });
});
