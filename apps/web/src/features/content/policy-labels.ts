// The policy pages' labels with the shop's figures filled in ({returnDays|withinDays}) from the one
// return policy the server enforces (contract orders/return-policy.ts), so the words on the
// returns, terms and FAQ pages cannot promise another window than the order page allows.
import { useCallback } from 'react';
import type { LabelEntity, LabelId } from '@bazaar/contract/labels';
import { POLICY_TEXT_PARAMS } from '@bazaar/contract/orders/return-policy';
import { fill } from '@bazaar/i18n/text';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';

type PolicyEntity = Extract<LabelEntity, 'ReturnRefund' | 'Faq' | 'TermsConditions'>;

export function usePolicyLabels<E extends PolicyEntity>(entity: E): (id: LabelId<E>) => string {
  const t = useLabels(entity);
  const lang = useLanguage();
  return useCallback((id: LabelId<E>) => fill(lang, t(id), POLICY_TEXT_PARAMS), [t, lang]);
}
