// Country → state → city: each choice loads the list below it and clears what was chosen there.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../test/fake-api.ts';
import { renderApp } from '../test/render-app.tsx';
import { LocationSelects, type Places } from './location-selects.tsx';

function Form({ initial }: { initial: Places }) {
  const [values, setValues] = useState(initial);
  return (
    <LocationSelects
      values={values}
      onChange={setValues}
      labels={{ country: 'Country', state: 'State/Province', city: 'City' }}
    />
  );
}

const select = (label: string) => screen.getByLabelText<HTMLSelectElement>(label);
const options = (label: string) => [...select(label).options].map((option) => option.text);

describe('location selects', () => {
  it('preselects the stored places and reloads states and cities as the choice changes', async () => {
    const api = fakeApi();
    api.on('getCountriesList', {
      data: [
        { CountryID: 1, CountryName: 'India' },
        { CountryID: 2, CountryName: 'United States' },
      ],
    });
    api.on('getStatesList', ({ CountryId }) => ({
      data:
        Number(CountryId) === 1
          ? [{ StateProvinceID: 11, StateName: 'Maharashtra' }]
          : [{ StateProvinceID: 21, StateName: 'New York' }],
    }));
    api.on('getCitiesList', ({ StateProvinceId }) => ({
      data:
        Number(StateProvinceId) === 11
          ? [{ CityID: 111, CityName: 'Pune' }]
          : [{ CityID: 211, CityName: 'Buffalo' }],
    }));
    renderApp(<Form initial={{ CountryID: '1', StateProvinceID: '11', CityID: '111' }} />);

    await waitFor(() => expect(select('City').value).toBe('111'));
    expect(select('Country').value).toBe('1');
    expect(select('State/Province').value).toBe('11');
    expect(options('City')).toEqual(['Select City', 'Pune']);

    fireEvent.change(select('Country'), { target: { value: '2' } });
    expect(select('State/Province').value).toBe('-999');
    expect(select('City').value).toBe('-999');
    expect(select('City').disabled).toBe(true);
    await waitFor(() => expect(options('State/Province')).toEqual(['Select State', 'New York']));

    fireEvent.change(select('State/Province'), { target: { value: '21' } });
    await waitFor(() => expect(options('City')).toEqual(['Select City', 'Buffalo']));
    expect(api.callsTo('getStatesList').map((call) => call.params)).toEqual([
      { languageCode: 'en', CountryId: '1' },
      { languageCode: 'en', CountryId: '2' },
    ]);
    expect(api.callsTo('getCitiesList').map((call) => call.params)).toEqual([
      { languageCode: 'en', StateProvinceId: '11' },
      { languageCode: 'en', StateProvinceId: '21' },
    ]);
  });
});
