// What the console's one order search box means: an e-mail (has an @), a phone number (digits,
// spaces, dashes and a leading +), or else an order number. Each is an exact match on an
// indexed column, so a search stays fast at any number of orders.

export type OrderSearchTerm =
  | { by: 'none' }
  | { by: 'number'; value: string }
  | { by: 'email'; value: string }
  | { by: 'phone'; values: string[] };

const PHONE = /^\+?[\d\s-]{7,20}$/;

export function classifyOrderSearch(text: string): OrderSearchTerm {
  const term = text.trim();
  if (term === '') return { by: 'none' };
  if (term.includes('@')) return { by: 'email', value: term.toLowerCase() };
  if (PHONE.test(term)) {
    const digits = term.replace(/\D/g, '');
    // Stored as the shopper typed it at signup: with or without India's +91.
    const local = digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits;
    return {
      by: 'phone',
      values: [...new Set([term, digits, local, `+91${local}`, `+91 ${local}`])],
    };
  }
  return { by: 'number', value: term.toUpperCase() };
}
