import { describe, expect, it } from 'vitest';
import { keptText, truncateText } from './display-text.ts';

describe('truncateText', () => {
  it('keeps text that fits', () => {
    expect(truncateText('Kurta', 45)).toBe('Kurta');
    expect(truncateText('x'.repeat(45), 45)).toBe('x'.repeat(45));
  });

  it('cuts at the last word boundary before the limit', () => {
    expect(truncateText('Handwoven Banarasi Silk Saree', 15)).toBe('Handwoven…');
    expect(truncateText('Handwoven Banarasi Silk Saree', 23)).toBe('Handwoven Banarasi Silk…');
    expect(truncateText('Handwoven Banarasi Silk Saree', 24)).toBe('Handwoven Banarasi Silk…');
    expect(truncateText('ساري حريري بنارسي منسوج يدويًا', 20)).toBe('ساري حريري بنارسي…');
  });

  it('cuts a word longer than the limit, or a last word too long to drop', () => {
    expect(truncateText('y'.repeat(60), 50)).toBe(`${'y'.repeat(50)}…`);
    expect(truncateText('Ajrakh Supercalifragilisticexpialidocious', 20)).toBe(
      'Ajrakh Supercalifrag…',
    );
  });

  it('never keeps more than the limit', () => {
    for (let max = 1; max < 40; max++) {
      expect(keptText('Hand-painted Terracotta Vase with Lid', max).length).toBeLessThanOrEqual(
        max,
      );
    }
  });
});
