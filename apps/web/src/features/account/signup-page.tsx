// Sign up (/:lang/signup, spec §2/§4): the §5 checker on submit (message as a toast and under the
// field); the sign-up toast (deviation 42), then an automatic login that goes back to the page that sent
// the shopper (?returnTo=, deviation 12) or home, or to the login page (keeping it) when it fails. 'Email already exists!' marks the e-mail field. What was typed stays on error.
import { Link, useNavigate } from 'react-router';
import { t as message } from '@bazaar/i18n/messages';
import { AddressFormCard } from '../../components/address-form-card.tsx';
import { EmailField } from '../../components/form-field.tsx';
import { NewPasswordField } from '../../components/password-field.tsx';
import { AddressFields } from '../../components/address-fields.tsx';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { paths } from '../../lib/paths.ts';
import { showToast } from '../../lib/toast.ts';
import { useForm } from '../../lib/use-form.ts';
import { useMutation } from '../../lib/use-mutation.ts';
import { isSaved } from '../../lib/form-check.ts';
import { failureText } from './account-answers.ts';
import { checkSignup, EMPTY_SIGNUP, maxOf, toSignupParams } from './signup-form.ts';
import { useLogin } from './use-login.ts';
import { useReturnTo } from './use-return-to.ts';
import { FormActions } from '../../components/form-actions.tsx';

export default function SignupPage() {
  const t = useLabels('Signup');
  const lang = useLanguage();
  const navigate = useNavigate();
  const form = useForm(EMPTY_SIGNUP);
  const { values } = form;
  const signup = useMutation('signupUser', { overlay: true });
  const { login, pending: loggingIn } = useLogin();
  const pending = signup.pending || loggingIn;
  const returnTo = useReturnTo() ?? undefined;

  const submit = async () => {
    if (pending) return;
    if (!form.passes(checkSignup(values, lang))) return;
    const result = await signup.mutate(toSignupParams(values, lang));
    if (!result.ok || !isSaved(result.data)) {
      const text = failureText(result, message(lang, 'genericError'));
      if (text === message(lang, 'emailExists'))
        form.fail({ field: 'EmailAddress', message: text });
      else form.failWhole(text);
      return;
    }
    showToast('success', message(lang, 'signupSuccess'));
    const loggedIn = await login(values.EmailAddress, values.Password);
    await navigate(loggedIn.ok ? (returnTo ?? paths.home(lang)) : paths.login(lang, returnTo), {
      replace: returnTo !== undefined,
    });
  };

  return (
    <AddressFormCard
      title={t('lbl_singup_crtaccount')}
      description={t('lbl_singup_meta')}
      onSubmit={submit}
      actions={
        <FormActions
          label={t('lbl_singup_submitbnt')}
          pendingLabel={t('lbl_singup_submitting')}
          pending={pending}
        >
          <Link to={paths.login(lang, returnTo)}>{t('lbl_singup_loginacnt')}</Link>
        </FormActions>
      }
    >
      <AddressFields
        form={form}
        maxOf={maxOf}
        countryRequired
        labels={{
          firstName: t('lbl_singup_fname'),
          lastName: t('lbl_singup_lname'),
          country: t('lbl_singup_country'),
          state: t('lbl_singup_province'),
          city: t('lbl_singup_city'),
          mobile: t('lbl_singup_contact'),
          postalCode: t('lbl_singup_pcode'),
          addressLine: t('lbl_singup_shippa'),
        }}
        afterNames={
          <>
            <EmailField
              {...form.field('EmailAddress')}
              label={t('lbl_singup_email')}
              maxLength={maxOf('EmailAddress')}
            />
            <NewPasswordField
              {...form.field('Password')}
              label={t('lbl_singup_password')}
              maxLength={maxOf('Password')}
              withRule
            />
          </>
        }
      />
    </AddressFormCard>
  );
}
