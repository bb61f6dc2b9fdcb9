export const headerLabels = {} as const satisfies Record<string, string>;
