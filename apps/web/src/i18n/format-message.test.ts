import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createElement } from 'react';
import { _createCache, _createIntlFormatters } from 'use-intl/core';
import useIntlFormatMessage from 'use-intl/format-message';
import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import th from '../../messages/th.json';
import formatMessage from './format-message';

type Values = Record<string, unknown>;

const optionsFor = (locale: string) => {
  const cache = _createCache();
  return {
    cache,
    formatters: _createIntlFormatters(cache),
    globalFormats: undefined,
    formats: undefined,
    locale,
    timeZone: 'Asia/Bangkok',
  };
};

/** What next-intl's own formatter (the server's) and ours give, errors as `Error`. */
const both = (message: string, values: Values | undefined, locale: string) => {
  const run = (format: (...args: never[]) => unknown) => {
    try {
      return (format as (...args: unknown[]) => unknown)(
        'key',
        message,
        values,
        optionsFor(locale),
      );
    } catch {
      return Error;
    }
  };
  return { server: run(useIntlFormatMessage), browser: run(formatMessage) };
};

/** The catalogue's messages as [key, message]. */
const messagesOf = (tree: object, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[prefix + key, value] as [string, string]]
      : messagesOf(value as object, `${prefix}${key}.`),
  );

/** The message's arguments, by kind: counted (number, plural), plain, and tags. */
const argumentsOf = (message: string) => {
  const counted = new Set<string>();
  const plain = new Set<string>();
  const tags = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.number || element.type === TYPE.plural) counted.add(element.value);
      else if (element.type === TYPE.argument) plain.add(element.value);
      else if (element.type === TYPE.tag) {
        tags.add(element.value);
        walk(element.children);
      }
      if (element.type === TYPE.plural || element.type === TYPE.select)
        for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(parse(message));
  return { counted: [...counted], plain: [...plain], tags: [...tags] };
};

const COUNTS = [0, 1, 2, 5, 21, 1234.5];
const PLAIN = ['นิยาย', 'Harry', 42, createElement('strong', null, 'x'), ''];

describe('the browser formatter', () => {
  it.each([
    ['th', th],
    ['en', en],
  ])('formats every %s message as next-intl does', (locale, catalogue) => {
    for (const [key, message] of messagesOf(catalogue)) {
      const { counted, plain, tags } = argumentsOf(message);
      const valueSets: (Values | undefined)[] = [undefined];
      for (let index = 0; index < Math.max(COUNTS.length, PLAIN.length); index++) {
        const values: Values = {};
        for (const name of counted) values[name] = COUNTS[index % COUNTS.length];
        for (const name of plain) values[name] = PLAIN[index % PLAIN.length];
        for (const name of tags)
          values[name] = (chunks: unknown[]) =>
            createElement(name, { key: name }, ...(chunks as []));
        valueSets.push(values);
      }
      for (const values of valueSets) {
        const { server, browser } = both(message, values, locale);
        expect(browser, `${key}: ${message}`).toEqual(server);
        if (values !== undefined) expect(server, `${key}: ${message}`).not.toBe(Error);
      }
    }
  });

  it.each([
    ["It's {name}'s", { name: 'Ann' }],
    ["''quoted'' and '{braces}' and '<b>'", undefined],
    ["'{name}' is {name}", { name: 'x' }],
    ["{n, plural, =0 {none} one {'#' is #} other {# items}}", { n: 1 }],
    ['{n, plural, other {<b>#</b> books}} left', { n: 3, b: (c: unknown[]) => `[${c.join('')}]` }],
    [
      '<b>bold {name}</b>',
      { name: 'x', b: (c: unknown[]) => createElement('b', null, ...(c as [])) },
    ],
    ['{ name } and {count, number}', { name: 'x', count: 1234567.891 }],
    ['missing {name}', {}],
    ['plain {name}', { name: null }],
    ['plain {name}', { name: 0 }],
    ["a # outside a plural, and an apostrophe before it: '#", { name: 'x' }],
  ])('reads %s as intl-messageformat does', (message, values) => {
    for (const locale of ['th', 'en']) {
      const { server, browser } = both(message, values, locale);
      expect(browser).toEqual(server);
    }
  });

  it('refuses what it does not read, so that a new kind of message fails here first', () => {
    for (const message of [
      '{kind, select, book {a} other {b}}',
      '{n, number, ::currency/THB}',
      '{n, plural, offset:1 other {#}}',
      '{when, date, short}',
    ])
      expect(() =>
        formatMessage('key', message, { kind: 'book', n: 1, when: 0 }, optionsFor('en')),
      ).toThrow();
  });

  it('supports t.raw', () => {
    expect(formatMessage.raw).toBe(true);
  });
});
