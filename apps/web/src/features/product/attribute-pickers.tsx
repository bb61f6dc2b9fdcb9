// Colour swatches and the size list: native radio buttons (arrow keys move the choice, as in
// any radio group), drawn as swatches and pills.
import { useId } from 'react';
import { formatPrice } from '../../lib/format.ts';
import type { ChoiceGroup, ChoiceOption } from './product-choices.ts';

/** "+₹799" or "+10%" after an option that costs more, else nothing. */
export function surchargeText(option: ChoiceOption): string {
  if (!(option.AdditionalPrice > 0)) return '';
  return option.PriceType === 2
    ? `+${option.AdditionalPrice}%`
    : `+${formatPrice(option.AdditionalPrice)}`;
}

export function ChoicePicker({
  group,
  legend,
  value,
  onChange,
  kind,
}: {
  group: ChoiceGroup;
  legend: string;
  value: number | undefined;
  onChange: (value: number) => void;
  kind: 'swatch' | 'pill';
}) {
  const name = useId();
  const chosen = group.options.find((option) => option.value === value);
  return (
    <fieldset className={`choice-picker choice-picker--${kind}`}>
      <legend>
        {legend} {chosen && <strong className="choice-picker__chosen">{chosen.label}</strong>}
      </legend>
      <div className="choice-picker__options">
        {group.options.map((option) => {
          const extra = surchargeText(option);
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
