export const faqLabels = {} as const satisfies Record<string, string>;
