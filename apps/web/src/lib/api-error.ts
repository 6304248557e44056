/**
 * A failed API call, shared by the browser client and the server client. `ErrorList` is the
 * API's error list when it sent one, else `['{status} {statusText}']` (spec §8); `body` is the
 * parsed response body, if any. An `Error`, so stacks and error boundaries work; it carries the
 * body the spec says is thrown.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly ErrorList: string[];
  readonly body: unknown;

  constructor(status: number, errorList: string[], body: unknown = null) {
    super(errorList.join(' '));
    this.name = 'ApiError';
    this.status = status;
    this.ErrorList = errorList;
    this.body = body;
  }
}

/** The response body as JSON, as text when it is not JSON, or null when empty. */
export const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** The body's `ErrorList`, or `'{status} {statusText}'` when it has none (spec §8). */
export const errorListOf = (body: unknown, response: Response): string[] => {
  if (typeof body === 'object' && body !== null && 'ErrorList' in body) {
    const { ErrorList: errorList } = body;
    if (
      Array.isArray(errorList) &&
      errorList.length > 0 &&
      errorList.every((item) => typeof item === 'string')
    ) {
      return errorList;
    }
  }
  return [`${response.status} ${response.statusText}`.trim()];
};
