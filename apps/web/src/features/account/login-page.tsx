// Login (/:lang/login, spec §2/§4): e-mail and password checked by the §5 checker; success
// stores the user and Token and goes back to the page that sent the shopper here (?returnTo=,
// deviation 12) or to the language home; a refusal says 'Incorrect email or
// password!' and keeps what was typed. Beside it, the way to a new account.
import { Link, useNavigate } from 'react-router';
import { FORM_RULES } from '@bazaar/contract/validation';
import { t as message } from '@bazaar/i18n/messages';
import { PageTitle } from '../../components/page-title.tsx';
import { EmailField } from '../../components/form-field.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { firstProblem } from '../../lib/form-check.ts';
import { paths } from '../../lib/paths.ts';
import { showToast } from '../../lib/toast.ts';
import { useForm } from '../../lib/use-form.ts';
import { failureText } from './account-answers.ts';
import { useLogin } from './use-login.ts';
import { useReturnTo } from './use-return-to.ts';
import '../../components/form-card.css';
import { SubmitForm } from '../../components/submit-form.tsx';
import { FormActions } from '../../components/form-actions.tsx';

const rule = (name: 'Email' | 'Password') => FORM_RULES.login.find((r) => r.name === name);

export default function LoginPage() {
  const t = useLabels('Login');
  const tc = useLabels('Common');
  const lang = useLanguage();
  const navigate = useNavigate();
  const form = useForm({ Email: '', Password: '' });
  const { login, pending } = useLogin();
  const returnTo = useReturnTo();

  const submit = async () => {
    if (pending) return;
    if (!form.passes(firstProblem(FORM_RULES.login, form.values, lang))) return;
    const outcome = await login(form.values.Email, form.values.Password);
    if (outcome.ok) {
      showToast('success', message(lang, 'loginSuccess'));
      await navigate(returnTo ?? paths.home(lang), { replace: returnTo !== null });
      return;
    }
    const fallback = message(
      lang,
      outcome.result.ok || outcome.result.status !== 0 ? 'loginFailure' : 'genericError',
    );
    form.failWhole(failureText(outcome.result, fallback));
  };

  return (
    <PageTitle title={t('lbl_login_title')} description={t('lbl_login_meta')}>
      <div className="account-columns">
        <section className="account-card" aria-labelledby="login-returning">
          <h2 id="login-returning">{t('lbl_login_returning')}</h2>
          <SubmitForm onSubmit={submit}>
            <div className="form-grid">
              <EmailField
                {...form.field('Email')}
                label={t('lbl_login_email')}
                maxLength={rule('Email')?.max}
              />
              <PasswordField
                {...form.field('Password')}
                label={t('lbl_login_password')}
                autoComplete="current-password"
                showLabel={tc('lbl_cmn_show_password')}
                maxLength={rule('Password')?.max}
                required
              />
            </div>
            <FormActions
              label={t('lbl_login_loginbtn')}
              pendingLabel={t('lbl_login_submitting')}
              pending={pending}
            >
              <Link to={paths.resetPassword(lang)}>{t('lbl_login_lostpass')}</Link>
            </FormActions>
          </SubmitForm>
        </section>
        <section className="account-card account-card--aside" aria-labelledby="login-new">
          <h2 id="login-new">{t('lbl_login_newcustomer')}</h2>
          <p>{t('lbl_login_inst_singup')}</p>
          <Link to={paths.signup(lang, returnTo ?? undefined)} className="btn btn--ghost">
            {t('lbl_login_createacnt')}
          </Link>
        </section>
      </div>
    </PageTitle>
  );
}
