/**
 * The arguments an ICU message uses (`{name}`, `{count, plural, …}`, `{n, number}`) and the rich
 * text tags it wraps (`<terms>…</terms>`), for checking that the Thai and English catalogues
 * give every key the same ones. Plural and select branches are read recursively; their keys
 * (`one`, `=0`, `other`) differ between languages and are not arguments. ICU quoting (`'{'`) is
 * skipped, and an apostrophe before anything else is plain text ("can't").
 */
export type IcuUsage = { arguments: string[]; tags: string[] };

const BRANCHING = new Set(['plural', 'select', 'selectordinal']);

export const icuUsageOf = (message: string): IcuUsage => {
  const argumentNames = new Set<string>();
  const tags = new Set<string>();
  let index = 0;

  /** Reads message text up to the `}` closing the current branch (or the end). */
  const readText = (): void => {
    while (index < message.length) {
      const char = message[index];
      if (char === "'" && /['{}#<]/.test(message[index + 1] ?? '')) {
        if (message[index + 1] === "'") {
          index += 2;
          continue;
        }
        const end = message.indexOf("'", index + 1);
        index = end === -1 ? message.length : end + 1;
        continue;
      }
      if (char === '}') return;
      if (char === '{') {
        index += 1;
        readArgument();
        continue;
      }
      if (char === '<') {
        const tag = /^<\/?([A-Za-z][\w-]*)>/.exec(message.slice(index));
        if (tag?.[1]) {
          tags.add(tag[1]);
          index += tag[0].length;
          continue;
        }
      }
      index += 1;
    }
  };

  /** After `{`: the name, an optional type, and for plural/select the branches; past the `}`. */
  const readArgument = (): void => {
    const header = /^\s*([^\s,{}]+)\s*(?:,\s*([a-z]+)\s*)?/.exec(message.slice(index));
    if (!header?.[1]) throw new Error(`unreadable argument at ${index} in ${message}`);
    argumentNames.add(header[1]);
    index += header[0].length;
    const type = header[2];
    if (type && BRANCHING.has(type)) {
      index = message.indexOf(',', index) + 1;
      // Branches: `key {text}` until the closing brace.
      while (index < message.length && message[index] !== '}') {
        if (message[index] === '{') {
          index += 1;
          readText();
          index += 1; // the branch's `}`
        } else index += 1;
      }
    } else {
      // A plain or formatted argument (`, number`, `, date, short`): skip to its `}`.
      while (index < message.length && message[index] !== '}') index += 1;
    }
    index += 1;
  };

  readText();
  return { arguments: [...argumentNames].sort(), tags: [...tags].sort() };
};
