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

/**
 * Like fastify-type-provider-zod's validator, but asks zod to report the input of each issue so the
 * error handler can tell "missing" from "wrong type" and word the message accordingly.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };

    const issues: ValidationIssue[] = result.error.issues.map((issue) => {
      const { code, message, path, ...rest } = issue;
      return {
        [ISSUE_MARK]: true,
        keyword: code,
        instancePath: `/${path.map(String).join('/')}`,
        schemaPath: `#/${path.map(String).join('/')}/${code}`,
        message,
        params: { ...rest, path },
      };
    });
    return { error: issues as unknown as Error };
  };

export const isValidationIssueList = (value: unknown): value is ValidationIssue[] =>
  Array.isArray(value) &&
  value.length > 0 &&
  typeof value[0] === 'object' &&
  value[0] !== null &&
  (value[0] as Record<symbol, unknown>)[ISSUE_MARK] === true;
