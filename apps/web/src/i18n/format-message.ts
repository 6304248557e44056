/**
 * The browser's message formatter: next.config.ts aliases `use-intl/format-message` to this file for
 * the browser only, so client components format their messages without `intl-messageformat` and
 * its ICU parser (~12 KiB gzip on every page, docs/performance.md "Light pages"). The server keeps
 * next-intl's own formatter; both must give the same result, or hydration would differ:
 * `format-message.test.ts` formats every message of both catalogues with both and compares.
 *
 * It reads the subset of ICU our catalogues use: text (with ICU's apostrophe quoting), `{name}`,
 * `{n, number}`, `{n, plural, =0 {…} one {…} other {…}}` with `#`, and rich-text tags
 * `<name>…</name>`. Anything else throws, which next-intl reports and shows as the message's key;
 * the test fails first. Its signature and results are those of use-intl's
 * `format-message/index.js` (4.14), which this replaces.
 */

type Part = string | Node;
type Node =
  | { a: string } // {name}
  | { n: string } // {name, number}
  | { p: string; o: Record<string, Part[]> } // {name, plural, …}
  | { t: string; c: Part[] } // <name>…</name>
  | { h: true }; // # inside a plural

type Formatters = {
  getNumberFormat: (locale: string, options?: Intl.NumberFormatOptions) => Intl.NumberFormat;
  getPluralRules: (locale: string, options?: Intl.PluralRulesOptions) => Intl.PluralRules;
};
type Options = { formatters: Formatters; locale: string };
type Values = Record<string, unknown>;

const isTagStart = (char: string | undefined) => char !== undefined && /[a-zA-Z]/.test(char);

/** The message's parts; a plural's options and a tag's children end at their `}` and `</`. */
const parse = (source: string): Part[] => {
  let at = 0;
  const fail = (): never => {
    throw new Error(`Unsupported message: ${source}`);
  };
  const spaces = () => {
    while (/\s/.test(source[at] ?? '')) at++;
  };
  const word = () => {
    spaces();
    const start = at;
    while (at < source.length && !/[\s,{}]/.test(source[at] as string)) at++;
    if (at === start) fail();
    return source.slice(start, at);
  };
  const expect = (char: string) => {
    spaces();
    if (source[at++] !== char) fail();
  };

  const parts = (inPlural: boolean, inTag: boolean): Part[] => {
    const out: Part[] = [];
    let text = '';
    const flush = () => {
      if (text !== '') out.push(text);
      text = '';
    };
    while (at < source.length) {
      const char = source[at] as string;
      const next = source[at + 1];
      if (char === "'") {
        if (next === "'") {
          text += "'";
          at += 2;
        } else if (
          next === '{' ||
          next === '}' ||
          next === '<' ||
          next === '>' ||
          (next === '#' && inPlural)
        ) {
          // Quoted text up to the next lone apostrophe (or the end).
          at++;
          text += source[at++];
          while (at < source.length) {
            if (source[at] === "'") {
              if (source[at + 1] === "'") {
                text += "'";
                at += 2;
                continue;
              }
              at++;
              break;
            }
            text += source[at++];
          }
        } else {
          text += char;
          at++;
        }
      } else if (char === '}') {
        if (!inPlural) fail();
        break;
      } else if (char === '#' && inPlural) {
        flush();
        out.push({ h: true });
        at++;
      } else if (char === '<' && next === '/') {
        if (!inTag) fail();
        break;
      } else if (char === '<' && isTagStart(next)) {
        flush();
        at++;
        const start = at;
        while (/[\w-]/.test(source[at] ?? '')) at++;
        const name = source.slice(start, at);
        if (source[at++] !== '>') fail();
        const children = parts(inPlural, true);
        if (source.slice(at, at + name.length + 3) !== `</${name}>`) fail();
        at += name.length + 3;
        out.push({ t: name, c: children });
      } else if (char === '{') {
        flush();
        at++;
        const name = word();
        spaces();
        if (source[at] === '}') {
          at++;
          out.push({ a: name });
          continue;
        }
        expect(',');
        const type = word();
        spaces();
        if (type === 'number' && source[at] === '}') {
          at++;
          out.push({ n: name });
        } else if (type === 'plural' && source[at] === ',') {
          at++;
          const options: Record<string, Part[]> = {};
          for (;;) {
            spaces();
            if (source[at] === '}') break;
            const key = word();
            if (key.startsWith('offset:')) fail();
            expect('{');
            options[key] = parts(true, false);
            expect('}');
          }
          at++;
          if (options.other === undefined) fail();
          out.push({ p: name, o: options });
        } else {
          fail();
        }
      } else {
        text += char;
        at++;
      }
    }
    flush();
    return out;
  };

  const result = parts(false, false);
  if (at < source.length) fail();
  return result;
};

const parsed = new Map<string, Part[]>();

/** Formatted pieces: strings, and what tags and values gave that is not a string. */
const formatParts = (
  message: Part[],
  values: Values,
  options: Options,
  pluralValue: number | undefined,
): unknown[] => {
  const out: unknown[] = [];
  const push = (value: unknown) => {
    if (typeof value === 'string' && typeof out.at(-1) === 'string') {
      out[out.length - 1] += value;
    } else out.push(value);
  };
  for (const part of message) {
    if (typeof part === 'string') {
      push(part);
      continue;
    }
    if ('h' in part) {
      if (pluralValue !== undefined)
        push(options.formatters.getNumberFormat(options.locale).format(pluralValue));
      continue;
    }
    const name = 'a' in part ? part.a : 'n' in part ? part.n : 'p' in part ? part.p : part.t;
    if (!(name in values)) throw new Error(`The value of {${name}} is missing`);
    const value = values[name];
    if ('a' in part) {
      // As intl-messageformat: strings and numbers as text, other values as given, none as ''.
      push(typeof value === 'string' || typeof value === 'number' ? String(value) : value || '');
    } else if ('n' in part) {
      push(options.formatters.getNumberFormat(options.locale).format(value as number));
    } else if ('p' in part) {
      const count = value as number;
      const branch =
        part.o[`=${count}`] ??
        part.o[
          options.formatters.getPluralRules(options.locale, { type: 'cardinal' }).select(count)
        ] ??
        (part.o.other as Part[]);
      for (const piece of formatParts(branch, values, options, count)) push(piece);
    } else {
      if (typeof value !== 'function') throw new Error(`<${name}> needs a function`);
      const chunks: unknown = (value as (chunks: unknown[]) => unknown)(
        formatParts(part.c, values, options, pluralValue),
      );
      for (const piece of Array.isArray(chunks) ? chunks : [chunks]) push(piece);
    }
  }
  return out;
};

/** `use-intl/format-message`'s default export: `(key, message, values, options)`. */
function formatMessage(
  ...[, message, values, options]: [string, unknown, Values | undefined, Options]
): unknown {
  if (Array.isArray(message) || typeof message !== 'string') {
    throw new Error('Only strings are messages');
  }
  // As use-intl: a message without values, escapes, arguments or tags is itself.
  if (!values && !/'[{}<#|']/.test(message) && !/<|\{/.test(message)) return message;
  let tree = parsed.get(message);
  if (tree === undefined) {
    tree = parse(message);
    parsed.set(message, tree);
  }
  const result = formatParts(tree, values ?? {}, options, undefined);
  return result.length === 0 ? '' : result.length === 1 ? result[0] : result;
}

/** `t.raw` is supported (messages are the catalogues' strings). */
formatMessage.raw = true;

export default formatMessage;
