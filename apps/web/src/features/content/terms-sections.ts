// The terms and conditions' order of sections; the words live in the TermsConditions labels.
import type { LabelId } from '@bazaar/contract/labels';
import { paths } from '../../lib/paths.ts';
import type { TextSection } from './text-sections.tsx';

type Id = LabelId<'TermsConditions'>;

const single = (heading: Id, ...paragraphs: Id[]): TextSection<Id> => ({
  heading,
  blocks: paragraphs.map((id) => ({ kind: 'p', id })),
});

export const TERMS_SECTIONS: readonly TextSection<Id>[] = [
  single('lbl_terms_use_heading', 'lbl_terms_use_p1'),
  single('lbl_terms_account_heading', 'lbl_terms_account_p1'),
  single(
    'lbl_terms_products_heading',
    'lbl_terms_products_p1',
    'lbl_terms_products_p2',
    'lbl_terms_products_p3',
  ),
  single('lbl_terms_orders_heading', 'lbl_terms_orders_p1', 'lbl_terms_orders_p2'),
  single('lbl_terms_payment_heading', 'lbl_terms_payment_p1', 'lbl_terms_payment_p2'),
  single('lbl_terms_delivery_heading', 'lbl_terms_delivery_p1'),
  {
    heading: 'lbl_terms_returns_heading',
    blocks: [
      { kind: 'p', id: 'lbl_terms_returns_p1' },
      { kind: 'link', id: 'lbl_terms_returns_link', to: paths.returns },
    ],
  },
  single('lbl_terms_digital_heading', 'lbl_terms_digital_p1'),
  single('lbl_terms_content_heading', 'lbl_terms_content_p1'),
  single('lbl_terms_sellers_heading', 'lbl_terms_sellers_p1'),
  single('lbl_terms_ip_heading', 'lbl_terms_ip_p1'),
  single('lbl_terms_liability_heading', 'lbl_terms_liability_p1'),
  single('lbl_terms_law_heading', 'lbl_terms_law_p1'),
  single('lbl_terms_changes_heading', 'lbl_terms_changes_p1'),
  {
    heading: 'lbl_terms_contact_heading',
    blocks: [
      { kind: 'p', id: 'lbl_terms_contact_p1' },
      { kind: 'link', id: 'lbl_terms_contact_link', to: paths.contact },
    ],
  },
];
