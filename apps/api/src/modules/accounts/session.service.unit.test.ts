import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { fixedClock } from '../../lib/deps.js';
import * as sessionRepository from './session.repository.js';
import { createSessionService, hashToken } from './session.service.js';

/** The session rules with the repository substituted and the clock standing still: no database. */
const setup = (
  absoluteExpiresAt = new Date('2026-12-31T00:00:00Z'),
  lastUsedAt = new Date('2026-11-24T04:00:00Z'),
) => {
  const inserted: Array<Parameters<typeof sessionRepository.insertSession>[1]> = [];
  const touched: Array<{ sessionId: string; expiresAt: Date }> = [];
  const sessions = {
    ...sessionRepository,
    insertSession: async (_db: unknown, values: (typeof inserted)[number]) => {
      inserted.push(values);
      return { id: 'session-1' };
    },
    findActiveSession: async (_db: unknown, tokenHash: string) =>
      tokenHash === hashToken('a'.repeat(43))
        ? {
            sessionId: 'session-1',
            customerId: 7,
            idleSeconds: 3600,
            absoluteExpiresAt,
            authMethod: 'password',
            authenticatedAt: new Date('2026-11-24T00:00:00Z'),
            lastUsedAt,
          }
        : undefined,
    touchSession: async (_db: unknown, params: { sessionId: string; expiresAt: Date }) => {
      touched.push(params);
    },
  } as unknown as typeof sessionRepository;
  const clock = fixedClock('2026-11-24T05:00:00Z');
  const service = createSessionService({
    db: {} as Database,
    settings: { idleSeconds: 7200, rememberSeconds: 30 * 86_400, absoluteSeconds: 7 * 86_400 },
    sessions,
    appPasswords: { revokeCustomerAppPasswords: async () => 0 },
    clock,
  });
  return { service, inserted, touched, clock };
};

const context = { deviceId: null, ipAddress: '203.0.113.9', userAgent: 'x'.repeat(400) };

describe('sessions', () => {
  it('start with the idle lifetime, or the absolute one when "remember me" is longer', async () => {
    const { service, inserted } = setup();
    const plain = await service.startSession({ customerId: 7, authMethod: 'password', context });
    await service.startSession({
      customerId: 7,
      authMethod: 'password',
      rememberMe: true,
      context,
    });

    expect(plain.token).toMatch(/^[\w-]{43}$/);
    expect(inserted[0]?.tokenHash).toBe(hashToken(plain.token));
    expect(inserted[0]?.expiresAt.toISOString()).toBe('2026-11-24T07:00:00.000Z');
    expect(inserted[1]?.expiresAt.toISOString()).toBe('2026-12-01T05:00:00.000Z');
    expect(inserted[1]?.absoluteExpiresAt.toISOString()).toBe('2026-12-01T05:00:00.000Z');
    expect(inserted[0]?.userAgent).toHaveLength(300);
  });

  it('slide by the idle time at each use, never past the absolute end', async () => {
    const { service, touched, clock } = setup(new Date('2026-11-24T05:30:00Z'));
    expect(await service.authenticate('a'.repeat(43))).toMatchObject({ customerId: 7 });
    clock.set('2026-11-24T05:10:00Z');
    await service.authenticate('a'.repeat(43));

    expect(touched.map((touch) => touch.expiresAt.toISOString())).toEqual([
      '2026-11-24T05:30:00.000Z',
      '2026-11-24T05:30:00.000Z',
    ]);
  });

  it('are not written again within a minute of their last use', async () => {
    const { service, touched, clock } = setup(undefined, new Date('2026-11-24T04:59:30Z'));
    expect(await service.authenticate('a'.repeat(43))).toMatchObject({ customerId: 7 });
    expect(touched).toEqual([]);
    clock.set('2026-11-24T05:00:30Z');
    await service.authenticate('a'.repeat(43));
    expect(touched).toHaveLength(1);
  });

  it('refuse a malformed or unknown token without touching anything', async () => {
    const { service, touched } = setup();
    expect(await service.authenticate('short')).toBeUndefined();
    expect(await service.authenticate('b'.repeat(43))).toBeUndefined();
    expect(touched).toEqual([]);
  });
});
