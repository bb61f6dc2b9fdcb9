// The shop's e-mail layout: brand header, paragraphs, an optional large code; HTML (right to
// left for Arabic) and the same text in plain. Texts come from @bazaar/i18n/emails.
import { EMAIL_TEXTS, type EmailTextId } from '@bazaar/i18n/emails';
import { fill, type Lang, type Params } from '@bazaar/i18n/text';
import type { NewMail } from '../outbox.ts';

/** Text made safe for HTML content and attribute values. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? '',
  );

/** An e-mail text in the language, its placeholders filled. */
export const emailText = (lang: Lang, id: EmailTextId, params?: Params) =>
  fill(lang, EMAIL_TEXTS[id][lang], params);

export interface BrandedMail {
  to: string;
  lang: Lang;
  subject: string;
  /** Paragraphs before the code (or all of them when there is none). */
  before: string[];
  /** Shown large, alone, left to right. */
  code?: string;
  /** A block of its own after `before` (an order's table): its HTML, built escaped, and text. */
  block?: { html: string; text: string };
  after?: string[];
}

export function brandedMail({
  to,
  lang,
  subject,
  before,
  code,
  block,
  after = [],
}: BrandedMail): NewMail {
  const signOff = emailText(lang, 'signOff');
  const text = [
    ...before,
    ...(block === undefined ? [] : [block.text]),
    ...(code === undefined ? [] : [`    ${code}`]),
    ...after,
    `— ${signOff}`,
  ].join('\n\n');
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const p = (line: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:#1f2933">${escapeHtml(line)}</p>`;
  const codeBlock =
    code === undefined
      ? ''
      : `<p dir="ltr" style="margin:24px 0;text-align:center;font-size:40px;font-weight:bold;letter-spacing:10px;font-family:'Courier New',monospace;color:#7a2e3a">${escapeHtml(code)}</p>\n`;
  const brand = emailText(lang, 'brandName');
  const html = `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f1ec;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px" dir="${dir}">
<tr><td style="padding:24px 32px;background:#7a2e3a;border-radius:8px 8px 0 0;color:#ffffff">
<div style="font-size:24px;font-weight:bold">${escapeHtml(brand)}</div>
<div style="font-size:13px;opacity:.85">${escapeHtml(emailText(lang, 'brandTagline'))}</div>
</td></tr>
<tr><td style="padding:32px">
${before.map(p).join('\n')}
${block?.html ?? ''}${codeBlock}${after.map(p).join('\n')}
<p style="margin:24px 0 0;font-size:14px;color:#52606d">— ${escapeHtml(signOff)}</p>
</td></tr>
</table>
</body>
</html>`;
  return { to, subject, text, html };
}
