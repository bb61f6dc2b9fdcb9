// Tab panels: Additional information (brand, colours, sizes, tags), Shipping, Why Buy From Us.
import type { LabelId } from '@bazaar/contract/labels';
import type { ProductDetailRow } from '@bazaar/contract/schemas/catalogue';
import { TRUNCATE } from '@bazaar/contract/constants';
import { listText } from '@bazaar/i18n/lists';
import { fill } from '@bazaar/i18n/text';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { truncate } from '../../lib/format.ts';

export function ProductInfoPanel({ product }: { product: ProductDetailRow }) {
  const t = useLabels('ProductDetail');
  const lang = useLanguage();
  const rows: [string, string][] = [
    [t('lbl_prd_det_brand'), product.ManufacturerName],
    [t('lbl_prd_det_vendor'), product.VendorName],
    [
      t('lbl_prd_det_color'),
      listText(
        lang,
        product.ProductColorsJson.map((c) => c.ColorName),
      ),
    ],
    [
      t('lbl_prd_det_size'),
      listText(
        lang,
        product.ProductSizesJson.map((s) => s.ShortName),
      ),
    ],
  ];
  return (
    <>
      <table className="product-info">
        <tbody>
          {rows
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label.replace(/[:：]\s*$/, '')}</th>
                <td dir="auto">{value}</td>
              </tr>
            ))}
          <tr>
            <th scope="row">{t('lbl_prd_det_head_tags').replace(/[:：]\s*$/, '')}</th>
            <td>
              {product.ProductTagsJson.length === 0 ? (
                t('lbl_prd_no_tags')
              ) : (
                <ul className="product-tags">
                  {product.ProductTagsJson.map((tag) => (
                    <li key={tag.TagID} dir="auto">
                      {truncate(tag.TagName, TRUNCATE.tagName)}
                    </li>
                  ))}
                </ul>
              )}
            </td>
          </tr>
        </tbody>
      </table>
    </>
  );
}

export function ShippingPanel({ product }: { product: ProductDetailRow }) {
  const t = useLabels('ProductDetail');
  const lang = useLanguage();
  return (
    <table className="product-info">
      <tbody>
        <tr>
          <th scope="row">{t('lbl_prd_det_shipinfo')}</th>
          <td>
            {product.IsShippingFree
              ? t('lbl_prd_det_head_shippingfree')
              : t('lbl_prd_ship_charged')}
          </td>
        </tr>
        {product.ProductShipMethodsJson.length > 0 && (
          <tr>
            <th scope="row">{t('lbl_prd_det_head_deliverymethod')}</th>
            <td>
              <ul className="product-tags">
                {product.ProductShipMethodsJson.map((m) => (
                  <li key={m.ShippingMethodName}>{m.ShippingMethodName}</li>
                ))}
              </ul>
            </td>
          </tr>
        )}
        {product.EstimatedShippingDays > 0 && (
          <tr>
            <th scope="row">{t('lbl_prd_det_head_est_shippingdays')}</th>
            <td>
              {fill(lang, t('lbl_prd_ship_days_value'), { n: product.EstimatedShippingDays })}
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
}

const REASONS: readonly LabelId<'ProductDetail'>[] = [
  'lbl_prd_why_1',
  'lbl_prd_why_2',
  'lbl_prd_why_3',
  'lbl_prd_why_4',
  'lbl_prd_why_5',
];

export function WhyBuyPanel() {
  const t = useLabels('ProductDetail');
  return (
    <>
      <p>{t('lbl_prd_det_fivereasons')}</p>
      <ol className="product-reasons">
        {REASONS.map((id) => (
          <li key={id}>{t(id)}</li>
        ))}
      </ol>
    </>
  );
}
