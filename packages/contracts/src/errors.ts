/**
 * The closed set of error codes the API throws. The API maps each to one HTTP status in one table
 * (`ERROR_STATUS`); clients may rely on the status alone.
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNPROCESSABLE',
  'RATE_LIMITED',
  'INTERNAL',
  'UNAVAILABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ERROR_STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

/** HTTP statuses on which a client retries a safe (GET/HEAD/OPTIONS) call once (spec §7). */
export const RETRYABLE_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504] as const;
export const SAFE_METHODS = ['GET', 'HEAD', 'OPTIONS'] as const;

export const isRetryable = (method: string, status: number): boolean =>
  (SAFE_METHODS as readonly string[]).includes(method.toUpperCase()) &&
  (RETRYABLE_STATUSES as readonly number[]).includes(status);
