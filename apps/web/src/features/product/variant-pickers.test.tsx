import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ATTRIBUTE_PRICE_TYPE } from '@bazaar/contract/constants';
import { fakeApi } from '../../test/fake-api.ts';
import { loadLabelDefaults } from '../../i18n/label-defaults.ts';
import { renderApp } from '../../test/render-app.tsx';
import type { ChoiceGroup } from './product-choices.ts';
import { VariantPickers } from './variant-pickers.tsx';

beforeAll(async () => {
  await loadLabelDefaults('ProductDetail');
});

const giftWrap: ChoiceGroup = {
  attributeId: 7,
  name: 'Gift wrap',
  required: true,
  options: [
    { value: 1, label: 'Plain', AdditionalPrice: 0, PriceType: ATTRIBUTE_PRICE_TYPE.FixedValue },
    { value: 2, label: 'Festive', AdditionalPrice: 49, PriceType: ATTRIBUTE_PRICE_TYPE.FixedValue },
  ],
};
const engraving: ChoiceGroup = {
  attributeId: 8,
  name: 'Engraving',
  required: false,
  options: [
    { value: 3, label: 'Name', AdditionalPrice: 10, PriceType: ATTRIBUTE_PRICE_TYPE.Percentage },
  ],
};

function renderPickers(onChoose = vi.fn()) {
  fakeApi();
  renderApp(
    <VariantPickers
      variants={[giftWrap, engraving]}
      base={{ price: 2000, discounted: 1500 }}
      selection={{}}
      onChoose={onChoose}
    />,
  );
  return onChoose;
}

describe('the product page’s options', () => {
  it('shows every option inline with what it adds, the required ones marked', () => {
    renderPickers();
    const wrap = screen.getByRole('group', { name: /Gift wrap/ });
    expect(within(wrap).getByText('Required')).toBeTruthy();
    expect(within(wrap).getByRole('radio', { name: 'Festive (+₹49)' })).toBeTruthy();
    expect(within(wrap).getByRole('radio', { name: 'Plain' })).toBeTruthy();
    expect(within(wrap).queryByRole('radio', { name: 'None' })).toBeNull();
  });

  it('prices a percentage option on the sale price, and lets an optional one be None', () => {
    renderPickers();
    const engrave = screen.getByRole('group', { name: 'Engraving' });
    // 10 % of the ₹1,500 the shopper pays, as the cart will charge it.
    expect(within(engrave).getByRole('radio', { name: 'Name (+₹150)' })).toBeTruthy();
    expect(within(engrave).getByRole('radio', { name: 'None' })).toBeTruthy();
  });

  it('answers a choice with the attribute and the value', () => {
    const onChoose = renderPickers();
    fireEvent.click(screen.getByRole('radio', { name: 'Festive (+₹49)' }));
    expect(onChoose).toHaveBeenCalledWith(7, 2);
  });
});
