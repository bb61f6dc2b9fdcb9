export const returnRefundLabels = {} as const satisfies Record<string, string>;
