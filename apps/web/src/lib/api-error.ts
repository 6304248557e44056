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
  /**
   * What reaches an error page when this is thrown while rendering on the server: Next hides a
   * server error's message from the browser but passes its digest (`api:{status}[:{retryAfter}]`).
   */
  readonly digest: string;

  constructor(
    status: number,
    errorList: string[],
    body: unknown = null,
    { retryAfterSeconds }: { retryAfterSeconds?: number } = {},
  ) {
    super(errorList.join(' '));
    this.name = 'ApiError';
    this.status = status;
    this.ErrorList = errorList;
    this.body = body;
    this.digest = `${API_DIGEST_PREFIX}${status}${
      retryAfterSeconds !== undefined && retryAfterSeconds > 0
        ? `:${Math.ceil(retryAfterSeconds)}`
        : ''
    }`;
  }
}

const API_DIGEST_PREFIX = 'api:';

/**
 * Whether the caller shows this failure itself: an `ApiError` the browser client has not shown
 * already (a 401 opens the login-required dialog, a 500 has its toast: api-client.ts).
 */
export const isErrorToShow = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status !== 401 && error.status !== 500;

/** The API failure behind an error page's digest, or null for any other error. */
export const apiFailureOf = (
  digest: string | undefined,
): { status: number; retryAfterSeconds: number | null } | null => {
  const match = /^api:(\d{3})(?::(\d{1,6}))?$/.exec(digest ?? '');
  if (!match) return null;
  return { status: Number(match[1]), retryAfterSeconds: match[2] ? Number(match[2]) : null };
};

/** `Retry-After` in seconds, when the answer gives a positive number of them. */
export const retryAfterOf = (response: Response): number | undefined => {
  const seconds = Number(response.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
};

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
