export const privacyLabels = {} as const satisfies Record<string, string>;
