// Every attribute other than colour and size, inline under them: one radio group each with its
// options' extra prices ("Gift wrap (+₹49)"), so no required choice hides behind a button; an
// optional one can be set back to "None".
import { useId } from 'react';
import { useLabels } from '../../i18n/use-labels.ts';
import { surchargeText, type BasePrice } from './attribute-pickers.tsx';
import type { ChoiceGroup, Selection } from './product-choices.ts';

export function VariantPickers({
  variants,
  base,
  selection,
  onChoose,
}: {
  variants: readonly ChoiceGroup[];
  base: BasePrice;
  selection: Selection;
  onChoose: (attributeId: number, value: number | null) => void;
}) {
  const t = useLabels('ProductDetail');
  const idPrefix = useId();
  if (variants.length === 0) return null;
  return (
    <div className="variant-pickers">
      {variants.map((group) => {
        const name = `${idPrefix}-${group.attributeId}`;
        const value = selection[group.attributeId];
        return (
          <fieldset key={group.attributeId} className="variant-group bare-fieldset">
            <legend>
              {group.name}
              {group.required && (
                <span className="variant-group__required">{t('lbl_prd_required')}</span>
              )}
            </legend>
            <div className="variant-group__options">
              {!group.required && (
                <label className="variant-group__option">
                  <input
                    type="radio"
                    name={name}
                    checked={value === undefined}
                    onChange={() => onChoose(group.attributeId, null)}
                  />
                  <span>{t('lbl_prd_none')}</span>
                </label>
              )}
              {group.options.map((option) => {
                const extra = surchargeText(option, base);
                return (
                  <label key={option.value} className="variant-group__option">
                    <input
                      type="radio"
                      name={name}
                      checked={value === option.value}
                      onChange={() => onChoose(group.attributeId, option.value)}
                    />
                    <span dir="auto">{option.label}</span>
                    {extra && (
                      <span className="variant-group__price" dir="ltr">
                        ({extra})
                      </span>
                    )}
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
