// What catalogue-scale.ts and catalogue-load.ts ask for, with issue #23's single-request p95
// targets (ms, SQLite / PostgreSQL). `params(run)` may vary with the run, so an answer cache
// cannot serve a repeated request where a shopper would not repeat it.
import type { EndpointKey } from '@bazaar/contract/endpoints';

export interface Scenario {
  label: string;
  key: EndpointKey;
  params: (run: number) => Record<string, unknown>;
  target: { sqlite: number; postgres: number };
}

const SEARCH = { sqlite: 10, postgres: 20 };
const FACETS = { sqlite: 30, postgres: 30 };
const LISTING = { sqlite: 15, postgres: 15 };
const DETAIL = { sqlite: 10, postgres: 10 };
const PAGE = 22;
const fixed = (params: Record<string, unknown>) => () => params;

export const SCENARIOS: readonly Scenario[] = [
  {
    label: 'listing, no filter',
    key: 'getAllProducts',
    params: fixed({ CategoryID: '0', PageSize: PAGE }),
    target: LISTING,
  },
  {
    label: 'listing, 3 filters + Price ASC',
    key: 'getAllProducts',
    params: fixed({
      CategoryID: '1',
      TagID: '1,2',
      MinPrice: 500,
      MaxPrice: 5000,
      OrderByColumnName: 'Price ASC',
      PageSize: PAGE,
    }),
    target: LISTING,
  },
  {
    label: 'listing, page 500',
    key: 'getAllProducts',
    params: fixed({ CategoryID: '0', PageNo: 500, PageSize: PAGE }),
    target: LISTING,
  },
  {
    label: 'listing, brand + Date DESC, page 1–30',
    key: 'getAllProducts',
    params: (run) => ({
      ManufacturerID: '2',
      OrderByColumnName: 'Date DESC',
      PageNo: 1 + (run % 30),
      PageSize: PAGE,
    }),
    target: LISTING,
  },
  {
    label: 'listing, rating 4 + Date DESC',
    key: 'getAllProducts',
    params: fixed({ Rating: 4, OrderByColumnName: 'Date DESC', PageSize: PAGE }),
    target: LISTING,
  },
  { label: 'facets, no filter', key: 'getProductFacets', params: fixed({}), target: FACETS },
  {
    label: 'facets, category + brand + price',
    key: 'getProductFacets',
    params: fixed({ CategoryID: '1', ManufacturerID: '1', MinPrice: 500 }),
    target: FACETS,
  },
  {
    label: 'facets, search "kurta"',
    key: 'getProductFacets',
    params: fixed({ SearchTerm: 'kurta' }),
    target: FACETS,
  },
  ...(
    [
      ['search, English "kurta"', 'kurta'],
      ['search, Arabic "العطور"', 'العطور'],
      ['search, prefix "sil"', 'sil'],
      ['search, typo "sandlewood"', 'sandlewood'],
      ['search, Arabic name "ساري حرير"', 'ساري حرير'],
    ] as const
  ).map(([label, term]): Scenario => ({
    label,
    key: 'getAllProducts',
    params: fixed({ SearchTerm: term, PageSize: PAGE }),
    target: SEARCH,
  })),
  ...(
    [
      ['suggestions "kurt"', 'kurt'],
      ['suggestions "العط"', 'العط'],
      ['suggestions typo "sandlewood"', 'sandlewood'],
    ] as const
  ).map(([label, term]): Scenario => ({
    label,
    key: 'getSearchSuggestions',
    params: fixed({ SearchTerm: term }),
    target: SEARCH,
  })),
  {
    label: 'product detail (varying id)',
    key: 'getProductDetail',
    params: (run) => ({ ProductId: 1_000 + run * 997 }),
    target: DETAIL,
  },
];

export const percentile = (values: readonly number[], p: number): number =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ??
  0;
