import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

const ISSUE_MARK = Symbol.for('nangsue.validationIssue');

export type ValidationIssue = {
  [ISSUE_MARK]: true;
  keyword: string;
  instancePath: string;
  schemaPath: string;
  message: string;
  params: Record<string, unknown> & { path: PropertyKey[] };
};

/** The code of the issue for a text with a NUL character (PostgreSQL cannot store one in text). */
export const NUL_CHARACTER = 'nul_character';

/** Where the first string with a NUL character is in `data` (keys, values, nested), if anywhere. */
const findNul = (data: unknown, path: PropertyKey[] = [], depth = 0): PropertyKey[] | undefined => {
  if (typeof data === 'string') return data.includes('\u0000') ? path : undefined;
  if (depth > 32 || data === null || typeof data !== 'object') return undefined;
  for (const [key, value] of Object.entries(data)) {
    if (key.includes('\u0000')) return [...path, key];
    const found = findNul(value, [...path, Array.isArray(data) ? Number(key) : key], depth + 1);
    if (found) return found;
  }
  return undefined;
};

const issueAt = (code: string, message: string, path: PropertyKey[], rest: object = {}) =>
  ({
    [ISSUE_MARK]: true,
    keyword: code,
    instancePath: `/${path.map(String).join('/')}`,
    schemaPath: `#/${path.map(String).join('/')}/${code}`,
    message,
    params: { ...rest, path },
  }) satisfies ValidationIssue;

/**
 * Like fastify-type-provider-zod's validator, but asks zod to report the input of each issue so the
 * error handler can tell "missing" from "wrong type" and word the message accordingly. Any text with
 * a NUL character (body, query or path, at any depth) is refused before the schema is read: no
 * text column can hold one, so it would otherwise fail in the database.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const nulAt = findNul(data);
    if (nulAt) {
      return {
        error: [issueAt(NUL_CHARACTER, 'contains a NUL character', nulAt)] as unknown as Error,
      };
    }
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };

    const issues: ValidationIssue[] = result.error.issues.map((issue) => {
      const { code, message, path, ...rest } = issue;
      return issueAt(code, message, path, rest);
    });
    return { error: issues as unknown as Error };
  };

export const isValidationIssueList = (value: unknown): value is ValidationIssue[] =>
  Array.isArray(value) &&
  value.length > 0 &&
  typeof value[0] === 'object' &&
  value[0] !== null &&
  (value[0] as Record<symbol, unknown>)[ISSUE_MARK] === true;
