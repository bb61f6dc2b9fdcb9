import { describe, expect, it } from 'vitest';
import { arabicPlaceName, transliterate } from './arabic-place-names.ts';
import { INDIA_DISTRICTS } from './india-districts.data.ts';

const ARABIC_ONLY = /^[\u0600-\u06FF ]+$/;

describe('Arabic place names', () => {
  it('uses the exonym where Arabic has one', () => {
    expect(arabicPlaceName('Mumbai')).toBe('مومباي');
    expect(arabicPlaceName('Kerala')).toBe('كيرالا');
    expect(arabicPlaceName('Dubai')).toBe('دبي');
  });

  it.each([
    ['Nagpur', 'ناغبور'],
    ['Kanpur', 'كانبور'],
    ['Bhopal', 'بوبال'],
    ['Sangli', 'سانغلي'],
    ['Udaipur', 'أودايبور'],
    ['North Delhi', 'شمال دلهي'],
    ['Sri Vijaya Puram', 'سري فيجايا بورام'],
    ['Daman and Diu', 'دامان وديو'],
  ])('transliterates %s by the rule as %s', (latin, arabic) => {
    expect(transliterate(latin)).toBe(arabic);
  });

  it('gives every district of India an Arabic name with no Latin letter left', () => {
    const names = Object.values(INDIA_DISTRICTS).flat();
    expect(names.length).toBeGreaterThan(700);
    for (const name of names) expect(arabicPlaceName(name)).toMatch(ARABIC_ONLY);
  });
});
