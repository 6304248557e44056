import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { fixedClock } from '../../lib/deps.js';
import {
  createAuthThrottleService,
  throttleKey,
  type ThrottleRepository,
} from './auth-throttle.service.js';

/** The throttle service's decisions over a substituted counter table (seconds blocked per key). */
const setup = (blocked: Record<string, number | null> = {}) => {
  const clock = fixedClock('2026-11-24T05:00:00Z');
  const counted: string[] = [];
  const cleared: string[] = [];
  let sweeps = 0;
  const throttles = {
    countAttempt: async (_db: unknown, { key }: { key: string }) => {
      counted.push(key);
      return blocked[key] ?? null;
    },
    deleteStaleThrottles: async () => void (sweeps += 1),
    clearThrottle: async (_db: unknown, key: string) => void cleared.push(key),
    clearThrottlesStartingWith: async (_db: unknown, prefix: string) =>
      void cleared.push(`${prefix}*`),
    uncountAttempt: async () => {},
    findBlock: async () => null,
  } as unknown as ThrottleRepository;
  const service = createAuthThrottleService({ db: {} as Database, clock, throttles });
  return { service, clock, counted, cleared, sweeps: () => sweeps };
};

const pair = { kind: 'accountIp', emailKey: 'a@example.com', ip: '203.0.113.9' } as const;
const ip = { kind: 'ip', ip: '203.0.113.9' } as const;

describe('auth throttle rules', () => {
  it('counts every rule and refuses with the longest wait when any is blocked', async () => {
    const { service, counted } = setup({
      [throttleKey('loginAccountIp', pair)]: 120,
      [throttleKey('loginIp', ip)]: 900,
    });
    const error = await service
      .consume([
        { rule: 'loginAccountIp', subject: pair },
        { rule: 'loginIp', subject: ip },
      ])
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'RATE_LIMITED', retryAfter: 900 });
    expect(counted).toEqual([throttleKey('loginAccountIp', pair), throttleKey('loginIp', ip)]);
  });

  it('lets an attempt under every limit through; tryConsume answers instead of throwing', async () => {
    const { service } = setup({
      [throttleKey('loginAlert', { kind: 'account', emailKey: 'b' })]: 60,
    });
    await expect(service.consume([{ rule: 'loginIp', subject: ip }])).resolves.toBeUndefined();
    expect(await service.tryConsume('loginAlert', { kind: 'account', emailKey: 'a' })).toBe(true);
    expect(await service.tryConsume('loginAlert', { kind: 'account', emailKey: 'b' })).toBe(false);
  });

  it('sweeps stale counters at most once every ten minutes by the clock', async () => {
    const { service, clock, sweeps } = setup();
    await service.consume([{ rule: 'loginIp', subject: ip }]);
    clock.set('2026-11-24T05:09:59Z');
    await service.consume([{ rule: 'loginIp', subject: ip }]);
    expect(sweeps()).toBe(1);
    clock.set('2026-11-24T05:10:00Z');
    await service.consume([{ rule: 'loginIp', subject: ip }]);
    expect(sweeps()).toBe(2);
  });

  it('a password reset clears the account-wide and per-address sign-in blocks', async () => {
    const { service, cleared } = setup();
    await service.clearAccount('a@example.com');
    const account = { kind: 'account', emailKey: 'a@example.com' } as const;
    expect(cleared).toContain(throttleKey('loginAccount', account));
    expect(cleared).toContain(throttleKey('loginAccountAll', account));
    expect(cleared.some((key) => key.startsWith('loginAccountIp:') && key.endsWith(':*'))).toBe(
      true,
    );
  });
});
