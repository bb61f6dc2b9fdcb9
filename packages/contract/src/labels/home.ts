export const homeLabels = {} as const satisfies Record<string, string>;
