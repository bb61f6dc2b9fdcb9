export const footerLabels = {} as const satisfies Record<string, string>;
