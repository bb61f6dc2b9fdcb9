// The address rules are written against English names (India, its states): the shopper's select
// may show Arabic ones, so the chosen ids are looked up in the English lists as well.
import { INDIA } from '@bazaar/contract/address/address-rules';
import { useApi } from '../../lib/use-api.ts';
import type { AddressFormValues, EnglishPlaceNames } from './address-form.ts';

export function useEnglishPlaceNames(values: AddressFormValues): EnglishPlaceNames {
  const countries = useApi('getCountriesList', { languageCode: 'en' }, { staleTime: Infinity });
  const chosenCountry = Number(values.CountryID) > 0;
  const states = useApi(
    'getStatesList',
    { CountryId: values.CountryID, languageCode: 'en' },
    { enabled: chosenCountry, staleTime: Infinity },
  );
  return {
    countryName:
      countries.data?.find((c) => String(c.CountryID) === values.CountryID)?.CountryName ?? '',
    stateName:
      states.data?.find((s) => String(s.StateProvinceID) === values.StateProvinceID)?.StateName ??
      '',
  };
}

/** The id of the shop's home country in the English list (a new address starts there). */
export function useHomeCountryId(): number | null {
  const countries = useApi('getCountriesList', { languageCode: 'en' }, { staleTime: Infinity });
  return countries.data?.find((c) => c.CountryName === INDIA)?.CountryID ?? null;
}
