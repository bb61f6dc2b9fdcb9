// The tabs under the product (WAI-ARIA tabs: arrow keys move between tabs and show them, Home
// and End jump to the ends, and arrows follow the reading direction in Arabic).
import { useRef, type KeyboardEvent } from 'react';
import type { LabelId } from '@bazaar/contract/labels';
import type { ProductDetailRow } from '@bazaar/contract/schemas/catalogue';
import { isRtl, useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { ProductInfoPanel, ShippingPanel, WhyBuyPanel } from './product-info-panels.tsx';
import { ProductReviews } from './product-reviews.tsx';

export type TabId = 'description' | 'additional' | 'shipping' | 'why' | 'reviews';

const TABS: readonly { id: TabId; labelId: LabelId<'ProductDetail'> }[] = [
  { id: 'description', labelId: 'lbl_prd_det_desc' },
  { id: 'additional', labelId: 'lbl_prd_det_addinfo' },
  { id: 'shipping', labelId: 'lbl_prd_det_shipinfo' },
  { id: 'why', labelId: 'lbl_prd_det_whybuy' },
  { id: 'reviews', labelId: 'lbl_prd_det_reviewstab' },
];

export function ProductTabs({
  product,
  tab,
  onTab,
}: {
  product: ProductDetailRow;
  tab: TabId;
  onTab: (tab: TabId) => void;
}) {
  const t = useLabels('ProductDetail');
  const rtl = isRtl(useLanguage());
  const buttons = useRef<Partial<Record<TabId, HTMLButtonElement>>>({});

  const move = (to: number) => {
    const next = TABS[(to + TABS.length) % TABS.length];
    if (!next) return;
    onTab(next.id);
    buttons.current[next.id]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const at = TABS.findIndex((entry) => entry.id === tab);
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) move(at + 1);
    else if (event.key === back) move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(TABS.length - 1);
    else return;
    event.preventDefault();
  };

  return (
    <section id="product-tabs" className="product-tabs">
      <div role="tablist" className="product-tabs__list" onKeyDown={onKeyDown}>
        {TABS.map((entry) => (
          <button
            key={entry.id}
            ref={(element) => {
              if (element) buttons.current[entry.id] = element;
            }}
            type="button"
            role="tab"
            id={`tab-${entry.id}`}
            aria-selected={tab === entry.id}
            aria-controls={`panel-${entry.id}`}
            tabIndex={tab === entry.id ? 0 : -1}
            className="product-tabs__tab"
            onClick={() => onTab(entry.id)}
          >
            {t(entry.labelId)}
            {entry.id === 'reviews' && ` (${product.TotalReviews})`}
          </button>
        ))}
      </div>
      {TABS.map((entry) => (
        <div
          key={entry.id}
          role="tabpanel"
          id={`panel-${entry.id}`}
          aria-labelledby={`tab-${entry.id}`}
          tabIndex={0}
          hidden={tab !== entry.id}
          className="product-tabs__panel"
        >
          {entry.id === 'description' && <Description html={product.FullDescription} />}
          {entry.id === 'additional' && <ProductInfoPanel product={product} />}
          {entry.id === 'shipping' && <ShippingPanel product={product} />}
          {entry.id === 'why' && <WhyBuyPanel />}
          {entry.id === 'reviews' && <ProductReviews product={product} />}
        </div>
      ))}
    </section>
  );
}

function Description({ html }: { html: string }) {
  const t = useLabels('ProductDetail');
  if (!html.trim()) return <p>{t('lbl_prd_no_description')}</p>;
  // FullDescription is sanitised by the server (a maintained sanitiser, at write and seed time).
  return (
    <div className="product-description" dir="auto" dangerouslySetInnerHTML={{ __html: html }} />
  );
}
