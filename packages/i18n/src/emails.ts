// E-mails to shoppers (order confirmation, password reset …), none sent yet. Each will take ids
// `<mail>Subject` and `<mail>Body` with {placeholders}, English and Arabic side by side like every
// other text, and the completeness test checks them with the rest.
import type { Texts } from './text.ts';

export const EMAIL_TEXTS = {} as const satisfies Texts;
