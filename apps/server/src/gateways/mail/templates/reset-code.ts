// The reset-code e-mail: the code large, its 10-minute validity, in the shopper's language.
import type { Lang } from '@bazaar/i18n/text';
import type { NewMail } from '../outbox.ts';
import { brandedMail, emailText } from './layout.ts';

export interface ResetCodeMail {
  to: string;
  firstName: string;
  code: string;
  validMinutes: number;
  lang: Lang;
}

export function resetCodeMail({ to, firstName, code, validMinutes, lang }: ResetCodeMail): NewMail {
  return brandedMail({
    to,
    lang,
    subject: emailText(lang, 'resetCodeSubject'),
    before: [
      emailText(lang, 'resetCodeGreeting', { name: firstName }),
      emailText(lang, 'resetCodeIntro'),
    ],
    code,
    after: [
      emailText(lang, 'resetCodeValidity', { minutes: validMinutes }),
      emailText(lang, 'resetCodeIgnore'),
    ],
  });
}

/** After a reset: tells the account's owner, who may not be the one who reset it. */
export function passwordChangedMail(to: string, firstName: string, lang: Lang): NewMail {
  return brandedMail({
    to,
    lang,
    subject: emailText(lang, 'passwordChangedSubject'),
    before: [
      emailText(lang, 'resetCodeGreeting', { name: firstName }),
      emailText(lang, 'passwordChangedBody'),
      emailText(lang, 'passwordChangedNotYou'),
    ],
  });
}
