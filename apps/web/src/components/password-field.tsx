// A password field with a show/hide toggle: a real button (keyboard, screen reader) whose name
// stays "Show password" and whose aria-pressed says whether the password is shown. The typed
// text survives the switch; the control keeps its autocomplete so password managers still help.
import { useState } from 'react';
import { PASSWORD_LENGTH } from '@bazaar/contract/constants';
import { useLabels } from '../i18n/use-labels.ts';
import { FieldFrame } from './form-field.tsx';
import { Icon } from './icons.tsx';
import './form-field.css';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface PasswordFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  /** The toggle's name ("Show password"), a label of the page's language. */
  showLabel: string;
  maxLength?: number;
  required?: boolean;
  error?: string;
  hint?: string;
  controlRef?: (element: Control | null) => void;
}

// Here rather than in icons.tsx, which the entry chunk carries: only account pages need them.
const EyeIcon = ({ crossed }: { crossed: boolean }) => (
  <Icon>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
    {crossed && <path d="M4 4l16 16" />}
  </Icon>
);

export function PasswordField({
  name,
  label,
  value,
  onChange,
  autoComplete,
  showLabel,
  maxLength,
  required,
  error,
  hint,
  controlRef,
}: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required}>
      {(control) => (
        <div className="password-field">
          <input
            {...control}
            ref={controlRef}
            name={name}
            type={shown ? 'text' : 'password'}
            value={value}
            maxLength={maxLength}
            autoComplete={autoComplete}
            dir="ltr"
            spellCheck={false}
            autoCapitalize="off"
            onChange={(event) => onChange(event.target.value)}
          />
          <button
            type="button"
            className="password-field__toggle"
            aria-pressed={shown}
            aria-controls={control.id}
            onClick={() => setShown((on) => !on)}
          >
            <EyeIcon crossed={shown} />
            <span className="visually-hidden">{showLabel}</span>
          </button>
        </div>
      )}
    </FieldFrame>
  );
}

export type NewPasswordFieldProps = Omit<
  PasswordFieldProps,
  'autoComplete' | 'showLabel' | 'required' | 'hint'
> & {
  /** Shows the length rule under the field (the first of a password and its confirmation). */
  withRule?: boolean;
};

/** A password being chosen (sign up, seller request, reset): required, offered to managers. */
export function NewPasswordField({ withRule = false, ...field }: NewPasswordFieldProps) {
  const tc = useLabels('Common');
  return (
    <PasswordField
      {...field}
      autoComplete="new-password"
      showLabel={tc('lbl_cmn_show_password')}
      hint={
        withRule
          ? tc('lbl_cmn_password_hint').replace('{n}', String(PASSWORD_LENGTH.min))
          : undefined
      }
      required
    />
  );
}
