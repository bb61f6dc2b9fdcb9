// The card of the three forms built around a name and an address (sign-up, the seller request
// and the profile): the page title, the note that starred fields are required, the fields in two
// columns, and the form's actions under them.
import type { ReactNode } from 'react';
import { useLabels } from '../i18n/use-labels.ts';
import { PageTitle } from './page-title.tsx';
import { SubmitForm } from './submit-form.tsx';
import './form-card.css';

export interface AddressFormCardProps {
  title: string;
  description?: string;
  /** Said before the required-fields note. */
  intro?: string;
  onSubmit: () => unknown;
  /** The fields, laid out in two columns. */
  children: ReactNode;
  /** Under the fields: the submit button and the links beside it. */
  actions: ReactNode;
}

export function AddressFormCard({
  title,
  description,
  intro,
  onSubmit,
  children,
  actions,
}: AddressFormCardProps) {
  const tc = useLabels('Common');
  return (
    <PageTitle title={title} description={description}>
      <div className="account-card account-card--wide">
        <p className="account-note">
          {intro === undefined ? '' : `${intro} `}
          {tc('lbl_cmn_required_note')}
        </p>
        <SubmitForm onSubmit={onSubmit}>
          <div className="form-grid form-grid--two">{children}</div>
          {actions}
        </SubmitForm>
      </div>
    </PageTitle>
  );
}
