// The return and refund policy (spec §9 facts): a summary table, then the detailed sections.
import type { LabelId } from '@bazaar/contract/labels';
import { paths } from '../../lib/paths.ts';
import type { TextSection } from './text-sections.tsx';

type Id = LabelId<'ReturnRefund'>;

/** Term and value pairs of "Policy at a glance". */
export const RETURNS_AT_A_GLANCE: readonly (readonly [Id, Id])[] = [
  ['lbl_returns_glance_return_term', 'lbl_returns_glance_return_value'],
  ['lbl_returns_glance_exchange_term', 'lbl_returns_glance_exchange_value'],
  ['lbl_returns_glance_cancel_term', 'lbl_returns_glance_cancel_value'],
  ['lbl_returns_glance_pickup_term', 'lbl_returns_glance_pickup_value'],
  ['lbl_returns_glance_credit_term', 'lbl_returns_glance_credit_value'],
  ['lbl_returns_glance_support_term', 'lbl_returns_glance_support_value'],
];

export const RETURNS_SECTIONS: readonly TextSection<Id>[] = [
  {
    heading: 'lbl_returns_return_heading',
    blocks: [
      { kind: 'p', id: 'lbl_returns_return_p1' },
      { kind: 'p', id: 'lbl_returns_return_p2' },
    ],
  },
  {
    heading: 'lbl_returns_refund_heading',
    blocks: [
      { kind: 'p', id: 'lbl_returns_refund_p1' },
      { kind: 'p', id: 'lbl_returns_refund_p2' },
      { kind: 'p', id: 'lbl_returns_refund_p3' },
    ],
  },
  {
    heading: 'lbl_returns_exchange_heading',
    blocks: [{ kind: 'p', id: 'lbl_returns_exchange_p1' }],
  },
  { heading: 'lbl_returns_pickup_heading', blocks: [{ kind: 'p', id: 'lbl_returns_pickup_p1' }] },
  { heading: 'lbl_returns_cancel_heading', blocks: [{ kind: 'p', id: 'lbl_returns_cancel_p1' }] },
  {
    heading: 'lbl_returns_excluded_heading',
    blocks: [
      {
        kind: 'ul',
        ids: [
          'lbl_returns_excluded_sale',
          'lbl_returns_excluded_colour',
          'lbl_returns_excluded_international',
        ],
      },
    ],
  },
  {
    heading: 'lbl_returns_how_heading',
    blocks: [
      {
        kind: 'ol',
        ids: ['lbl_returns_how_step1', 'lbl_returns_how_step2', 'lbl_returns_how_step3'],
      },
      { kind: 'p', id: 'lbl_returns_how_support' },
      { kind: 'link', id: 'lbl_returns_how_contact', to: paths.contact },
    ],
  },
];
