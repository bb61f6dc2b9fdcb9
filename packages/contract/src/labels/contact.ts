export const contactLabels = {} as const satisfies Record<string, string>;
