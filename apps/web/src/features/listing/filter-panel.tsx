// The sidebar's filters (spec §2): category tree, brand, size and tag as multi-select toggles;
// price bands; colour swatches; rating 1–5 stars. Every choice is a new address (page 1).
import type { Lang } from '@bazaar/i18n/text';
import { useLabels } from '../../i18n/use-labels.ts';
import { RatingStars } from '../../components/rating-stars.tsx';
import { FacetList, FacetToggle, FilterGroup } from './filter-group.tsx';
import { priceLabel } from './applied-filters.ts';
import { toggleColor, toggleId, togglePrice, toggleRating } from './listing-actions.ts';
import type { FacetOptions } from './facet-options.ts';
import type { Go } from './use-listing.ts';

export function FilterPanel({ lang, options, go }: { lang: Lang; options: FacetOptions; go: Go }) {
  const t = useLabels('AllProducts');
  const priceTexts = {
    under: t('lbl_lst_price_under'),
    between: t('lbl_lst_price_between'),
    above: t('lbl_lst_price_above'),
  };
  const stars = [
    t('lbl_lst_stars_1'),
    t('lbl_lst_stars_2'),
    t('lbl_lst_stars_3'),
    t('lbl_lst_stars_4'),
    t('lbl_lst_stars_5'),
  ];
  return (
    <div className="filter-panel">
      <FilterGroup id="filter-categories" title={t('lbl_lst_categories')}>
        <ul className="facet-list facet-list--tree">
          {options.categories.map((branch) => (
            <li key={branch.id}>
              <FacetToggle
                option={branch}
                onToggle={() => go((current) => toggleId(current, 'categoryIds', branch.id))}
              />
              {/* A branch without products folds to its own line, unless something in it is chosen. */}
              {branch.children.length > 0 &&
                (branch.count !== 0 ||
                  branch.selected ||
                  branch.children.some((child) => child.selected)) && (
                  <FacetList
                    options={branch.children}
                    onToggle={(id) => go((current) => toggleId(current, 'categoryIds', id))}
                  />
                )}
            </li>
          ))}
        </ul>
      </FilterGroup>
      <FilterGroup id="filter-price" title={t('lbl_lst_price')}>
        <ul className="facet-list">
          {options.prices.map((band) => (
            <li key={band.id}>
              <FacetToggle
                option={band}
                label={<bdi>{priceLabel(lang, priceTexts, band.min, band.upTo)}</bdi>}
                onToggle={() => go((current) => togglePrice(current, band.min, band.max))}
              />
            </li>
          ))}
        </ul>
      </FilterGroup>
      <FilterGroup id="filter-brands" title={t('lbl_lst_brands')}>
        <FacetList
          options={options.brands}
          onToggle={(id) => go((current) => toggleId(current, 'brandIds', id))}
        />
      </FilterGroup>
      <FilterGroup id="filter-sizes" title={t('lbl_lst_sizes')}>
        <FacetList
          options={options.sizes}
          onToggle={(id) => go((current) => toggleId(current, 'sizeIds', id))}
        />
      </FilterGroup>
      <FilterGroup id="filter-colors" title={t('lbl_lst_colors')}>
        <ul className="facet-list facet-list--swatches">
          {options.colors.map((color) => (
            <li key={color.id}>
              <FacetToggle
                option={color}
                onToggle={() => go((current) => toggleColor(current, color.id))}
                before={
                  <span
                    className="facet-toggle__swatch"
                    style={{ backgroundColor: color.hex }}
                    aria-hidden="true"
                  />
                }
              />
            </li>
          ))}
        </ul>
      </FilterGroup>
      <FilterGroup id="filter-rating" title={t('lbl_lst_rating')}>
        <ul className="facet-list">
          {options.ratings.map((rating) => (
            <li key={rating.id}>
              <FacetToggle
                option={rating}
                onToggle={() => go((current) => toggleRating(current, rating.id))}
                before={
                  <span aria-hidden="true">
                    <RatingStars rating={rating.id} label={stars[rating.id - 1] ?? ''} />
                  </span>
                }
                label={stars[rating.id - 1]}
              />
            </li>
          ))}
        </ul>
      </FilterGroup>
      <FilterGroup id="filter-tags" title={t('lbl_lst_tags')}>
        <FacetList
          options={options.tags}
          onToggle={(id) => go((current) => toggleId(current, 'tagIds', id))}
        />
      </FilterGroup>
    </div>
  );
}
