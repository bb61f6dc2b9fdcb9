export const aboutLabels = {} as const satisfies Record<string, string>;
