import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import th from '../../messages/th.json';

const keysOf = (messages: object, prefix = ''): string[] =>
  Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );

describe('messages', () => {
  it('English has exactly the keys of Thai, the source of truth', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(th).sort());
  });

  it('has no empty message', () => {
    for (const messages of [th, en]) {
      for (const key of keysOf(messages)) {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);
        expect(value, key).not.toBe('');
      }
    }
  });
});
