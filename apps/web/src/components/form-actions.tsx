// The row under an account form: its submit button, which says what it is doing while the request
// runs, then the form's links and secondary buttons.
import type { ReactNode } from 'react';
import './form-card.css';

export interface FormActionsProps {
  label: string;
  pendingLabel: string;
  /** The submit's own request is running: the button shows `pendingLabel`. */
  pending: boolean;
  /** Defaults to `pending`; wider when another request of the form also blocks a submit. */
  disabled?: boolean;
  children?: ReactNode;
}

export function FormActions({
  label,
  pendingLabel,
  pending,
  disabled = pending,
  children,
}: FormActionsProps) {
  return (
    <div className="account-actions">
      <button type="submit" className="btn" disabled={disabled}>
        {pending ? pendingLabel : label}
      </button>
      {children}
    </div>
  );
}
