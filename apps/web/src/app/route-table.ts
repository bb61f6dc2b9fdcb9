// The route tree of spec §2 (the routes themselves are data in the contract): mounted under
// /en/, /ar/ and unprefixed; an unknown first segment is just an unprefixed path, so it falls
// through to the 404 page.
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { PAGE_ROUTES, type PageKey } from '@bazaar/contract/page-routes';
import { LANGS } from '@bazaar/i18n/text';

export type { PageKey };

function pageRoutes(render: (page: PageKey) => ReactNode): RouteObject[] {
  return PAGE_ROUTES.map(({ path, page }) =>
    path === undefined ? { index: true, element: render(page) } : { path, element: render(page) },
  );
}

/** The route tree: the layout around /en/…, /ar/… and the unprefixed routes. */
export function buildRoutes(
  layout: ReactNode,
  render: (page: PageKey) => ReactNode,
): RouteObject[] {
  return [
    {
      element: layout,
      children: [
        ...LANGS.map((lang) => ({ path: lang, children: pageRoutes(render) })),
        ...pageRoutes(render),
      ],
    },
  ];
}
