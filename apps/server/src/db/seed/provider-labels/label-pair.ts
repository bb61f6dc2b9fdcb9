// One label of the provider's storefront: the English text it shows by default and our Arabic.
export interface LabelPair {
  en: string;
  ar: string;
}

export type LabelPairs = Record<string, LabelPair>;
