// The invitation e-mail, in the invited member's language: the one-time code, large, and the
// console's address when PUBLIC_URL is set.
import type { StaffRole } from '@bazaar/contract/console/roles';
import { CONSOLE_ROLE_NAMES } from '@bazaar/i18n/console-roles';
import type { Lang } from '@bazaar/i18n/text';
import type { NewMail } from '../../gateways/mail/outbox.ts';
import { brandedMail, emailText } from '../../gateways/mail/templates/layout.ts';

export interface InviteMail {
  to: string;
  inviter: string;
  role: StaffRole;
  code: string;
  validHours: number;
  lang: Lang;
  publicUrl?: string | undefined;
}

export function inviteMail(mail: InviteMail): NewMail {
  const { lang } = mail;
  const link = mail.publicUrl ? `${mail.publicUrl.replace(/\/$/, '')}/admin/invite` : undefined;
  return brandedMail({
    to: mail.to,
    lang,
    subject: emailText(lang, 'staffInviteSubject'),
    before: [
      emailText(lang, 'staffInviteIntro', {
        inviter: mail.inviter,
        role: CONSOLE_ROLE_NAMES[mail.role][lang],
      }),
    ],
    code: mail.code,
    after: [
      emailText(lang, 'staffInviteValidity', { hours: mail.validHours }),
      ...(link ? [emailText(lang, 'staffInviteLink', { link })] : []),
    ],
  });
}
