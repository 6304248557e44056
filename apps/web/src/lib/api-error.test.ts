import { describe, expect, it } from 'vitest';
import { ApiError, apiFailureOf, retryAfterOf } from './api-error';

describe('an API failure on an error page', () => {
  it('travels in the digest, the only part of a server error the browser gets', () => {
    const throttled = new ApiError(429, ['Too many requests'], null, { retryAfterSeconds: 12.2 });
    expect(throttled.digest).toBe('api:429:13');
    expect(apiFailureOf(throttled.digest)).toEqual({ status: 429, retryAfterSeconds: 13 });

    const down = new ApiError(503, ['503 Service Unavailable']);
    expect(apiFailureOf(down.digest)).toEqual({ status: 503, retryAfterSeconds: null });
  });

  it('is not read into digests of other errors', () => {
    for (const digest of [
      undefined,
      '',
      '2479378619',
      'DYNAMIC_SERVER_USAGE',
      'api:4290',
      'xapi:429',
    ])
      expect(apiFailureOf(digest)).toBeNull();
  });

  it('reads Retry-After only as a positive number of seconds', () => {
    const answer = (value?: string) =>
      new Response(null, {
        status: 429,
        headers: value === undefined ? {} : { 'Retry-After': value },
      });
    expect(retryAfterOf(answer('30'))).toBe(30);
    expect(retryAfterOf(answer())).toBeUndefined();
    expect(retryAfterOf(answer('0'))).toBeUndefined();
    expect(retryAfterOf(answer('Wed, 21 Oct 2015 07:28:00 GMT'))).toBeUndefined();
  });
});
