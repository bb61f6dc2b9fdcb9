// Shared pieces of the account journeys: the labels and messages in either language (straight
// from @bazaar/i18n, so a wrong label in the app cannot hide here), a shopper created through
// the API, places that have states and cities, and the inline-mark check of every form.
import { expect, type Page } from '@playwright/test';
import { INDIA_PIN_PREFIXES } from '@bazaar/contract/address/india-pin-prefixes.data';
import { LABEL_TEXTS } from '@bazaar/i18n/labels';
import { MESSAGE_TEXTS, type MessageId } from '@bazaar/i18n/messages';
import type { Api } from './api.ts';
import { uniqueEmail } from './db.ts';

import type { Lang } from '@bazaar/i18n/text';

export type { Lang };
type Entity =
  'Login' | 'Signup' | 'ResetPassword' | 'UpdateProfile' | 'BecomeVendor' | 'Common' | 'Navbar';

/** A label of `entity` in `lang`: text(lang)('Login', 'lbl_login_email'). */
export function text(lang: Lang) {
  return <E extends Entity>(entity: E, id: keyof (typeof LABEL_TEXTS)[E]): string =>
    (LABEL_TEXTS[entity][id] as { en: string; ar: string })[lang];
}

export const message = (lang: Lang, id: MessageId): string => MESSAGE_TEXTS[id][lang];

export interface Shopper {
  email: string;
  password: string;
  firstName: string;
}

/** A new account, made through the API (the journeys that test signup itself use the form). */
/** `accountLanguage`: the language the account's e-mails are written in (English when absent). */
export async function signedUpShopper(
  api: Api,
  prefix: string,
  accountLanguage?: 'en' | 'ar',
): Promise<Shopper> {
  const shopper = { email: uniqueEmail(prefix), password: 'first-Pass-1', firstName: 'Meera' };
  // A deliverable Indian address: sign-up makes it the first entry of the address book, which an
  // order that ships needs (issue #19).
  const place = await bengaluru(api);
  await api.call('signupUser', {
    FirstName: shopper.firstName,
    LastName: 'Iyer',
    EmailAddress: shopper.email,
    Password: shopper.password,
    MobileNo: '+91 98450 12345',
    PostalCode: '560025',
    AddressLineOne: '7 Residency Road',
    CountryID: place.countryId,
    StateProvinceId: place.stateId,
    CityId: place.cityId,
    ...(accountLanguage ? { languageCode: accountLanguage } : {}),
  });
  return shopper;
}

/** India, Karnataka and Bengaluru's ids, from the seed. */
export async function bengaluru(
  api: Api,
): Promise<{ countryId: number; stateId: number; cityId: number }> {
  const india = (await api.call('getCountriesList', {})).find((c) => c.CountryName === 'India');
  const states = await api.call('getStatesList', { CountryId: india?.CountryID ?? 0 });
  const karnataka = states.find((s) => s.StateName === 'Karnataka');
  const cities = await api.call('getCitiesList', {
    StateProvinceId: karnataka?.StateProvinceID ?? 0,
  });
  const city = cities.find((c) => c.CityName === 'Bengaluru');
  if (!india || !karnataka || !city) throw new Error('the seed should have Bengaluru, Karnataka');
  return { countryId: india.CountryID, stateId: karnataka.StateProvinceID, cityId: city.CityID };
}

type PlaceState = { id: number; name: string; city: string; cityId: number; pin: string };

export interface PlacePick {
  country: string;
  states: [PlaceState, PlaceState];
}

/** A PIN code of the state (by its English name), so the Indian address rules accept it. */
const pinOf = (englishState: string) => `${INDIA_PIN_PREFIXES[englishState]?.[0] ?? '110'}001`;

/** A country (named in `lang`) with two states that each have a city, from the seed. */
export async function placesWithCities(api: Api, lang: Lang): Promise<PlacePick> {
  for (const country of await api.call('getCountriesList', { languageCode: lang })) {
    const found: PlaceState[] = [];
    const english = await api.call('getStatesList', { CountryId: country.CountryID });
    const named = await api.call('getStatesList', {
      CountryId: country.CountryID,
      languageCode: lang,
    });
    for (const state of named) {
      const [city] = await api.call('getCitiesList', {
        StateProvinceId: state.StateProvinceID,
        languageCode: lang,
      });
      const englishName =
        english.find((s) => s.StateProvinceID === state.StateProvinceID)?.StateName ?? '';
      if (city)
        found.push({
          id: state.StateProvinceID,
          name: state.StateName,
          city: city.CityName,
          cityId: city.CityID,
          pin: pinOf(englishName),
        });
      const [one, two] = found;
      if (one && two) return { country: country.CountryName, states: [one, two] };
    }
  }
  throw new Error('the seed should have a country with two states that have cities');
}

/** The field is marked wrong and its message is tied to it (aria-describedby). */
export async function expectMarked(page: Page, label: string, text: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
  const ids = describedBy.split(' ').filter(Boolean);
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
  expect(texts, `${label} describes its error`).toContain(text);
  await expect(field).toBeFocused();
}

/** The main part of the page (the header has a Login link and its own buttons). */
export const main = (page: Page) => page.getByRole('main');
