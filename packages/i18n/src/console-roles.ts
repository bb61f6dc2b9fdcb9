// The names of the console's staff roles (packages/contract/src/console/roles.ts) in both
// languages: the staff screen and the invitation e-mail say them.
import type { Texts } from './text.ts';

export const CONSOLE_ROLE_NAMES = {
  owner: { en: 'Owner', ar: 'المالك' },
  catalogue: { en: 'Catalogue', ar: 'الكتالوج' },
  orders: { en: 'Orders', ar: 'الطلبات' },
  support: { en: 'Support', ar: 'الدعم' },
} as const satisfies Texts;
