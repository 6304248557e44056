import { describe, expect, it } from 'vitest';
import { pickLocaleFromAcceptLanguage, resolveLandingLocale } from './detect-locale';

describe('pickLocaleFromAcceptLanguage', () => {
  it.each([
    ['th-TH,th;q=0.9', 'th'],
    ['en-US,en;q=0.9', 'en'],
    ['EN-gb', 'en'],
    ['fr-FR,th;q=0.5,en;q=0.8', 'en'],
    ['fr-FR,en;q=0.3,th;q=0.7', 'th'],
    ['th;q=0.5,en;q=0.5', 'th'],
  ])('picks the most preferred supported language in %s', (header, expected) => {
    expect(pickLocaleFromAcceptLanguage(header)).toBe(expected);
  });

  it.each([null, '', 'fr-FR,de;q=0.9', '*', 'th;q=0', 'thai'])('returns null for %s', (header) => {
    expect(pickLocaleFromAcceptLanguage(header)).toBeNull();
  });
});

describe('resolveLandingLocale', () => {
  it('prefers the saved cookie over the browser', () => {
    expect(resolveLandingLocale({ cookieLocale: 'th', acceptLanguage: 'en-US' })).toBe('th');
    expect(resolveLandingLocale({ cookieLocale: 'en', acceptLanguage: 'th-TH' })).toBe('en');
  });

  it('ignores an unknown cookie value and falls back to the browser', () => {
    expect(resolveLandingLocale({ cookieLocale: 'fr', acceptLanguage: 'th-TH' })).toBe('th');
  });

  it('defaults to en-US when neither names th or en', () => {
    expect(resolveLandingLocale({ cookieLocale: undefined, acceptLanguage: 'fr-FR' })).toBe('en');
    expect(resolveLandingLocale({ cookieLocale: null, acceptLanguage: null })).toBe('en');
  });
});
