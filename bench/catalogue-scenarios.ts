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
  {
    label: 'search, English "kurta"',
    key: 'getAllProducts',
    params: fixed({ SearchTerm: 'kurta', PageSize: PAGE }),
    target: SEARCH,
  },
  {
    label: 'search, Arabic "العطور"',
    key: 'getAllProducts',
    params: fixed({ SearchTerm: 'العطور', PageSize: PAGE }),
    target: SEARCH,
  },
  {
    label: 'search, prefix "sil"',
    key: 'getAllProducts',
    params: fixed({ SearchTerm: 'sil', PageSize: PAGE }),
    target: SEARCH,
  },
  {
    label: 'search, typo "sandlewood"',
    key: 'getAllProducts',
    params: fixed({ SearchTerm: 'sandlewood', PageSize: PAGE }),
    target: SEARCH,
  },
  {
    label: 'search, Arabic name "ساري حرير"',
    key: 'getAllProducts',
    params: fixed({ SearchTerm: 'ساري حرير', PageSize: PAGE }),
    target: SEARCH,
  },
  {
    label: 'suggestions "kurt"',
    key: 'getSearchSuggestions',
    params: fixed({ SearchTerm: 'kurt' }),
    target: SEARCH,
  },
  {
    label: 'suggestions "العط"',
    key: 'getSearchSuggestions',
    params: fixed({ SearchTerm: 'العط' }),
    target: SEARCH,
  },
  {
    label: 'suggestions typo "sandlewood"',
    key: 'getSearchSuggestions',
    params: fixed({ SearchTerm: 'sandlewood' }),
    target: SEARCH,
  },
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
