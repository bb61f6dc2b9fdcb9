// Reset step 1: the account's e-mail address, checked (§5), then a code is sent to it.
import { FORM_RULES } from '@bazaar/contract/validation';
import { TextField } from '../../components/form-field.tsx';
import { useLabels } from '../../i18n/use-labels.ts';
import { useLanguage } from '../../i18n/language.ts';
import { useForm } from '../../lib/use-form.ts';
import { checkEmailStep } from './reset-form.ts';
import { useSendResetCode } from './use-send-reset-code.ts';
import { SubmitForm } from '../../components/submit-form.tsx';

export function ResetEmailStep({
  email,
  onEmailChange,
  onSent,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  onSent: (email: string) => void;
}) {
  const t = useLabels('ResetPassword');
  const lang = useLanguage();
  const form = useForm({ Email: email });
  const { send, pending } = useSendResetCode();

  const submit = async () => {
    if (pending) return;
    if (!form.passes(checkEmailStep(form.values.Email, lang))) return;
    if (await send(form.values.Email)) onSent(form.values.Email.trim());
  };

  return (
    <SubmitForm onSubmit={submit} aria-labelledby="reset-step1">
      <h2 id="reset-step1" className="visually-hidden">
        {t('lbl_reset_send')}
      </h2>
      <p className="account-note">{t('lbl_reset_step1_intro')}</p>
      <div className="form-grid">
        <TextField
          name="Email"
          type="email"
          label={t('lbl_reset_email')}
          value={form.values.Email}
          onChange={(value) => {
            form.set('Email', value);
            onEmailChange(value);
          }}
          autoComplete="email"
          maxLength={FORM_RULES.resetStep1[0].max}
          required
          error={form.errorOf('Email')}
          controlRef={form.control('Email')}
        />
      </div>
      <button type="submit" className="btn" disabled={pending}>
        {pending ? t('lbl_reset_sending') : t('lbl_reset_send')}
      </button>
    </SubmitForm>
  );
}
