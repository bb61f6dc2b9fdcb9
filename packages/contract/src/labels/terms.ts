export const termsLabels = {} as const satisfies Record<string, string>;
