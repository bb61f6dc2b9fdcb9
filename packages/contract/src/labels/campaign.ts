export const campaignLabels = {} as const satisfies Record<string, string>;
