import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import th from '../../messages/th.json';
import { icuUsageOf } from './icu-arguments';

/**
 * Thai and English say the same things: every key of one is a key of the other (deep, and a
 * namespace is never a message in the other), no message is empty or blank, and each message
 * uses the same ICU arguments and rich text tags in both. (messages.test.ts checks the keys
 * too; this file adds the shape of each message.)
 */

type Node = string | { [key: string]: Node };

const entriesOf = (messages: Node, prefix = ''): [string, Node][] =>
  typeof messages === 'string'
    ? []
    : Object.entries(messages).flatMap(([key, value]): [string, Node][] => [
        [`${prefix}${key}`, value],
        ...entriesOf(value, `${prefix}${key}.`),
      ]);

const messagesOf = (messages: Node): Map<string, string> =>
  new Map(
    entriesOf(messages).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );

const thai = messagesOf(th as Node);
const english = messagesOf(en as Node);

describe('the ICU reader', () => {
  it('finds arguments inside plural branches, formatted arguments and tags, not branch keys', () => {
    expect(icuUsageOf('ตะกร้า ({count, plural, =0 {ว่าง} other {# เล่ม}})')).toEqual({
      arguments: ['count'],
      tags: [],
    });
    expect(
      icuUsageOf('{count, plural, one {# book by {author}} other {# books}} <terms>x</terms>'),
    ).toEqual({ arguments: ['author', 'count'], tags: ['terms'] });
    expect(icuUsageOf("We can't show '{literal}' but {name} and {n, number}")).toEqual({
      arguments: ['n', 'name'],
      tags: [],
    });
    expect(icuUsageOf('{kind, select, a {one} other {two {x}}}').arguments).toEqual(['kind', 'x']);
  });
});

describe('the Thai and English catalogues', () => {
  it('have the same tree of keys, namespaces and messages alike', () => {
    const shape = (messages: Node) =>
      entriesOf(messages)
        .map(([key, value]) => `${key}:${typeof value === 'string' ? 'message' : 'namespace'}`)
        .sort();
    expect(shape(en as Node)).toEqual(shape(th as Node));
  });

  it('have no empty or blank message', () => {
    const blank = [...thai, ...english].filter(([, value]) => value.trim() === '');
    expect(blank).toEqual([]);
  });

  it('use the same ICU arguments and tags in both languages for every key', () => {
    const differing = [...thai]
      .filter(([key]) => english.has(key))
      .map(([key, value]) => ({
        key,
        th: icuUsageOf(value),
        en: icuUsageOf(english.get(key) ?? ''),
      }))
      .filter((entry) => JSON.stringify(entry.th) !== JSON.stringify(entry.en));
    expect(differing).toEqual([]);
  });
});
