// What one line allows now, or why not: its return request's state, the last day to return
// it, or the reason Return is absent (final sale, digital, window closed).
import type { AfterSalesLine } from '@bazaar/contract/schemas/after-sales';
import { RETURN_POLICY } from '@bazaar/contract/orders/return-policy';
import { fill, type Lang } from '@bazaar/i18n/text';
import { useLanguage } from '../../../i18n/language.ts';
import { useLabels } from '../../../i18n/use-labels.ts';

const STATE_LABEL = {
  requested: 'lbl_as_state_requested',
  approved: 'lbl_as_state_approved',
  rejected: 'lbl_as_state_rejected',
  received: 'lbl_as_state_received',
  refunded: 'lbl_as_state_refunded',
} as const;

const BLOCK_LABEL = {
  'final-sale': 'lbl_as_block_final_sale',
  digital: 'lbl_as_block_digital',
  'window-closed': 'lbl_as_block_window',
} as const;

const LOCALES: Record<Lang, string> = { en: 'en-IN', ar: 'ar' };

/** "28 November 2026" in the shop's calendar (India). */
function dayOf(lang: Lang, iso: string): string {
  return new Intl.DateTimeFormat(LOCALES[lang], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));
}

export function LineStatus({ line }: { line: AfterSalesLine }) {
  const t = useLabels('OrdersHistory');
  const lang = useLanguage();
  let text = '';
  if (line.returnRequest) {
    text = t(STATE_LABEL[line.returnRequest.state]);
  } else if (line.canReturn && line.returnUntil) {
    text = fill(lang, t('lbl_as_return_until'), { date: dayOf(lang, line.returnUntil) });
  } else if (line.returnBlock && line.returnBlock in BLOCK_LABEL) {
    const id = BLOCK_LABEL[line.returnBlock as keyof typeof BLOCK_LABEL];
    text = fill(lang, t(id), { n: RETURN_POLICY.windowDays });
  }
  return text ? <p className="after-sales__line-status">{text}</p> : null;
}
