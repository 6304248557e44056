import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import th from '../../messages/th.json';
import { SHELL_MESSAGE_NAMESPACES, pickMessages } from './client-messages';

describe('pickMessages', () => {
  it('keeps the named namespaces, nested as they were, and nothing else', () => {
    const messages = { a: { x: '1', y: { z: '2' } }, b: { c: '3', d: '4' }, e: '5' };
    expect(pickMessages(messages, ['a.y', 'b.c', 'missing.key'])).toEqual({
      a: { y: { z: '2' } },
      b: { c: '3' },
    });
  });

  it('leaves the account and address forms out of every page, in both languages', () => {
    for (const messages of [en, th]) {
      const picked = pickMessages(messages, SHELL_MESSAGE_NAMESPACES);
      expect(Object.keys(picked).sort()).toEqual(
        ['account', 'catalog', 'common', 'errors', 'footer', 'header', 'home', 'login_page'].sort(),
      );
      expect(Object.keys(picked.account as object).sort()).toEqual(['menu', 'notices']);
      expect(JSON.stringify(picked).length).toBeLessThan(JSON.stringify(messages).length / 2);
    }
  });
});
