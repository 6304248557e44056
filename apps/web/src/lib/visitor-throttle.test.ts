import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetThrottledVisitors,
  isVisitorThrottled,
  MAX_REMEMBERED_VISITORS,
  rememberThrottledVisitor,
  throttledSecondsOf,
  waitSecondsFrom,
} from './visitor-throttle';

afterEach(forgetThrottledVisitors);

describe('throttled visitors', () => {
  it('tells the per-visitor limit from a login throttle by the remaining count', () => {
    expect(isVisitorThrottled(429, new Headers({ 'x-ratelimit-remaining': '0' }))).toBe(true);
    // A login throttle answers 429 while the visitor still has requests left.
    expect(isVisitorThrottled(429, new Headers({ 'x-ratelimit-remaining': '57' }))).toBe(false);
    expect(isVisitorThrottled(429, new Headers())).toBe(false);
    expect(isVisitorThrottled(200, new Headers({ 'x-ratelimit-remaining': '0' }))).toBe(false);
  });

  it('keeps a visitor throttled for the wait it was told, counting down, then forgets it', () => {
    rememberThrottledVisitor('203.0.113.7', 30, 1_000_000);

    expect(throttledSecondsOf('203.0.113.7', 1_000_000)).toBe(30);
    expect(throttledSecondsOf('203.0.113.7', 1_000_000 + 20_500)).toBe(10);
    expect(throttledSecondsOf('198.51.100.1', 1_000_000)).toBeNull();
    expect(throttledSecondsOf('203.0.113.7', 1_000_000 + 30_000)).toBeNull();
    // Forgotten: a later look does not bring it back.
    expect(throttledSecondsOf('203.0.113.7', 1_000_000)).toBeNull();
  });

  it('believes at most an hour and at least a second from one answer', () => {
    rememberThrottledVisitor('a', 86_400, 0);
    rememberThrottledVisitor('b', 0.2, 0);
    expect(throttledSecondsOf('a', 0)).toBe(3600);
    expect(throttledSecondsOf('b', 0)).toBe(1);
  });

  it('remembers a bounded number of visitors, dropping the oldest first', () => {
    for (let i = 0; i <= MAX_REMEMBERED_VISITORS; i += 1)
      rememberThrottledVisitor(`10.0.${Math.floor(i / 256)}.${i % 256}`, 60, 0);

    expect(throttledSecondsOf('10.0.0.0', 0)).toBeNull();
    expect(throttledSecondsOf('10.0.0.1', 0)).toBe(60);
  });

  it('reads the wait the proxy passes on, and a minute when it is not a number of seconds', () => {
    expect(waitSecondsFrom('42')).toBe(42);
    expect(waitSecondsFrom(null)).toBe(60);
    expect(waitSecondsFrom('-3')).toBe(60);
    expect(waitSecondsFrom('1.5')).toBe(60);
  });
});
