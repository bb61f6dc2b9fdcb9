// Reset step 2: the e-mailed code, the new password and its confirmation ('Password does not
// match!'); success says so and goes to login. A refused code marks the code field.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { RESPONSE_MSG } from '@bazaar/contract/messages';
import { t as message } from '@bazaar/i18n/messages';
import { TextField } from '../../components/form-field.tsx';
import { NewPasswordField } from '../../components/password-field.tsx';
import { useLabels } from '../../i18n/use-labels.ts';
import { useLanguage } from '../../i18n/language.ts';
import { paths } from '../../lib/paths.ts';
import { showToast } from '../../lib/toast.ts';
import { useForm } from '../../lib/use-form.ts';
import { useMutation } from '../../lib/use-mutation.ts';
import { failureText } from './account-answers.ts';
import { checkCodeStep, EMPTY_CODE_STEP, maxOf, otpAnswered } from './reset-form.ts';
import { useSendResetCode } from './use-send-reset-code.ts';
import { SubmitForm } from '../../components/submit-form.tsx';
import { FormActions } from '../../components/form-actions.tsx';

export function ResetCodeStep({
  email,
  onOtherEmail,
}: {
  email: string;
  onOtherEmail: () => void;
}) {
  const t = useLabels('ResetPassword');
  const lang = useLanguage();
  const navigate = useNavigate();
  const form = useForm(EMPTY_CODE_STEP);
  const { values } = form;
  const change = useMutation('changePasswordWithOtp', { overlay: true });
  const resend = useSendResetCode();
  const pending = change.pending || resend.pending;
  const { focus } = form;

  // The step replaced the e-mail form: the shopper continues in the code field.
  useEffect(() => focus('Otp'), [focus]);

  const submit = async () => {
    if (pending) return;
    const problem = checkCodeStep(email, values, lang);
    if (problem) {
      if (problem.field === 'Email') {
        form.failWhole(problem.message);
        return;
      }
      form.fail({ field: problem.field, message: problem.message });
      return;
    }
    const result = await change.mutate({
      Email: email,
      Otp: values.Otp.trim(),
      Password: values.Password,
      ConfirmPassword: values.ConfirmPassword,
    });
    if (otpAnswered(result, RESPONSE_MSG.passwordReset)) {
      showToast('success', message(lang, 'resetStep2Success'));
      await navigate(paths.login(lang));
      return;
    }
    const text = failureText(result, message(lang, 'genericError'));
    // The server's refusals here are about the code (wrong, expired, used up).
    if (!result.ok && result.status === 501) form.fail({ field: 'Otp', message: text });
    else form.failWhole(text);
  };

  return (
    <SubmitForm onSubmit={submit} aria-labelledby="reset-step2">
      <h2 id="reset-step2" className="visually-hidden">
        {t('lbl_reset_submit')}
      </h2>
      <p className="account-note">{t('lbl_reset_step2_intro')}</p>
      <p className="account-sent-to" dir="ltr">
        {email}
      </p>
      <div className="form-grid">
        <TextField
          {...form.field('Otp')}
          label={t('lbl_reset_code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={maxOf('Otp')}
          required
        />
        <NewPasswordField
          {...form.field('Password')}
          label={t('lbl_reset_new_password')}
          maxLength={maxOf('Password')}
          withRule
        />
        <NewPasswordField
          {...form.field('ConfirmPassword')}
          label={t('lbl_reset_confirm_password')}
          maxLength={maxOf('ConfirmPassword')}
        />
      </div>
      <FormActions
        label={t('lbl_reset_submit')}
        pendingLabel={t('lbl_reset_changing')}
        pending={change.pending}
        disabled={pending}
      >
        <button
          type="button"
          className="link-button"
          disabled={pending}
          onClick={() => void resend.send(email)}
        >
          {t('lbl_reset_new_code')}
        </button>
        <button type="button" className="link-button" onClick={onOtherEmail}>
          {t('lbl_reset_other_email')}
        </button>
      </FormActions>
    </SubmitForm>
  );
}
