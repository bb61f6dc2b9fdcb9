export const bestFacilitiesLabels = {
  lbl_facility_freeshipp: 'Free Shipping World Wide',
  lbl_facility_moneyback: '100% money back guarantee',
  lbl_facility_pygateway: 'Many payment gateways',
  lbl_facility_support: '24/7 online support',
} as const satisfies Record<string, string>;
