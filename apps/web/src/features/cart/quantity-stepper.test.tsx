import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { quantityLimitMessage } from '@bazaar/contract/messages';
import { t as message } from '@bazaar/i18n/messages';
import { fakeApi } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { loadLabelDefaults } from '../../i18n/label-defaults.ts';
import { currentToasts, dismissToast } from '../../lib/toast.ts';
import { QuantityStepper } from './quantity-stepper.tsx';

beforeAll(() => loadLabelDefaults('Cart'));
afterEach(() => {
  for (const toast of currentToasts()) dismissToast(toast.id);
});

const toasts = () => currentToasts().map((toast) => `${toast.kind}:${toast.text}`);

function renderStepper(quantity: number, orderMaximumQuantity: number, path = '/en/cart') {
  const onChange = vi.fn();
  renderApp(
    <QuantityStepper
      name="Oud Noir"
      quantity={quantity}
      orderMaximumQuantity={orderMaximumQuantity}
      onChange={onChange}
    />,
    { path },
  );
  return onChange;
}

const minus = () => screen.getByRole('button', { name: 'Decrease quantity of Oud Noir' });
const plus = () => screen.getByRole('button', { name: 'Increase quantity of Oud Noir' });

describe('the cart quantity stepper (spec §4, §5)', () => {
  it('offers minus only above 1', () => {
    const onChange = renderStepper(1, 0);
    expect(minus()).toHaveProperty('disabled', true);
    fireEvent.click(plus());
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('steps down by one above 1', () => {
    const onChange = renderStepper(4, 0);
    expect(minus()).toHaveProperty('disabled', false);
    fireEvent.click(minus());
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it("stops at the product's OrderMaximumQuantity and says so", () => {
    const onChange = renderStepper(3, 3);
    fireEvent.click(plus());
    expect(onChange).not.toHaveBeenCalled();
    expect(toasts()).toEqual([`error:${quantityLimitMessage(3)}`]);
  });

  it('caps at 10 when the product has no (or a higher) maximum', () => {
    const onChange = renderStepper(10, 25);
    fireEvent.click(plus());
    expect(onChange).not.toHaveBeenCalled();
    expect(toasts()).toEqual([`error:${quantityLimitMessage(10)}`]);
  });

  it('brings a stored quantity above the limit down to it', () => {
    const onChange = renderStepper(7, 5);
    fireEvent.click(plus());
    expect(onChange).toHaveBeenCalledWith(5);
  });

  it('says the limit in Arabic on an Arabic page', () => {
    // Arabic labels come from the server; the message is the browser's own.
    fakeApi().on('getLocalization', { data: { labelsJsonData: [] } });
    renderStepper(2, 2, '/ar/cart');
    fireEvent.click(screen.getAllByRole('button')[1] as HTMLElement);
    expect(toasts()).toEqual([`error:${message('ar', 'quantityLimit', { n: 2 })}`]);
  });
});
