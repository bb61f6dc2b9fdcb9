// One labelled form field: the label, the control and, when the §5 checker found it wrong, the
// message under it (aria-invalid, tied by aria-describedby) — the pattern of the contact form,
// shared by every form. A required field shows an asterisk (out of its accessible name: the
// control says `required` itself).
import { useId, type ReactNode } from 'react';
import './form-field.css';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface FieldFrameProps {
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  /** Spans both columns of a two-column form. */
  wide?: boolean;
  /** Renders the control from the ids and ARIA attributes the frame worked out. */
  children: (control: ControlProps) => ReactNode;
}

export interface ControlProps {
  id: string;
  required: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export function FieldFrame({
  label,
  error,
  hint,
  required = false,
  wide,
  children,
}: FieldFrameProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : '';
  const errorId = error ? `${id}-error` : '';
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const classes = ['form-field', required && 'form-field--required', wide && 'form-field--wide'];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        required,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint && (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error" dir="auto">
          {error}
        </p>
      )}
    </div>
  );
}

export interface TextFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'textarea';
  autoComplete: string;
  maxLength?: number;
  required?: boolean;
  error?: string;
  hint?: string;
  wide?: boolean;
  inputMode?: 'numeric' | 'text' | 'email' | 'tel';
  readOnly?: boolean;
  /** Text areas only. */
  rows?: number;
  controlRef?: (element: Control | null) => void;
}

export function TextField({
  name,
  label,
  value,
  onChange,
  type = 'text',
  autoComplete,
  maxLength,
  required,
  error,
  hint,
  wide,
  inputMode,
  readOnly,
  rows = 3,
  controlRef,
}: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required} wide={wide}>
      {(control) =>
        type === 'textarea' ? (
          <textarea
            {...control}
            ref={controlRef}
            name={name}
            value={value}
            rows={rows}
            maxLength={maxLength}
            autoComplete={autoComplete}
            onChange={(event) => onChange(event.target.value)}
          />
        ) : (
          <input
            {...control}
            ref={controlRef}
            name={name}
            type={type}
            value={value}
            maxLength={maxLength}
            autoComplete={autoComplete}
            inputMode={inputMode}
            readOnly={readOnly}
            // E-mail addresses, phone numbers and codes are typed left to right in Arabic too.
            dir={type === 'text' && inputMode !== 'numeric' ? undefined : 'ltr'}
            onChange={(event) => onChange(event.target.value)}
          />
        )
      }
    </FieldFrame>
  );
}

/** An e-mail address, always asked for: typed and filled in as one. */
export function EmailField(props: Omit<TextFieldProps, 'type' | 'autoComplete' | 'required'>) {
  return <TextField {...props} type="email" autoComplete="email" required />;
}

export interface SelectFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** The "Select …" option, whose value is the -999 sentinel. */
  placeholder: { value: string; label: string };
  autoComplete?: string;
  required?: boolean;
  error?: string;
  busy?: boolean;
  disabled?: boolean;
  controlRef?: (element: Control | null) => void;
}

export function SelectField({
  name,
  label,
  value,
  onChange,
  options,
  placeholder,
  autoComplete = 'off',
  required,
  error,
  busy,
  disabled,
  controlRef,
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} required={required}>
      {(control) => (
        <select
          {...control}
          ref={controlRef}
          name={name}
          value={value}
          autoComplete={autoComplete}
          aria-busy={busy || undefined}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value={placeholder.value}>{placeholder.label}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
