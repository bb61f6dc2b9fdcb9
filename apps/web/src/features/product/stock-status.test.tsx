import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOW_STOCK_THRESHOLD } from '@bazaar/contract/constants';
import { productDetailTexts } from '@bazaar/i18n/labels/product-detail';
import { fakeApi } from '../../test/fake-api.ts';
import { loadLabelDefaults } from '../../i18n/label-defaults.ts';
import { renderApp } from '../../test/render-app.tsx';
import { StockStatus } from './stock-status.tsx';

beforeAll(async () => {
  await loadLabelDefaults('ProductDetail');
});

const stockText = (StockQuantity: number, DisplayStockQuantity: boolean, path = '/en/') => {
  const { unmount } = renderApp(
    <dl>
      <StockStatus product={{ StockQuantity, DisplayStockQuantity }} />
    </dl>,
    { path },
  );
  const text = screen.getByTestId('stock').textContent;
  unmount();
  return text;
};

describe('the availability line (DisplayStockQuantity)', () => {
  it('shows the count only when the product allows it', () => {
    expect(stockText(12, true)).toBe('In Stock (12 pieces)');
    expect(stockText(LOW_STOCK_THRESHOLD, true)).toBe(`Only ${LOW_STOCK_THRESHOLD} left`);
    expect(stockText(12, false)).toBe('In Stock');
    expect(stockText(2, false)).toBe('In Stock');
  });

  it('says out of stock with or without the flag', () => {
    expect(stockText(0, true)).toBe('Out of stock');
    expect(stockText(0, false)).toBe('Out of stock');
  });

  it('shows few units left as a warning, not as good news', () => {
    const tone = (units: number) => {
      const { unmount } = renderApp(
        <dl>
          <StockStatus product={{ StockQuantity: units, DisplayStockQuantity: true }} />
        </dl>,
      );
      const className = screen.getByTestId('stock').className;
      unmount();
      return className;
    };
    expect(tone(LOW_STOCK_THRESHOLD)).toBe('is-low-stock');
    expect(tone(LOW_STOCK_THRESHOLD + 1)).toBe('is-in-stock');
    expect(tone(0)).toBe('is-out-of-stock');
  });

  it('counts in Arabic', async () => {
    const ids = ['lbl_prd_det_instock', 'lbl_prd_instock_count'] as const;
    fakeApi().on('getLocalization', {
      data: {
        labelsJsonData: ids.map((id) => ({ labelHtmlId: id, text: productDetailTexts[id].ar })),
      },
    });
    renderApp(
      <dl>
        <StockStatus product={{ StockQuantity: 12, DisplayStockQuantity: true }} />
      </dl>,
      { path: '/ar/' },
    );
    await waitFor(() => expect(screen.getByTestId('stock').textContent).toBe('متوفر (12 قطعة)'));
  });
});
