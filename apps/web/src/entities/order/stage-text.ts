// A stage's or event's name in the page's language: the one source the server names them from
// too (STAGE_TEXTS), so the storefront never has words of its own for them.
import type { StageEvent } from '@bazaar/contract/orders/fulfilment';
import { STAGE_TEXTS } from '@bazaar/i18n/orders';
import type { Lang } from '@bazaar/i18n/text';

export const stageText = (lang: Lang, event: StageEvent): string => STAGE_TEXTS[event][lang];
