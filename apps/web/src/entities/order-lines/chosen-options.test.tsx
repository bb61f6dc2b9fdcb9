import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../lib/format.ts';
import { ChosenOptions } from './chosen-options.tsx';

describe('the chosen options of a line', () => {
  it('name each option with what it adds to one unit', () => {
    render(
      <ChosenOptions
        options={[
          { AttributeName: 'Colour', AttributeValue: 'Red', AdditionalPrice: 0 },
          { AttributeName: 'Size', AttributeValue: 'XXL', AdditionalPrice: 100 },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['Colour: Red', `Size: XXL (+${formatPrice(100)})`]);
  });

  it('show nothing when nothing was chosen', () => {
    const { container } = render(<ChosenOptions options={[]} />);
    expect(container.textContent).toBe('');
  });
});
