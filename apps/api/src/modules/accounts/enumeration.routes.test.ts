import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clearThrottles,
  insertVerifiedCustomers,
  login,
  mailsTo,
  post,
  registrationData,
  uniqueEmail,
} from '../../../test/accounts-fixture.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { hashPassword, verifyPassword } from './password-hasher.js';
import { visitorAddresses } from '../../../test/customer-fixture.js';

const ROUNDS = 30;
const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

type Response = Awaited<ReturnType<TestApp['inject']>>;

/**
 * Checklist 4: login, register and forgot-password answer a known and an unknown address with the
 * same status and body, in about the same time. Requests alternate (known, unknown, ...) so load
 * on the machine hits both sides alike, and their medians are compared (see compareAlike).
 */
describe('accounts: no enumeration of addresses (checklist 4)', () => {
  let app: TestApp;
  let known: string[];

  beforeAll(async () => {
    app = await buildTestApp();
    known = Array.from({ length: ROUNDS }, (_, index) => uniqueEmail(`known${index}`));
    await insertVerifiedCustomers(app, known);
  });
  afterAll(async () => {
    await app.close();
  });

  /** A different client address for every request, so per-IP limits stay out of the way. */
  const nextAddress = visitorAddresses('198.18');

  const compare = async (
    call: (email: string, remoteAddress: string) => Promise<Response>,
  ): Promise<{ known: Response[]; unknown: Response[]; knownMs: number; unknownMs: number }> => {
    await clearThrottles(app);
    // Warm-up, not measured.
    await call(known[0]!, nextAddress());
    await call(uniqueEmail('warm'), nextAddress());
    await app.services.accountMail.settled();

    const results = { known: [] as Response[], unknown: [] as Response[] };
    const times = { known: [] as number[], unknown: [] as number[] };
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const side of round % 2
        ? (['unknown', 'known'] as const)
        : (['known', 'unknown'] as const)) {
        const email = side === 'known' ? known[round]! : uniqueEmail(`unknown${round}`);
        const remoteAddress = nextAddress();
        const started = performance.now();
        const response = await call(email, remoteAddress);
        times[side].push(performance.now() - started);
        results[side].push(response);
        // E-mails are written off the request path; let them finish outside the measurement.
        await app.services.accountMail.settled();
      }
    }
    return {
      ...results,
      knownMs: median(times.known),
      unknownMs: median(times.unknown),
    };
  };

  const expectSameAnswers = (known: Response[], unknown: Response[]) => {
    const shapes = new Set([...known, ...unknown].map((r) => `${r.statusCode} ${r.body}`));
    expect(shapes.size).toBe(1);
  };

  /** The median time of one argon2 verification on this machine, right now. */
  const argonVerifyMs = async (): Promise<number> => {
    const stored = await hashPassword('timing reference passphrase');
    const times: number[] = [];
    for (let index = 0; index < 9; index += 1) {
      const started = performance.now();
      await verifyPassword(stored, 'another passphrase');
      times.push(performance.now() - started);
    }
    return median(times);
  };

  /**
   * Paths without argon2 (forgot password): within 20% or 15 ms. Paths where one side might skip
   * the argon2 work (login, register): within half a verification measured just now (or 20% when
   * that is more), since a verification takes only ~15-30 ms here and 15 ms would let a skipped
   * one through; measuring it at the same time keeps the bound fair on a busy machine.
   */
  const toleranceOf = (knownMs: number, argonMs: number | undefined) =>
    argonMs === undefined ? Math.max(knownMs * 0.2, 15) : Math.max(argonMs * 0.5, knownMs * 0.2);

  /**
   * Measures both sides (`compare`) and expects their medians within the tolerance. A busy
   * machine (the journeys run beside these tests in CI) can push one measurement out by noise, so
   * a measurement out of bounds is taken again, up to three times in all: a real difference (a
   * skipped argon2, a query only one side makes) shows in every one of them.
   */
  const compareAlike = async (
    call: (email: string, remoteAddress: string) => Promise<Response>,
    withArgon: boolean,
  ) => {
    let result = await compare(call);
    for (let attempt = 1; ; attempt += 1) {
      const argonMs = withArgon ? await argonVerifyMs() : undefined;
      const difference = Math.abs(result.unknownMs - result.knownMs);
      const tolerance = toleranceOf(result.knownMs, argonMs);
      if (difference <= tolerance || attempt === 3) {
        expect(
          difference,
          `known ${result.knownMs.toFixed(1)} ms, unknown ${result.unknownMs.toFixed(1)} ms, argon2 ${argonMs?.toFixed(1)} ms (attempt ${attempt})`,
        ).toBeLessThanOrEqual(tolerance);
        return { ...result, attempts: attempt };
      }
      result = await compare(call);
    }
  };

  it('login: a wrong password on a real account and an unknown address look alike', async () => {
    const result = await compareAlike(
      (email, remoteAddress) => login(app, email, 'not the password at all', { remoteAddress }),
      true,
    );
    expect(result.known[0]?.statusCode).toBe(400);
    expectSameAnswers(result.known, result.unknown);
  });

  it('register: an address with an account and a new one look alike', async () => {
    const result = await compareAlike(
      (email, remoteAddress) =>
        post(
          app,
          '/v2/customer/register',
          registrationData(email, { Password: 'a fresh passphrase 42' }),
          { remoteAddress },
        ),
      true,
    );
    expect(result.known[0]?.statusCode).toBe(200);
    expectSameAnswers(result.known, result.unknown);
    // What differs goes only by e-mail.
    const existsMails = await mailsTo(app, known[1]!, 'account-exists');
    // One per measurement taken, unless the account's own mail limit held a later one back.
    expect(existsMails.length).toBeGreaterThanOrEqual(1);
    expect(existsMails.length).toBeLessThanOrEqual(result.attempts);
  });

  it('forgot password: an address with an account and an unknown one look alike', async () => {
    const result = await compareAlike(
      (email, remoteAddress) =>
        post(app, '/v2/customer/reset-password', { Email: email }, { remoteAddress }),
      false,
    );
    expect(result.known[0]?.statusCode).toBe(200);
    expectSameAnswers(result.known, result.unknown);
    const resetMails = await mailsTo(app, known[2]!, 'reset-password');
    // One per measurement taken, unless the account's own mail limit held a later one back.
    expect(resetMails.length).toBeGreaterThanOrEqual(1);
    expect(resetMails.length).toBeLessThanOrEqual(result.attempts);
  });
});
