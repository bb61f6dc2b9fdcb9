// English defaults of every translatable label, by page entity. Arabic lives in the server's
// seeded localization data; a test checks that every label here has an Arabic translation.
import { PAGE_ENTITY, type PageEntityName } from './constants.ts';

export const LABELS = {
  BestFacilities: {
    lbl_facility_freeshipp: 'Free Shipping World Wide',
    lbl_facility_moneyback: '100% money back guarantee',
    lbl_facility_pygateway: 'Many payment gateways',
    lbl_facility_support: '24/7 online support',
  },
} as const satisfies Partial<Record<PageEntityName, Record<string, string>>>;

export type LabelEntity = keyof typeof LABELS;

export function entityIdOf(entity: PageEntityName): number {
  return PAGE_ENTITY[entity];
}
