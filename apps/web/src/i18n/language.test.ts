import { describe, expect, it } from 'vitest';
import { detectLanguage, isRtl, languageFromPath } from './language.ts';

describe('languageFromPath', () => {
  it('reads /en/ and /ar/ prefixes only', () => {
    expect(languageFromPath('/ar/')).toBe('ar');
    expect(languageFromPath('/en/about')).toBe('en');
    expect(languageFromPath('/ar')).toBe('ar');
    expect(languageFromPath('/about')).toBeNull();
    expect(languageFromPath('/fr/about')).toBeNull();
    expect(languageFromPath('/')).toBeNull();
    expect(languageFromPath('/arabic/x')).toBeNull();
  });
});

describe('detectLanguage', () => {
  it('prefers the URL prefix over the stored language', () => {
    expect(detectLanguage('/en/faq', 'ar')).toBe('en');
    expect(detectLanguage('/ar/', 'en')).toBe('ar');
  });
  it('uses the stored language on unprefixed routes', () => {
    expect(detectLanguage('/about', 'ar')).toBe('ar');
  });
  it('defaults to English when nothing valid is stored', () => {
    expect(detectLanguage('/about', null)).toBe('en');
    expect(detectLanguage('/about', 'fr')).toBe('en');
  });
});

describe('isRtl', () => {
  it('is right-to-left for Arabic only', () => {
    expect(isRtl('ar')).toBe(true);
    expect(isRtl('en')).toBe(false);
  });
});
