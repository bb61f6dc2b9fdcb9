// The contact form: checked on submit (first spec §5 message as an error toast and under the
// field, which is marked invalid and focused), sent with the loading overlay up, cleared after 'Message sent successfully!'.
// Toasts are in the shopper's language.
import { useId, useRef, useState, type FormEvent } from 'react';
import { t as message } from '@bazaar/i18n/messages';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { showToast } from '../../lib/toast.ts';
import {
  CONTACT_FIELDS,
  EMPTY_CONTACT,
  toContactParams,
  validateContact,
  type ContactField,
  type ContactValues,
} from './contact-form.ts';
import { useSendContactMessage } from './api/send-contact-message.ts';

export function ContactFormView() {
  const t = useLabels('Contact');
  const lang = useLanguage();
  const idPrefix = useId();
  const headingId = `${idPrefix}-heading`;
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [invalid, setInvalid] = useState<{ field: ContactField; message: string } | null>(null);
  const { send, sending } = useSendContactMessage();
  const fields = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement>>>({});

  const change = (name: ContactField, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (invalid?.field === name) setInvalid(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const problem = validateContact(values, lang);
    if (problem) {
      showToast('error', problem.message);
      setInvalid({ field: problem.field, message: problem.message });
      fields.current[problem.field]?.focus();
      return;
    }
    try {
      const saved = await send(toContactParams(values));
      if (saved) {
        showToast('success', message(lang, 'contactSuccess'));
        setValues(EMPTY_CONTACT);
      } else {
        showToast('error', message(lang, 'genericError'));
      }
    } catch {
      showToast('error', message(lang, 'genericError'));
    }
  };

  return (
    <section className="content-card contact-form" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('lbl_contact_form_heading')}</h2>
      <p className="contact-form__note">{t('lbl_contact_required_note')}</p>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <div className="contact-form__grid">
          {CONTACT_FIELDS.map((field) => {
            const id = `${idPrefix}-${field.name}`;
            const error = invalid?.field === field.name ? invalid.message : '';
            const common = {
              id,
              name: field.name,
              value: values[field.name],
              maxLength: field.maxLength,
              autoComplete: field.autoComplete,
              required: true,
              'aria-invalid': error ? true : undefined,
              'aria-describedby': error ? `${id}-error` : undefined,
              ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
                if (element) fields.current[field.name] = element;
              },
            };
            return (
              <div
                key={field.name}
                className={`contact-form__field contact-form__field--${field.input}`}
              >
                <label htmlFor={id}>{t(field.labelId)}</label>
                {field.input === 'textarea' ? (
                  <textarea
                    {...common}
                    rows={6}
                    onChange={(e) => change(field.name, e.target.value)}
                  />
                ) : (
                  <input
                    {...common}
                    type={field.input}
                    dir={field.input === 'text' ? undefined : 'ltr'}
                    onChange={(e) => change(field.name, e.target.value)}
                  />
                )}
                {error && (
                  <p id={`${id}-error`} className="field-error" dir="auto">
                    {error}
                  </p>
                )}
              </div>
            );
          })}
        </div>
        <button type="submit" className="btn" disabled={sending}>
          {sending ? t('lbl_contact_sending') : t('lbl_contact_submit')}
        </button>
      </form>
    </section>
  );
}
