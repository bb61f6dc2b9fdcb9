// Adds or edits one address of the book in a modal dialog, without leaving the page (checkout,
// the address book). Every problem is shown at once under its field (the contract's rules before
// sending, the server's refusal after); focus goes to the first wrong field, starts on the name
// when the dialog opens and returns to the opener when it closes (useModal).
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import type { AddressRow, SavedAddressAnswer } from '@bazaar/contract/schemas/address-book';
import { ADDRESS_LIMITS } from '@bazaar/contract/address/address-rules';
import { TextField } from '../../components/form-field.tsx';
import { LocationSelects, usePlaces, type Places } from '../../components/location-selects.tsx';
import { ModalDialog } from '../../components/modal-dialog.tsx';
import { SubmitForm } from '../../components/submit-form.tsx';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { showToast } from '../../lib/toast.ts';
import { useMutation } from '../../lib/use-mutation.ts';
import {
  addressErrors,
  addressValuesOf,
  emptyAddress,
  fieldOfMessage,
  toSaveParams,
  type AddressErrors,
  type AddressFormField,
  type AddressFormValues,
} from './address-form.ts';
import { useEnglishPlaceNames, useHomeCountryId } from './use-english-place-names.ts';
import '../../components/form-field.css';
import './address-book.css';

/** What the dialog is for: a new address, a gift recipient's (new, never the default), or an edit. */
export type AddressDialogMode =
  { kind: 'closed' } | { kind: 'add' } | { kind: 'gift' } | { kind: 'edit'; row: AddressRow };

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export function AddressFormDialog({
  mode,
  onClose,
  onSaved,
}: {
  mode: AddressDialogMode;
  onClose: () => void;
  onSaved: (answer: SavedAddressAnswer) => void;
}) {
  const t = useLabels('AddressBook');
  const controls = useRef(new Map<AddressFormField, Control>());
  const open = mode.kind !== 'closed';
  // After showModal() (the dialog's effect runs first): the shopper starts on the name.
  useEffect(() => {
    if (open) controls.current.get('FullName')?.focus();
  }, [open]);
  const title = {
    closed: '',
    add: t('lbl_addr_title_add'),
    gift: t('lbl_addr_title_gift'),
    edit: t('lbl_addr_title_edit'),
  }[mode.kind];
  return (
    <ModalDialog open={open} onClose={onClose} title={title}>
      {open && (
        <AddressForm
          key={mode.kind === 'edit' ? `edit-${mode.row.AddressId}` : mode.kind}
          mode={mode}
          controls={controls.current}
          onCancel={onClose}
          onSaved={onSaved}
        />
      )}
    </ModalDialog>
  );
}

function AddressForm({
  mode,
  controls,
  onCancel,
  onSaved,
}: {
  mode: Exclude<AddressDialogMode, { kind: 'closed' }>;
  controls: Map<AddressFormField, Control>;
  onCancel: () => void;
  onSaved: (answer: SavedAddressAnswer) => void;
}) {
  const t = useLabels('AddressBook');
  const lang = useLanguage();
  const homeCountry = useHomeCountryId();
  const editing = mode.kind === 'edit' ? mode.row : null;
  const [values, setValues] = useState<AddressFormValues>(() =>
    editing ? addressValuesOf(editing) : emptyAddress(homeCountry),
  );
  const [isDefault, setIsDefault] = useState(editing?.IsDefault ?? false);
  const [errors, setErrors] = useState<AddressErrors>({});
  const names = useEnglishPlaceNames(values);
  const shown = usePlaces(values).names;
  const { mutate, pending } = useMutation('saveCustomerAddress', {
    overlay: true,
    invalidates: ['getCustomerAddresses'],
  });

  // The home country arrives after the form opened empty: start there unless one was chosen.
  useEffect(() => {
    if (!editing && homeCountry && Number(values.CountryID) <= 0) {
      setValues((current) => ({ ...current, CountryID: String(homeCountry) }));
    }
  }, [editing, homeCountry, values.CountryID]);

  const change = (changed: Partial<AddressFormValues>) => {
    setValues((current) => ({ ...current, ...changed }));
    // A field typed in loses its message; the rest stay until the next try.
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([name]) => !(name in changed))),
    );
  };

  const show = (found: AddressErrors) => {
    setErrors(found);
    const first = (Object.keys(FIELD_ORDER) as AddressFormField[]).find((name) => found[name]);
    if (first) controls.get(first)?.focus();
  };

  const submit = async () => {
    if (pending) return;
    const found = addressErrors(values, names, lang, shown.StateName);
    if (Object.keys(found).length > 0) {
      show(found);
      return;
    }
    const result = await mutate(toSaveParams(values, editing?.AddressId ?? null, isDefault));
    if (result.ok) {
      showToast('success', t('lbl_addr_saved'));
      onSaved(result.data);
      return;
    }
    if (result.status === 401) return; // the session guard has logged the shopper out
    const field = fieldOfMessage(result.envelope?.messageId);
    if (field) show({ [field]: result.errorMessage });
    else showToast('error', result.errorMessage);
  };

  const ref = (name: AddressFormField) => (element: Control | null) => {
    if (element) controls.set(name, element);
    else controls.delete(name);
  };
  const text = (name: AddressFormField, label: string, extra: Partial<TextProps>) => (
    <TextField
      name={name}
      label={label}
      value={values[name]}
      onChange={(value) => change({ [name]: value })}
      error={errors[name]}
      controlRef={ref(name)}
      autoComplete="off"
      {...extra}
    />
  );

  return (
    <SubmitForm onSubmit={submit} className="address-form" aria-label={t('lbl_addr_save')}>
      {mode.kind === 'gift' && <p className="modal-dialog__hint">{t('lbl_addr_gift_hint')}</p>}
      <div className="form-grid form-grid--two">
        {text('FullName', t('lbl_addr_fullname'), {
          autoComplete: mode.kind === 'gift' ? 'off' : 'name',
          maxLength: ADDRESS_LIMITS.fullName,
          required: true,
        })}
        {text('MobileNo', t('lbl_addr_mobile'), {
          type: 'tel',
          autoComplete: mode.kind === 'gift' ? 'off' : 'tel',
          maxLength: ADDRESS_LIMITS.mobile,
          required: true,
        })}
        {text('AddressLine1', t('lbl_addr_line1'), {
          autoComplete: 'address-line1',
          maxLength: ADDRESS_LIMITS.line,
          required: true,
          wide: true,
        })}
        {text('AddressLine2', t('lbl_addr_line2'), {
          autoComplete: 'address-line2',
          maxLength: ADDRESS_LIMITS.line,
          wide: true,
        })}
        <LocationSelects
          values={values}
          onChange={(places: Places) => change(places)}
          labels={{
            country: t('lbl_addr_country'),
            state: t('lbl_addr_state'),
            city: t('lbl_addr_city'),
          }}
          countryRequired
          errors={{
            CountryID: errors.CountryID,
            StateProvinceID: errors.StateProvinceID,
            CityID: errors.CityID,
          }}
          controlRef={ref}
        />
        {text('PinCode', t('lbl_addr_pin'), {
          inputMode: 'numeric',
          autoComplete: 'postal-code',
          maxLength: ADDRESS_LIMITS.pin,
          required: true,
        })}
      </div>
      {mode.kind !== 'gift' && (
        <label className="address-form__default">
          <input
            type="checkbox"
            name="IsDefault"
            checked={isDefault}
            onChange={(event) => setIsDefault(event.target.checked)}
          />
          {t('lbl_addr_make_default')}
        </label>
      )}
      <div className="address-form__actions">
        <button type="submit" className="btn" disabled={pending}>
          {pending ? t('lbl_addr_saving') : t('lbl_addr_save')}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          {t('lbl_addr_cancel')}
        </button>
      </div>
    </SubmitForm>
  );
}

type TextProps = ComponentProps<typeof TextField>;

/** The order of the fields on screen: the first wrong one gets focus. */
const FIELD_ORDER: Record<AddressFormField, true> = {
  FullName: true,
  MobileNo: true,
  AddressLine1: true,
  AddressLine2: true,
  CountryID: true,
  StateProvinceID: true,
  CityID: true,
  PinCode: true,
};
