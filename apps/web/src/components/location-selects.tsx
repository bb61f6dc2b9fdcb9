// Country → state/province → city (spec §4): choosing a country loads its states, choosing a
// state loads its cities, and each choice clears the ones below it. "Nothing chosen" is the
// -999 sentinel (spec §5), which is also what the "Select …" options carry.
import { LOCATION_NOT_SELECTED } from '@bazaar/contract/constants';
import { useLanguage } from '../i18n/language.ts';
import { useLabels } from '../i18n/use-labels.ts';
import { useApi } from '../lib/use-api.ts';
import { SelectField } from './form-field.tsx';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export const NONE = String(LOCATION_NOT_SELECTED);

export interface Places {
  CountryID: string;
  StateProvinceID: string;
  CityID: string;
}

/** The chosen places with their names, for the stored user (its CountryName, StateName…). */
export interface PlaceNames {
  CountryName: string;
  StateName: string;
  CityName: string;
}

export interface LocationSelectsProps {
  values: Places;
  onChange: (values: Places) => void;
  labels: { country?: string; state: string; city: string };
  /** Omit the country select (it then only filters the states: `values.CountryID`). */
  countryRequired?: boolean;
  errors?: Partial<Record<keyof Places, string>>;
  controlRef?: (name: keyof Places) => (element: Control | null) => void;
}

const chosen = (value: string) => Number(value) > 0;

/** The lists behind the selects; also gives the chosen places' names. */
export function usePlaces(values: Places) {
  const lang = useLanguage();
  const countries = useApi('getCountriesList', { languageCode: lang }, { staleTime: Infinity });
  const states = useApi(
    'getStatesList',
    { CountryId: values.CountryID },
    { enabled: chosen(values.CountryID), staleTime: Infinity },
  );
  const cities = useApi(
    'getCitiesList',
    { StateProvinceId: values.StateProvinceID },
    { enabled: chosen(values.StateProvinceID), staleTime: Infinity },
  );
  const names: PlaceNames = {
    CountryName:
      countries.data?.find((c) => String(c.CountryID) === values.CountryID)?.CountryName ?? '',
    StateName:
      states.data?.find((s) => String(s.StateProvinceID) === values.StateProvinceID)?.StateName ??
      '',
    CityName: cities.data?.find((c) => String(c.CityID) === values.CityID)?.CityName ?? '',
  };
  return { countries, states, cities, names };
}

export function LocationSelects({
  values,
  onChange,
  labels,
  countryRequired = false,
  errors = {},
  controlRef,
}: LocationSelectsProps) {
  const t = useLabels('Common');
  const { countries, states, cities } = usePlaces(values);
  const hasCountry = chosen(values.CountryID);
  const hasState = chosen(values.StateProvinceID);

  return (
    <>
      {labels.country && (
        <SelectField
          name="CountryID"
          label={labels.country}
          value={values.CountryID}
          required={countryRequired}
          error={errors.CountryID}
          autoComplete="off"
          busy={countries.loading && !countries.data}
          placeholder={{ value: NONE, label: t('lbl_cmn_select_country') }}
          options={(countries.data ?? []).map((c) => ({
            value: String(c.CountryID),
            label: c.CountryName,
          }))}
          controlRef={controlRef?.('CountryID')}
          onChange={(CountryID) => onChange({ CountryID, StateProvinceID: NONE, CityID: NONE })}
        />
      )}
      <SelectField
        name="StateProvinceID"
        label={labels.state}
        value={values.StateProvinceID}
        error={errors.StateProvinceID}
        disabled={!hasCountry}
        busy={hasCountry && states.loading && !states.data}
        placeholder={{ value: NONE, label: t('lbl_cmn_select_state') }}
        options={(hasCountry ? (states.data ?? []) : []).map((s) => ({
          value: String(s.StateProvinceID),
          label: s.StateName,
        }))}
        controlRef={controlRef?.('StateProvinceID')}
        onChange={(StateProvinceID) => onChange({ ...values, StateProvinceID, CityID: NONE })}
      />
      <SelectField
        name="CityID"
        label={labels.city}
        value={values.CityID}
        error={errors.CityID}
        disabled={!hasState}
        busy={hasState && cities.loading && !cities.data}
        placeholder={{ value: NONE, label: t('lbl_cmn_select_city') }}
        options={(hasState ? (cities.data ?? []) : []).map((c) => ({
          value: String(c.CityID),
          label: c.CityName,
        }))}
        controlRef={controlRef?.('CityID')}
        onChange={(CityID) => onChange({ ...values, CityID })}
      />
    </>
  );
}
