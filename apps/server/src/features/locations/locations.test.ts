import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_SCHEMAS } from '@bazaar/contract/api-schemas';
import { DIALECTS } from '../../test/databases.ts';
import { call, useTestApp } from '../../test/test-app.ts';

const countries = z.array(API_SCHEMAS.getCountriesList.row);
const states = z.array(API_SCHEMAS.getStatesList.row);
const cities = z.array(API_SCHEMAS.getCitiesList.row);

describe.each(DIALECTS)('location endpoints on %s', (dialect) => {
  const t = useTestApp(dialect);

  const india = async () => {
    const rows = countries.parse((await call(t.app, 'getCountriesList')).data);
    const found = rows.find((row) => row.CountryName === 'India');
    if (!found) throw new Error('India is not seeded');
    return found;
  };

  it('get-countries-list answers India first, in Arabic when asked', async () => {
    const { data } = await call(t.app, 'getCountriesList', { recordValueJson: '[]' });
    const rows = countries.parse(data);
    expect(rows[0]?.CountryName).toBe('India');
    expect(rows.map((row) => row.CountryName)).toEqual(
      expect.arrayContaining(['United Arab Emirates', 'United States']),
    );
    const arabic = countries.parse(
      (await call(t.app, 'getCountriesList', { languageCode: 'ar' })).data,
    );
    expect(arabic[0]).toEqual({ CountryID: rows[0]?.CountryID, CountryName: 'الهند' });
  });

  it("get-states-provinces-list answers all of India's states and territories, A to Z", async () => {
    const { CountryID } = await india();
    const rows = states.parse(
      (await call(t.app, 'getStatesList', { CountryId: String(CountryID), recordValueJson: '[]' }))
        .data,
    );
    expect(rows).toHaveLength(36);
    const names = rows.map((row) => row.StateName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names).toEqual(expect.arrayContaining(['Maharashtra', 'Punjab', 'Ladakh', 'Goa']));
  });

  it('get-cities-list answers the cities of one state', async () => {
    const { CountryID } = await india();
    const maharashtra = states
      .parse((await call(t.app, 'getStatesList', { CountryId: CountryID })).data)
      .find((row) => row.StateName === 'Maharashtra');
    const rows = cities.parse(
      (
        await call(t.app, 'getCitiesList', {
          StateProvinceId: String(maharashtra?.StateProvinceID),
        })
      ).data,
    );
    const names = rows.map((row) => row.CityName);
    // Its main cities and every district town (india-districts.data.ts), A to Z.
    expect(names).toEqual(expect.arrayContaining(['Mumbai', 'Nagpur', 'Nashik', 'Pune', 'Latur']));
    expect(names.length).toBeGreaterThanOrEqual(36);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const arabic = cities.parse(
      (
        await call(t.app, 'getCitiesList', {
          StateProvinceId: String(maharashtra?.StateProvinceID),
          languageCode: 'ar',
        })
      ).data,
    );
    expect(arabic.find((row) => row.CityName === 'مومباي')?.CityID).toBe(
      rows.find((row) => row.CityName === 'Mumbai')?.CityID,
    );
    expect(arabic.every((row) => /^[\u0600-\u06FF ]+$/.test(row.CityName))).toBe(true);
  });

  it('names every state and union territory in Arabic when asked', async () => {
    const { CountryID } = await india();
    const rows = states.parse(
      (await call(t.app, 'getStatesList', { CountryId: CountryID, languageCode: 'ar' })).data,
    );
    expect(rows).toHaveLength(36);
    expect(rows.map((row) => row.StateName)).toEqual(
      expect.arrayContaining(['ماهاراشترا', 'كيرالا', 'لداخ', 'دلهي']),
    );
  });

  it.each([0, '0', -999, '-999', '', null])(
    'answers [] for CountryId / StateProvinceId %j ("Select …")',
    async (id) => {
      for (const [key, field] of [
        ['getStatesList', 'CountryId'],
        ['getCitiesList', 'StateProvinceId'],
      ] as const) {
        const { status, envelope, data } = await call(t.app, key, { [field]: id });
        expect([status, envelope.statusCode, data]).toEqual([200, 200, []]);
      }
    },
  );

  it('answers [] for an id that does not exist, and 400 for one that is not an id', async () => {
    expect((await call(t.app, 'getStatesList', { CountryId: 999_999 })).data).toEqual([]);
    const bad = await call(t.app, 'getCitiesList', { StateProvinceId: 'Pune' });
    expect(bad.status).toBe(400);
    expect(bad.envelope.errorMessage).toMatch(/^StateProvinceId: /);
  });
});
