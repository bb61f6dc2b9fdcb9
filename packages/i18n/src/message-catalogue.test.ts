import { describe, expect, it } from 'vitest';
import { MESSAGE_GROUPS, MESSAGE_IDS, isMessageId, paramsIn, say } from './message-catalogue.ts';
import { LANGS } from './text.ts';

const ARABIC_LETTER = /[\u0600-\u06FF]/;

describe('the message catalogue', () => {
  it('holds every id of its groups once (no group hides another id)', () => {
    const total = MESSAGE_GROUPS.reduce((sum, group) => sum + Object.keys(group).length, 0);
    expect(MESSAGE_IDS).toHaveLength(total);
    expect(MESSAGE_IDS.length).toBeGreaterThan(60);
  });

  it.each(MESSAGE_IDS)('says %s in English and in Arabic', (id) => {
    for (const lang of LANGS) expect(say(lang, { id }).trim()).not.toBe('');
    expect(say('ar', { id })).toMatch(ARABIC_LETTER);
    expect(say('ar', { id })).not.toBe(say('en', { id }));
  });

  it('knows its ids and nothing else', () => {
    expect(isMessageId('soldOut')).toBe(true);
    expect(isMessageId('toString')).toBe(false);
    expect(isMessageId(7)).toBe(false);
  });

  it('says a parameter given in both languages in the message’s language', () => {
    const product = { en: 'Shamama Attar 10ml', ar: 'عطر شمامة 10 مل' };
    const message = { id: 'onlyLeft', params: { n: 2, product } } as const;
    expect(say('en', message)).toBe(
      'Only 2 left of Shamama Attar 10ml. Please lower the quantity and try again.',
    );
    expect(say('ar', message)).toBe(
      'تبقّى 2 فقط من عطر شمامة 10 مل. يرجى تقليل الكمية ثم المحاولة مرة أخرى.',
    );
    expect(paramsIn('ar', message.params)).toEqual({ n: 2, product: 'عطر شمامة 10 مل' });
  });
});
