import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type Locale } from '@nangsue/contracts';
import { translate, typeName } from './messages.js';
import { NUL_CHARACTER } from './zod-validator.js';

/** The parts of a zod issue we read (zod 4 issue shapes, as passed on by fastify-type-provider-zod). */
export type IssueLike = {
  code: string;
  path: string;
  params: Record<string, unknown>;
};

const list = (values: unknown): string =>
  Array.isArray(values) ? values.map((value) => JSON.stringify(value)).join(', ') : String(values);

/** One clear, translated message per bad field. `path` is already the field name the caller sent. */
export const describeIssue = (locale: Locale, issue: IssueLike): string => {
  const field = issue.path;
  const p = issue.params;

  const isMissing = 'input' in p && (p.input === undefined || p.input === null);
  if (isMissing && issue.code !== 'unrecognized_keys')
    return translate(locale, 'validation.required', { field });

  switch (issue.code) {
    case 'invalid_type':
      return translate(locale, 'validation.invalidType', {
        field,
        expected: typeName(locale, String(p.expected)),
      });
    case 'invalid_value':
      return translate(locale, 'validation.invalidValue', { field, options: list(p.values) });
    case 'unrecognized_keys':
      return translate(locale, 'validation.unknownKeys', { field, keys: list(p.keys) });
    case 'too_small':
      if (p.origin === 'string' && Number(p.minimum) === 1)
        return translate(locale, 'validation.empty', { field });
      return p.origin === 'string' || p.origin === 'array'
        ? translate(locale, 'validation.tooShort', { field, minimum: String(p.minimum) })
        : translate(locale, 'validation.tooSmall', { field, minimum: String(p.minimum) });
    case 'too_big':
      return p.origin === 'string' || p.origin === 'array'
        ? translate(locale, 'validation.tooLong', { field, maximum: String(p.maximum) })
        : translate(locale, 'validation.tooBig', { field, maximum: String(p.maximum) });
    case 'invalid_format':
      // A pattern is no format a reader knows by name.
      return p.format === 'regex'
        ? translate(locale, 'validation.pattern', { field })
        : translate(locale, 'validation.invalidFormat', { field, format: String(p.format) });
    case 'not_multiple_of':
      return translate(locale, 'validation.notInteger', { field });
    case 'custom':
      return describeCustomIssue(locale, field, p);
    case NUL_CHARACTER:
      return translate(locale, 'validation.nulCharacter', { field });
    default:
      return translate(locale, 'validation.invalid', { field });
  }
};

/** Custom rules name themselves in `params` (see PasswordSchema in contracts). */
const describeCustomIssue = (locale: Locale, field: string, p: Record<string, unknown>): string => {
  const rule = (p.params as Record<string, unknown> | undefined)?.passwordRule;
  if (rule === 'tooShort')
    return translate(locale, 'accounts.password.tooShort', { minimum: PASSWORD_MIN_LENGTH });
  if (rule === 'tooLong')
    return translate(locale, 'accounts.password.tooLong', { maximum: PASSWORD_MAX_LENGTH });
  return translate(locale, 'validation.invalid', { field });
};
