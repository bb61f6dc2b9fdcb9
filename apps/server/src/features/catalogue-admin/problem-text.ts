// A field problem said in a staff member's language: the message with the field's label.
import { catalogueAdminText, PRODUCT_FIELD_LABELS } from '@bazaar/i18n/catalogue-admin-texts';
import type { Lang } from '@bazaar/i18n/text';
import type { FieldProblem } from '@bazaar/contract/catalogue-admin/product-check';

export function sayProblem(lang: Lang, problem: FieldProblem): string {
  const params = { ...problem.params };
  // {field} is the problem's own field, or another one it names ("colours").
  const named = params.field;
  const field = typeof named === 'string' && named in PRODUCT_FIELD_LABELS ? named : problem.field;
  params.field = PRODUCT_FIELD_LABELS[field as keyof typeof PRODUCT_FIELD_LABELS][lang];
  const text = catalogueAdminText(lang, problem.id, params);
  // Labels of lists are lower case inside a sentence ("Unknown category"), capital at its start.
  return lang === 'en' ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}
