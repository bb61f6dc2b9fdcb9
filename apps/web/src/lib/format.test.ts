import { describe, expect, it } from 'vitest';
import { formatDate, formatPrice, slugify, truncate } from './format.ts';

describe('formatPrice', () => {
  it('shows rupees with Indian digit grouping, with paise only when there are some', () => {
    expect(formatPrice(123456)).toBe('₹1,23,456');
    expect(formatPrice(0)).toBe('₹0');
    expect(formatPrice(99.5)).toBe('₹99.50');
    expect(formatPrice(12345678.905)).toBe('₹1,23,45,678.91');
  });
  it('puts the sign before the symbol', () => {
    expect(formatPrice(-200)).toBe('-₹200');
  });
});

describe('truncate', () => {
  it('keeps short text as is', () => {
    expect(truncate('Kurta', 45)).toBe('Kurta');
    expect(truncate('x'.repeat(45), 45)).toBe('x'.repeat(45));
  });
  it('cuts to the limit and marks the cut', () => {
    expect(truncate('Handwoven Banarasi Silk Saree', 9)).toBe('Handwoven…');
    expect(truncate('Handwoven Banarasi Silk Saree', 14)).toBe('Handwoven…');
    expect(truncate('a b c d', 4)).toBe('a b…');
  });
  it('defaults to 50 characters', () => {
    expect(truncate('y'.repeat(60))).toBe(`${'y'.repeat(50)}…`);
  });
});

describe('slugify', () => {
  it('lowercases and turns spaces and slashes into hyphens', () => {
    expect(slugify('Kurtas & Kurtis')).toBe('kurtas-&-kurtis');
    expect(slugify('Tops/Tees')).toBe('tops-tees');
    expect(slugify('  Home  Decor ')).toBe('home-decor');
  });
});

describe('formatDate', () => {
  it('writes dd-mm-yyyy or dd/mm/yyyy', () => {
    expect(formatDate('2025-03-07T10:00:00Z')).toBe('07-03-2025');
    expect(formatDate('2025-03-07T10:00:00Z', '/')).toBe('07/03/2025');
    expect(formatDate('not a date')).toBe('');
  });
});
