import { createHash } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { MessageKey } from '../../lib/messages.js';
import type * as throttles from './auth-throttle.repository.js';
import { systemClock, type Clock } from '../../lib/deps.js';

/**
 * Limits on guessable account actions (security checklist 3), shared by every API process through
 * the `auth_throttles` table. Keys are per account (a SHA-256 of the e-mail key, so the table holds
 * no addresses) and per client IP (`request.ip`, which honours X-Forwarded-For only from
 * TRUST_PROXY), never per device id: the client chooses that one.
 *
 * Attempts are counted before the password is checked, so a burst of parallel guesses cannot get
 * past the limit; a successful sign-in takes its count back (IP) or clears the account's counter.
 * Blocks are short (the owner is never locked out for long) and a password reset clears the
 * account's block at once.
 */
export const THROTTLE_RULES = {
  /**
   * Failed sign-ins per account from one address: the limit a guesser hits. Another address (the
   * owner's) is not affected, so a guesser cannot lock the owner out.
   */
  loginAccountIp: { max: 10, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
  /**
   * Failed sign-ins per account from every address together: the ceiling against guessing from many
   * addresses. Past it only addresses the account has signed in from before may try (each within
   * its own limit above); the owner elsewhere can reset the password, which clears it.
   */
  loginAccountAll: { max: 100, windowSeconds: 60 * 60, blockSeconds: 60 * 60 },
  /** Wrong current passwords on change-password and delete-account (the caller holds a session). */
  loginAccount: { max: 10, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
  /** The owner is told of guessing by e-mail at most once a day. */
  loginAlert: { max: 1, windowSeconds: 24 * 60 * 60, blockSeconds: 1 },
  /** Failed sign-ins from one address, whatever the accounts (credential stuffing). */
  loginIp: { max: 50, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
  /**
   * Staff sign-ins (the back office, docs/back-office.md): counters of their own, by the same
   * rules as the customers' (per account and address, per account with known addresses let
   * through, per address), tighter: staff are few and sign in with a code that changes.
   */
  staffLoginAccountIp: { max: 10, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
  staffLoginAccount: { max: 50, windowSeconds: 60 * 60, blockSeconds: 60 * 60 },
  staffLoginIp: { max: 30, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
  /**
   * Wrong authenticator codes per publisher portal member, whatever the attempt (ADR 0019): step
   * one's right password starts a new attempt of five codes, so without this a password holder
   * could try codes without end. The subject is the member (`member:<id>` as the account key).
   */
  portalCodeMember: { max: 10, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
  /**
   * Wrong OPDS app-password pairs from one address (docs/opds.md): a counter of its own, so a
   * reading app's right password is never refused for the store's failed sign-ins from the same
   * address, nor the other way round.
   */
  appPasswordIp: { max: 50, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
  /**
   * Sign-in links e-mailed per account (docs/accounts.md "Sign-in link"): 3 in a window of 15
   * minutes. A link lives 20 minutes and a newer one does not end the older ones, so whenever a
   * request is refused here the owner's mailbox holds a live link sent in this window: a guesser
   * who keeps asking only fills the owner's inbox with ways in. Past it the answer stays the same
   * 200 (nothing is sent).
   */
  signInLinkAccount: { max: 3, windowSeconds: 15 * 60, blockSeconds: 5 * 60 },
  /** Sign-in link requests per IP address, whatever the accounts. */
  signInLinkIp: { max: 20, windowSeconds: 60 * 60, blockSeconds: 60 * 60 },
  /** Forgot-password e-mails per address, and requests per IP. */
  resetAccount: { max: 5, windowSeconds: 60 * 60, blockSeconds: 60 * 60 },
  resetIp: { max: 30, windowSeconds: 60 * 60, blockSeconds: 60 * 60 },
  /** Registrations per address (each sends an e-mail) and per IP. */
  registerAccount: { max: 5, windowSeconds: 60 * 60, blockSeconds: 60 * 60 },
  registerIp: { max: 30, windowSeconds: 60 * 60, blockSeconds: 60 * 60 },
  /** New verification links sent when an unverified account signs in (silently skipped past it). */
  verificationResend: { max: 3, windowSeconds: 60 * 60, blockSeconds: 60 * 60 },
  /** Wrong redeem codes per customer and per IP (docs/buying.md §13.3); a claim gives its count back. */
  redeemCustomer: { max: 10, windowSeconds: 60 * 60, blockSeconds: 60 * 60 },
  redeemIp: { max: 30, windowSeconds: 60 * 60, blockSeconds: 60 * 60 },
  /** Publisher applications that pass the checks (each e-mails staff) per customer and per IP. */
  publisherApplyCustomer: { max: 5, windowSeconds: 60 * 60, blockSeconds: 60 * 60 },
  publisherApplyIp: { max: 20, windowSeconds: 60 * 60, blockSeconds: 60 * 60 },
  /** Readers' messages to publishers per visitor IP and per sender e-mail (docs/publishers.md). */
  publisherContactIp: { max: 5, windowSeconds: 60 * 60, blockSeconds: 60 * 60 },
  publisherContactEmail: { max: 5, windowSeconds: 60 * 60, blockSeconds: 60 * 60 },
  /** Contact-us messages per visitor IP and per sender e-mail (docs/content.md). */
  contactIp: { max: 5, windowSeconds: 60 * 60, blockSeconds: 60 * 60 },
  contactEmail: { max: 5, windowSeconds: 60 * 60, blockSeconds: 60 * 60 },
  /** Review writes (write, edit, delete, report) per customer and per IP (docs/reviews.md). */
  reviewCustomer: { max: 30, windowSeconds: 60 * 60, blockSeconds: 60 * 60 },
  reviewIp: { max: 100, windowSeconds: 60 * 60, blockSeconds: 60 * 60 },
  /** "Helpful" votes and their withdrawals, per customer and per IP. */
  reviewVoteCustomer: { max: 200, windowSeconds: 60 * 60, blockSeconds: 30 * 60 },
  reviewVoteIp: { max: 600, windowSeconds: 60 * 60, blockSeconds: 30 * 60 },
} as const satisfies Record<string, throttles.ThrottleWindow>;

export type ThrottleRule = keyof typeof THROTTLE_RULES;

type Subject =
  | { kind: 'account'; emailKey: string }
  | { kind: 'customer'; customerId: number }
  | { kind: 'ip'; ip: string }
  | { kind: 'accountIp'; emailKey: string; ip: string };

const digest = (value: string): string => createHash('sha256').update(value).digest('hex');

export const throttleKey = (rule: ThrottleRule, subject: Subject): string => {
  switch (subject.kind) {
    case 'account':
      return `${rule}:${digest(subject.emailKey)}`;
    case 'customer':
      return `${rule}:customer:${subject.customerId}`;
    case 'ip':
      return `${rule}:${subject.ip.slice(0, 100)}`;
    case 'accountIp':
      return `${rule}:${digest(subject.emailKey)}:${subject.ip.slice(0, 100)}`;
  }
};

/** Old rows are swept at most this often, by whichever request comes along. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;
const LONGEST_RULE_SECONDS = Math.max(
  ...Object.values(THROTTLE_RULES).map((rule) => Math.max(rule.windowSeconds, rule.blockSeconds)),
);

/** The 429 of a throttle: wait `seconds`. */
export const rateLimited = (
  seconds: number,
  message: MessageKey = 'accounts.throttle.tooManyAttempts',
): AppError =>
  new AppError('RATE_LIMITED', {
    message,
    params: { minutes: Math.ceil(seconds / 60), seconds },
    retryAfter: seconds,
  });

/** The throttle repository's functions, as a unit test substitutes them. */
export type ThrottleRepository = Pick<
  typeof throttles,
  | 'clearThrottle'
  | 'clearThrottlesStartingWith'
  | 'countAttempt'
  | 'deleteStaleThrottles'
  | 'findBlock'
  | 'uncountAttempt'
>;

export const createAuthThrottleService = ({
  db,
  throttles: repository,
  clock = systemClock,
}: {
  db: Database;
  /** The throttle repository; a unit test passes a substitute. */
  throttles: ThrottleRepository;
  clock?: Clock;
}) => {
  let lastSweep = 0;

  const sweep = async () => {
    if (clock.now().getTime() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = clock.now().getTime();
    await repository.deleteStaleThrottles(db, LONGEST_RULE_SECONDS);
  };

  return {
    /**
     * Counts one attempt under each rule; throws 429 (with Retry-After) when any of them is over
     * its limit or blocked. Every key is counted, so neither can be skipped by the other's block.
     */
    async consume(
      checks: { rule: ThrottleRule; subject: Subject }[],
      message: MessageKey = 'accounts.throttle.tooManyAttempts',
    ): Promise<void> {
      await sweep();
      let wait = 0;
      for (const { rule, subject } of checks) {
        const retryAfter = await repository.countAttempt(db, {
          key: throttleKey(rule, subject),
          ...THROTTLE_RULES[rule],
        });
        if (retryAfter !== null) wait = Math.max(wait, retryAfter);
      }
      if (wait > 0) throw rateLimited(wait, message);
    },

    /** Counts one attempt; answers the seconds the rule now blocks the subject, or null. */
    count(rule: ThrottleRule, subject: Subject): Promise<number | null> {
      return repository.countAttempt(db, {
        key: throttleKey(rule, subject),
        ...THROTTLE_RULES[rule],
      });
    },

    /** Like consume, but answers whether the attempt may go ahead instead of throwing. */
    async tryConsume(rule: ThrottleRule, subject: Subject): Promise<boolean> {
      const retryAfter = await repository.countAttempt(db, {
        key: throttleKey(rule, subject),
        ...THROTTLE_RULES[rule],
      });
      return retryAfter === null;
    },

    /** Seconds the rule still blocks the subject, or null. */
    blockedFor(rule: ThrottleRule, subject: Subject): Promise<number | null> {
      return repository.findBlock(db, throttleKey(rule, subject));
    },

    /** The counted attempt was a success: give it back. */
    async refund(rule: ThrottleRule, subject: Subject): Promise<void> {
      await repository.uncountAttempt(db, throttleKey(rule, subject));
    },

    /**
     * A password reset: forget every sign-in counter of the account (from every address, and the
     * account-wide one), so the owner is let in at once.
     */
    async clearAccount(emailKey: string): Promise<void> {
      await repository.clearThrottlesStartingWith(db, `loginAccountIp:${digest(emailKey)}:`);
      for (const rule of ['loginAccount', 'loginAccountAll'] as const)
        await repository.clearThrottle(db, throttleKey(rule, { kind: 'account', emailKey }));
    },

    /** Forget everything counted for the subject under the rule. */
    async clear(rule: ThrottleRule, subject: Subject): Promise<void> {
      await repository.clearThrottle(db, throttleKey(rule, subject));
    },
  };
};

export type AuthThrottleService = ReturnType<typeof createAuthThrottleService>;
