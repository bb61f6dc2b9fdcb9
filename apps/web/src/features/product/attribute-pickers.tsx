// Colour swatches and the size list: native radio buttons (arrow keys move the choice, as in
// any radio group), drawn as swatches and pills; an option that costs more says how much (on
// its pill, and beside the chosen colour's name).
import { useId } from 'react';
import { formatPaise } from '@bazaar/contract/money/money-text';
import { paidSurchargePaise } from '@bazaar/contract/pricing/option-price';
import type { ChoiceGroup, ChoiceOption } from './product-choices.ts';

/** The product's own prices (the wire's rupees), before any option. */
export interface BasePrice {
  price: number;
  discounted: number | null;
}

/**
 * "+₹49" after an option that costs more, else nothing: the contract's rule for what it adds to
 * the unit the shopper pays (a percentage option as the rupees it comes to).
 */
export function surchargeText(option: ChoiceOption, base: BasePrice): string {
  const paise = paidSurchargePaise(base.price, base.discounted, option);
  return paise > 0 ? `+${formatPaise(paise)}` : '';
}

export function ChoicePicker({
  group,
  legend,
  value,
  onChange,
  kind,
  base,
}: {
  group: ChoiceGroup;
  base: BasePrice;
  legend: string;
  value: number | undefined;
  onChange: (value: number) => void;
  kind: 'swatch' | 'pill';
}) {
  const name = useId();
  const chosen = group.options.find((option) => option.value === value);
  const chosenExtra = chosen ? surchargeText(chosen, base) : '';
  return (
    <fieldset className={`choice-picker choice-picker--${kind}`}>
      <legend>
        {legend} {chosen && <strong className="choice-picker__chosen">{chosen.label}</strong>}
        {chosenExtra && (
          <span className="choice-picker__extra" dir="ltr">
            {' '}
            ({chosenExtra})
          </span>
        )}
      </legend>
      <div className="choice-picker__options">
        {group.options.map((option) => {
          const extra = surchargeText(option, base);
          return (
            <label key={option.value} className="choice-picker__option" title={option.label}>
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
              />
              {kind === 'swatch' ? (
                <span
                  className="choice-picker__swatch"
                  style={{ backgroundColor: option.hex }}
                  aria-hidden="true"
                />
              ) : (
                <span className="choice-picker__pill" aria-hidden="true">
                  {option.label}
                  {extra && <small className="choice-picker__extra">{extra}</small>}
                </span>
              )}
              <span className="visually-hidden">
                {option.label}
                {extra && ` ${extra}`}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
