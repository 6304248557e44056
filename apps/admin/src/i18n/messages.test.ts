import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { appMessages } from './app';
import { raThai } from './ra-th';

/** Every text in Thai and English: the same keys on both sides, and none left empty. */
const keysOf = (messages: object, prefix = ''): string[] =>
  Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );

const emptyOf = (messages: object, prefix = ''): string[] =>
  Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? emptyOf(value as object, `${prefix}${key}.`)
      : value === ''
        ? [`${prefix}${key}`]
        : [],
  );

/** Texts with a `{name}` that polyglot would show as it is: its placeholders are `%{name}`. */
const bareOf = (messages: object, prefix = ''): string[] =>
  Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? bareOf(value as object, `${prefix}${key}.`)
      : typeof value === 'string' && /(^|[^%])\{\w+\}/.test(value)
        ? [`${prefix}${key}`]
        : [],
  );

const areaMessages = import.meta.glob<{ messages: { th: object; en: object } }>(
  ['../resources/*/messages.ts', '../portal/messages.ts', '../portal/*/messages.ts'],
  { eager: true },
);

describe('translations', () => {
  it("react-admin's Thai has exactly the keys of its English", () => {
    expect(keysOf(raThai).sort()).toEqual(keysOf(englishMessages).sort());
  });

  it('the shell has the same keys in Thai and English', () => {
    expect(keysOf(appMessages.th).sort()).toEqual(keysOf(appMessages.en).sort());
    expect(emptyOf(appMessages.th)).toEqual([]);
    expect([...bareOf(appMessages.th), ...bareOf(appMessages.en)]).toEqual([]);
  });

  it.each(Object.entries(areaMessages))(
    '%s has the same keys in Thai and English',
    (_file, mod) => {
      expect(keysOf(mod.messages.th).sort()).toEqual(keysOf(mod.messages.en).sort());
      expect(emptyOf(mod.messages.th)).toEqual([]);
      expect(emptyOf(mod.messages.en)).toEqual([]);
      expect([...bareOf(mod.messages.th), ...bareOf(mod.messages.en)]).toEqual([]);
    },
  );
});
