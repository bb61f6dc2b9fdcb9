// Reset password (/:lang/reset-password, spec §4): step 1 sends a code to the e-mail; step 2
// takes the code, the new password and its confirmation, then goes to login. Each step's
// failure shows the server's errorMessage (spec §8); what was typed stays.
import { useState } from 'react';
import { Link } from 'react-router';
import { useLabels } from '../../i18n/use-labels.ts';
import { useLanguage } from '../../i18n/language.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { paths } from '../../lib/paths.ts';
import { ResetCodeStep } from './reset-code-step.tsx';
import { ResetEmailStep } from './reset-email-step.tsx';
import '../../components/form-card.css';

export default function ResetPasswordPage() {
  const t = useLabels('ResetPassword');
  const lang = useLanguage();
  // The address the code went to; empty while on step 1.
  const [sentTo, setSentTo] = useState('');
  const [email, setEmail] = useState('');

  return (
    <PageTitle title={t('lbl_reset_title')} description={t('lbl_reset_meta')}>
      <div className="account-card account-card--narrow">
        {sentTo ? (
          <ResetCodeStep email={sentTo} onOtherEmail={() => setSentTo('')} />
        ) : (
          <ResetEmailStep email={email} onEmailChange={setEmail} onSent={setSentTo} />
        )}
        <p className="account-back">
          <Link to={paths.login(lang)}>{t('lbl_reset_back_login')}</Link>
        </p>
      </div>
    </PageTitle>
  );
}
