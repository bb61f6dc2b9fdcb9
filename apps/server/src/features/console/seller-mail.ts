// The decision on a seller request, mailed in the language the request was made in; a
// rejection carries the reason the staff member gave.
import type { Lang } from '@bazaar/i18n/text';
import type { NewMail } from '../../gateways/mail/outbox.ts';
import { brandedMail, emailText } from '../../gateways/mail/templates/layout.ts';

export interface SellerDecisionMail {
  to: string;
  firstName: string;
  decision: 'approved' | 'rejected';
  reason: string;
  lang: Lang;
}

export function sellerDecisionMail(mail: SellerDecisionMail): NewMail {
  const { lang } = mail;
  const greeting = emailText(lang, 'resetCodeGreeting', { name: mail.firstName });
  if (mail.decision === 'approved') {
    return brandedMail({
      to: mail.to,
      lang,
      subject: emailText(lang, 'sellerApprovedSubject'),
      before: [greeting, emailText(lang, 'sellerApprovedBody')],
    });
  }
  return brandedMail({
    to: mail.to,
    lang,
    subject: emailText(lang, 'sellerRejectedSubject'),
    before: [greeting, emailText(lang, 'sellerRejectedBody'), mail.reason],
  });
}
