import { describe, expect, it } from 'vitest';
import { listText } from './lists.ts';

describe('listText', () => {
  it.each([
    ['en', ['Mustard', 'Rani Pink'], 'Mustard, Rani Pink'],
    ['ar', ['خردلي', 'وردي'], 'خردلي، وردي'],
    ['en', ['S'], 'S'],
    ['ar', [], ''],
    ['en', ['Maharashtra', '', 'India'], 'Maharashtra, India'],
  ] as const)('joins a list in %s: %j', (lang, items, expected) => {
    expect(listText(lang, items)).toBe(expected);
  });

  it('never puts the Arabic comma in English', () => {
    expect(listText('en', ['a', 'b', 'c'])).not.toContain('،');
  });
});
