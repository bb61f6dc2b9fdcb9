import { describe, expect, it } from 'vitest';
import { classifyOrderSearch } from './order-search.ts';

describe('the console order search', () => {
  it('reads an e-mail, a phone number and an order number', () => {
    expect(classifyOrderSearch('  Asha@Example.IN ')).toEqual({
      by: 'email',
      value: 'asha@example.in',
    });
    expect(classifyOrderSearch('bz260501-abc234')).toEqual({
      by: 'number',
      value: 'BZ260501-ABC234',
    });
    expect(classifyOrderSearch('')).toEqual({ by: 'none' });
    const phone = classifyOrderSearch('+91 98765-43210');
    expect(phone.by).toBe('phone');
    expect(phone.by === 'phone' && phone.values).toEqual(
      expect.arrayContaining(['9876543210', '+919876543210', '+91 98765-43210']),
    );
  });
});
