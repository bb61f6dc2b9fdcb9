export const commonLabels = {} as const satisfies Record<string, string>;
