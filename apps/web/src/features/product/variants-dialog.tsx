// The variants popup: every attribute other than colour and size, one radio group each; an
// optional one can be set back to "None". Prices shown are what the option adds.
import { useId } from 'react';
import { useLabels } from '../../i18n/use-labels.ts';
import { ModalDialog } from '../../components/modal-dialog.tsx';
import { surchargeText } from './attribute-pickers.tsx';
import type { ChoiceGroup, Selection } from './product-choices.ts';

export function VariantsDialog({
  open,
  onClose,
  variants,
  selection,
  onChoose,
}: {
  open: boolean;
  onClose: () => void;
  variants: readonly ChoiceGroup[];
  selection: Selection;
  onChoose: (attributeId: number, value: number | null) => void;
}) {
  const t = useLabels('ProductDetail');
  const idPrefix = useId();
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={t('lbl_prd_variants_title')}
      footer={
        <button type="button" className="btn" onClick={onClose}>
          {t('lbl_prd_done')}
        </button>
      }
    >
      <p className="modal-dialog__hint">{t('lbl_prd_variants_hint')}</p>
      {variants.map((group) => {
        const name = `${idPrefix}-${group.attributeId}`;
        const value = selection[group.attributeId];
        return (
          <fieldset key={group.attributeId} className="variant-group">
            <legend>
              {group.name}
              {group.required && (
                <span className="variant-group__required">{t('lbl_prd_required')}</span>
              )}
            </legend>
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
            {group.options.map((option) => (
              <label key={option.value} className="variant-group__option">
                <input
                  type="radio"
                  name={name}
                  checked={value === option.value}
                  onChange={() => onChoose(group.attributeId, option.value)}
                />
                <span>{option.label}</span>
                {surchargeText(option) && (
                  <span className="variant-group__price" dir="ltr">
                    {surchargeText(option)}
                  </span>
                )}
              </label>
            ))}
          </fieldset>
        );
      })}
    </ModalDialog>
  );
}
