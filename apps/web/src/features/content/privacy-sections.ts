// The privacy policy's order of sections; the words live in the Privacy labels.
import type { LabelId } from '@bazaar/contract/labels';
import { paths } from '../../lib/paths.ts';
import type { TextSection } from './text-sections.tsx';

type Id = LabelId<'Privacy'>;

export const PRIVACY_SECTIONS: readonly TextSection<Id>[] = [
  {
    heading: 'lbl_privacy_collect_heading',
    blocks: [
      { kind: 'p', id: 'lbl_privacy_collect_intro' },
      {
        kind: 'ul',
        ids: [
          'lbl_privacy_collect_account',
          'lbl_privacy_collect_orders',
          'lbl_privacy_collect_messages',
          'lbl_privacy_collect_seller',
        ],
      },
    ],
  },
  {
    heading: 'lbl_privacy_use_heading',
    blocks: [
      {
        kind: 'ul',
        ids: [
          'lbl_privacy_use_orders',
          'lbl_privacy_use_account',
          'lbl_privacy_use_service',
          'lbl_privacy_use_news',
          'lbl_privacy_use_safety',
        ],
      },
    ],
  },
  {
    heading: 'lbl_privacy_storage_heading',
    blocks: [
      { kind: 'p', id: 'lbl_privacy_storage_p1' },
      { kind: 'p', id: 'lbl_privacy_storage_p2' },
    ],
  },
  {
    heading: 'lbl_privacy_payments_heading',
    blocks: [{ kind: 'p', id: 'lbl_privacy_payments_p1' }],
  },
  {
    heading: 'lbl_privacy_share_heading',
    blocks: [
      { kind: 'p', id: 'lbl_privacy_share_p1' },
      { kind: 'p', id: 'lbl_privacy_share_p2' },
    ],
  },
  {
    heading: 'lbl_privacy_security_heading',
    blocks: [{ kind: 'p', id: 'lbl_privacy_security_p1' }],
  },
  {
    heading: 'lbl_privacy_retention_heading',
    blocks: [{ kind: 'p', id: 'lbl_privacy_retention_p1' }],
  },
  { heading: 'lbl_privacy_rights_heading', blocks: [{ kind: 'p', id: 'lbl_privacy_rights_p1' }] },
  {
    heading: 'lbl_privacy_children_heading',
    blocks: [{ kind: 'p', id: 'lbl_privacy_children_p1' }],
  },
  { heading: 'lbl_privacy_changes_heading', blocks: [{ kind: 'p', id: 'lbl_privacy_changes_p1' }] },
  {
    heading: 'lbl_privacy_contact_heading',
    blocks: [
      { kind: 'p', id: 'lbl_privacy_contact_p1' },
      { kind: 'link', id: 'lbl_privacy_contact_link', to: paths.contact },
    ],
  },
];
