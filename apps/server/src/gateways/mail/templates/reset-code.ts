// The reset-code e-mail: branded, in the shopper's language (Arabic right to left), the code
// large, its validity stated; HTML and plain text. Texts from @bazaar/i18n/emails.
import { EMAIL_TEXTS, type EmailTextId } from '@bazaar/i18n/emails';
import { fill, type Lang, type Params } from '@bazaar/i18n/text';
import type { NewMail } from '../outbox.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? '',
  );

export interface ResetCodeMail {
  to: string;
  firstName: string;
  code: string;
  validMinutes: number;
  lang: Lang;
}

export function resetCodeMail({ to, firstName, code, validMinutes, lang }: ResetCodeMail): NewMail {
  const say = (id: EmailTextId, params?: Params) => fill(lang, EMAIL_TEXTS[id][lang], params);
  const brand = say('brandName');
  const lines = {
    greeting: say('resetCodeGreeting', { name: firstName }),
    intro: say('resetCodeIntro'),
    validity: say('resetCodeValidity', { minutes: validMinutes }),
    ignore: say('resetCodeIgnore'),
    signOff: say('signOff'),
  };
  const text = [
    lines.greeting,
    '',
    lines.intro,
    '',
    `    ${code}`,
    '',
    lines.validity,
    '',
    lines.ignore,
    '',
    `— ${lines.signOff}`,
  ].join('\n');
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const p = (line: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:#1f2933">${escapeHtml(line)}</p>`;
  const html = `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(brand)}</title></head>
<body style="margin:0;padding:24px;background:#f4f1ec;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px" dir="${dir}">
<tr><td style="padding:24px 32px;background:#7a2e3a;border-radius:8px 8px 0 0;color:#ffffff">
<div style="font-size:24px;font-weight:bold">${escapeHtml(brand)}</div>
<div style="font-size:13px;opacity:.85">${escapeHtml(say('brandTagline'))}</div>
</td></tr>
<tr><td style="padding:32px">
${p(lines.greeting)}
${p(lines.intro)}
<p dir="ltr" style="margin:24px 0;text-align:center;font-size:40px;font-weight:bold;letter-spacing:10px;font-family:'Courier New',monospace;color:#7a2e3a">${escapeHtml(code)}</p>
${p(lines.validity)}
${p(lines.ignore)}
<p style="margin:24px 0 0;font-size:14px;color:#52606d">— ${escapeHtml(lines.signOff)}</p>
</td></tr>
</table>
</body>
</html>`;
  return { to, subject: say('resetCodeSubject'), text, html };
}
