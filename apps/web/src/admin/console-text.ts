// The console's words in its language (en | ar), from @bazaar/i18n/console-ui; dates in the
// reader's language, money as the storefront writes it (Latin digits, Indian grouping).
import { CONSOLE_UI, type ConsoleUiId } from '@bazaar/i18n/console-ui';
import { CONSOLE_ROLE_NAMES } from '@bazaar/i18n/console-roles';
import { STAGE_TEXTS } from '@bazaar/i18n/orders';
import { fill, type Lang, type Params } from '@bazaar/i18n/text';

export type Say = (id: ConsoleUiId, params?: Params) => string;

export const sayIn =
  (lang: Lang): Say =>
  (id, params) =>
    fill(lang, CONSOLE_UI[id][lang], params);

export function stageName(lang: Lang, stage: string): string {
  return stage in STAGE_TEXTS ? STAGE_TEXTS[stage as keyof typeof STAGE_TEXTS][lang] : stage;
}

export function roleName(lang: Lang, role: string): string {
  return role in CONSOLE_ROLE_NAMES
    ? CONSOLE_ROLE_NAMES[role as keyof typeof CONSOLE_ROLE_NAMES][lang]
    : role;
}

export function dateTime(lang: Lang, iso: string | null | undefined): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleString(lang === 'ar' ? 'ar-EG-u-nu-latn' : 'en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}
