// A form that the §5 checker validates (so the browser's own bubbles stay off) and whose submit
// runs in script instead of navigating.
import type { FormHTMLAttributes } from 'react';

export interface SubmitFormProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'noValidate'
> {
  onSubmit: () => unknown;
}

export function SubmitForm({ onSubmit, children, ...attributes }: SubmitFormProps) {
  return (
    <form
      noValidate
      {...attributes}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {children}
    </form>
  );
}
