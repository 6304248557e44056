import { describe, expect, it } from 'vitest';
import { messageCatalog, translate, type MessageKey } from './messages.js';

/**
 * Every message the API can send exists in Thai and English, neither is blank, and both use the
 * same `{placeholders}` (a placeholder only one language names would show as `{name}` to a
 * caller, or drop a value the other language shows).
 */

const placeholdersOf = (text: string): string[] =>
  [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? ''))].sort();

const entries = Object.entries(messageCatalog) as [MessageKey, { th: string; en: string }][];

describe('the API message catalogue', () => {
  it('has messages', () => {
    expect(entries.length).toBeGreaterThan(100);
  });

  it('gives every key a non-blank Thai and English text', () => {
    const blank = entries
      .filter(([, text]) => !text.th?.trim() || !text.en?.trim())
      .map(([key]) => key);
    expect(blank).toEqual([]);
  });

  it('uses the same placeholders in both languages for every key', () => {
    const differing = entries
      .map(([key, text]) => ({ key, th: placeholdersOf(text.th), en: placeholdersOf(text.en) }))
      .filter((entry) => entry.th.join() !== entry.en.join());
    expect(differing).toEqual([]);
  });

  it('fills the placeholders from params in either language', () => {
    expect(translate('en', 'error.RATE_LIMITED', { seconds: 30 })).toContain('30 seconds');
    expect(translate('th', 'error.RATE_LIMITED', { seconds: 30 })).toContain('30');
    expect(translate('th', 'error.RATE_LIMITED', { seconds: 30 })).not.toContain('{seconds}');
  });
});
