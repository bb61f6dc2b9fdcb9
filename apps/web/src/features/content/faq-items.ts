// FAQ questions by topic; the words live in the FaqPage labels.
import type { LabelId } from '@bazaar/contract/labels';

type Id = LabelId<'Faq'>;

export interface FaqGroup {
  heading: Id;
  items: readonly { question: Id; answer: Id }[];
}

/** 'cod' → lbl_faq_q_cod + lbl_faq_a_cod; a question without an answer label fails to compile. */
type QuestionKey<T> = T extends `lbl_faq_q_${infer K}` ? K : never;
type QaKey = QuestionKey<Id>;
const qa = (key: QaKey): { question: Id; answer: Id } => ({
  question: `lbl_faq_q_${key}`,
  answer: `lbl_faq_a_${key}`,
});

export const FAQ_GROUPS: readonly FaqGroup[] = [
  {
    heading: 'lbl_faq_group_orders',
    items: [qa('place_order'), qa('cancel_order'), qa('track_order')],
  },
  { heading: 'lbl_faq_group_shipping', items: [qa('shipping_cost'), qa('shipping_time')] },
  {
    heading: 'lbl_faq_group_payments',
    items: [qa('payment_methods'), qa('cod'), qa('card_safe')],
  },
  { heading: 'lbl_faq_group_returns', items: [qa('return'), qa('exchange'), qa('pickup')] },
  { heading: 'lbl_faq_group_sizes', items: [qa('size')] },
  { heading: 'lbl_faq_group_digital', items: [qa('download')] },
  {
    heading: 'lbl_faq_group_account',
    items: [qa('account_needed'), qa('password'), qa('profile')],
  },
];
