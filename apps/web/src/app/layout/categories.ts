// Mega-menu data: parent categories as column titles, their children as links (spec §2); a title
// is itself a link to its department's listing.
import type { RowOf } from '@bazaar/contract/api-schemas';
import { TRUNCATE } from '@bazaar/contract/constants';
import type { Lang } from '@bazaar/i18n/text';
import { truncate } from '../../lib/format.ts';
import { localizedName } from '../../lib/localized-name.ts';

export type CategoryRow = RowOf<'getCategoriesList'>;

export interface MenuColumn {
  id: number;
  /** The English name, for the listing's slug. */
  name: string;
  title: string;
  links: { id: number; name: string; label: string }[];
}

/** Arabic uses the localized text (langId 2) when present, otherwise Name. */
export function categoryName(category: CategoryRow, lang: Lang): string {
  return localizedName(category.Name, category.LocalizationJsonData, lang);
}

const isParent = (category: CategoryRow) => !category.ParentCategoryID;

export function buildMenuColumns(categories: readonly CategoryRow[], lang: Lang): MenuColumn[] {
  const children = new Map<number, CategoryRow[]>();
  for (const category of categories) {
    if (isParent(category)) continue;
    const parentId = category.ParentCategoryID as number;
    children.set(parentId, [...(children.get(parentId) ?? []), category]);
  }
  return categories.filter(isParent).map((parent) => ({
    id: parent.CategoryID,
    name: parent.Name,
    title: truncate(categoryName(parent, lang), TRUNCATE.categoryName),
    links: (children.get(parent.CategoryID) ?? []).map((child) => ({
      id: child.CategoryID,
      // The slug keeps the English name so a listing URL is the same in both languages.
      name: child.Name,
      label: truncate(categoryName(child, lang), TRUNCATE.categoryName),
    })),
  }));
}
