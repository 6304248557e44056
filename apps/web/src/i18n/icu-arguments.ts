import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * The arguments an ICU message uses (`{name}`, `{count, plural, …}`, `{n, number}`) and the rich
 * text tags it wraps (`<terms>…</terms>`), for checking that the Thai and English catalogues
 * give every key the same ones. Read with FormatJS's parser (the one next-intl formats with);
 * plural and select branches are walked, their keys (`one`, `=0`, `other`) are not arguments.
 */
export type IcuUsage = { arguments: string[]; tags: string[] };

export const icuUsageOf = (message: string): IcuUsage => {
  const argumentNames = new Set<string>();
  const tags = new Set<string>();
  const walk = (elements: MessageFormatElement[]): void => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      if (element.type === TYPE.tag) {
        tags.add(element.value);
        walk(element.children);
        continue;
      }
      argumentNames.add(element.value);
      if (element.type === TYPE.plural || element.type === TYPE.select)
        for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(parse(message));
  return { arguments: [...argumentNames].sort(), tags: [...tags].sort() };
};
