// Newsletter subscribe block: e-mail checked in the browser, then insert-subscriber.
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '../../lib/use-mutation.ts';
import { showToast } from '../../lib/toast.ts';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { newsletterError, newsletterOutcome } from './newsletter-rules.ts';

export default function Newsletter() {
  const t = useLabels('Home');
  const lang = useLanguage();
  const inputId = useId();
  const [email, setEmail] = useState('');
  const { mutate: subscribe, pending: sending } = useMutation('insertSubscriber');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const error = newsletterError(email, lang);
    if (error) {
      showToast('error', error);
      return;
    }
    const result = await subscribe({ SubscriberEmail: email.trim() });
    const outcome = newsletterOutcome(result.ok ? result.data : null, lang);
    showToast(outcome.kind, outcome.text);
    if (outcome.kind === 'success') setEmail('');
  };

  return (
    <section className="newsletter" aria-labelledby="home-newsletter">
      <div className="container newsletter__inner">
        <div>
          <h2 id="home-newsletter" className="newsletter__title">
            {t('lbl_home_newsletter_title')}
          </h2>
          <p className="newsletter__text">{t('lbl_home_newsletter_text')}</p>
        </div>
        <form className="newsletter__form" noValidate onSubmit={(event) => void onSubmit(event)}>
          <label htmlFor={inputId} className="visually-hidden">
            {t('lbl_home_newsletter_label')}
          </label>
          <input
            id={inputId}
            type="email"
            name="SubscriberEmail"
            autoComplete="email"
            inputMode="email"
            dir="ltr"
            value={email}
            placeholder={t('lbl_home_newsletter_placeholder')}
            onChange={(event) => setEmail(event.target.value)}
          />
          <button type="submit" className="btn btn--accent" disabled={sending}>
            {t('lbl_home_subscribe')}
          </button>
        </form>
      </div>
    </section>
  );
}
