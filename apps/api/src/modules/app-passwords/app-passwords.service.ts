import { createHash, randomBytes } from 'node:crypto';
import {
  MAX_APP_PASSWORDS,
  type AppPassword,
  type AppPasswordsResponseSchema,
} from '@nangsue/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { createWithTransaction, type CustomerLock, type WithTransaction } from '../../lib/deps.js';
import { emailKeyOf } from '../accounts/index.js';
import { rateLimited, type AuthThrottleService } from '../accounts/index.js';
import type { customerRepository } from '../accounts/index.js';
import type * as appPasswordRepository from './app-passwords.repository.js';
import type { AppPasswordRow } from './app-passwords.repository.js';

/** 32 letters and digits without the look-alikes (0/o, 1/l): 5 bits a character. */
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
/** 24 characters of 5 bits: 120 random bits, in six groups of four to type on an e-reader. */
const PASSWORD_CHARS = 24;

/** A new app password: `abcd-efgh-…` (six groups of four), 120 bits from the system's CSPRNG. */
export const newAppPassword = (): string => {
  const bytes = randomBytes((PASSWORD_CHARS * 5) / 8);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += ALPHABET[(value >> bits) & 31];
    }
  }
  return out.match(/.{4}/g)!.join('-');
};

/** What is hashed: the password without spaces or dashes, in lower case (typing is forgiving). */
export const normalizeAppPassword = (password: string): string =>
  password.replace(/[\s-]/g, '').toLowerCase();

/**
 * SHA-256 hex of the normalized password. A random secret of 120 bits cannot be guessed, so a fast
 * hash is enough (and lets the row be found by its hash); chosen passwords use Argon2id.
 */
export const hashAppPassword = (password: string): string =>
  createHash('sha256').update(normalizeAppPassword(password)).digest('hex');

const toAppPassword = (row: AppPasswordRow): AppPassword => ({
  Id: row.id,
  Name: row.name,
  Hint: row.hint,
  CreatedAt: row.createdAt.toISOString(),
  LastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

type AppPasswordList = z.infer<typeof AppPasswordsResponseSchema>['Data'];

/**
 * App passwords of reading apps (docs/opds.md): per-device secrets an OPDS client sends with the
 * customer's e-mail (HTTP Basic). Shown once, kept as a SHA-256, at most MAX_APP_PASSWORDS live
 * per customer, revoked one by one or all with the sessions.
 */
export const createAppPasswordService = ({
  db,
  storefrontUrl,
  throttle,
  appPasswords,
  customers,
  withTransaction = createWithTransaction(db),
}: {
  db: Database;
  /** The storefront's public address: the catalogue is `{storefrontUrl}/opds`. */
  storefrontUrl: string;
  /** Wrong credentials count against the caller's address (their own counter). */
  throttle: Pick<AuthThrottleService, 'count' | 'blockedFor'>;
  appPasswords: Pick<
    typeof appPasswordRepository,
    | 'countAppPasswords'
    | 'findAppPasswords'
    | 'findLiveAppPassword'
    | 'insertAppPassword'
    | 'revokeAppPassword'
    | 'touchAppPassword'
  >;
  /** The customer's row: read for the e-mail an app signs in with, locked while passwords change. */
  customers: CustomerLock & Pick<typeof customerRepository, 'findCustomerById'>;
  withTransaction?: WithTransaction;
}) => ({
  /** GET /v2/customer/app-passwords: the live ones, newest first, with the catalogue's address. */
  async list(customerId: number): Promise<AppPasswordList> {
    const customer = await customers.findCustomerById(db, customerId);
    if (!customer) throw new AppError('UNAUTHORIZED');
    return {
      AppPasswords: (await appPasswords.findAppPasswords(db, customerId)).map(toAppPassword),
      OpdsUrl: `${storefrontUrl}/opds`,
      UserName: customer.email ?? '',
    };
  },

  /** POST /v2/customer/app-passwords: a new one, its password answered this once. */
  async create(customerId: number, name: string): Promise<AppPassword & { Password: string }> {
    const password = newAppPassword();
    const row = await withTransaction(async (tx) => {
      // Under the customer's lock: parallel creations cannot pass the limit together.
      if (!(await customers.lockCustomer(tx, customerId))) throw new AppError('UNAUTHORIZED');
      if ((await appPasswords.countAppPasswords(tx, customerId)) >= MAX_APP_PASSWORDS)
        throw new AppError('CONFLICT', {
          message: 'appPasswords.tooMany',
          params: { max: MAX_APP_PASSWORDS },
        });
      return appPasswords.insertAppPassword(tx, {
        customerId,
        name,
        secretHash: hashAppPassword(password),
        hint: password.slice(0, 4),
      });
    });
    return { ...toAppPassword(row), Password: password };
  },

  /** POST /v2/customer/app-passwords/revoke: it stops working at once; another's id is 404. */
  async revoke(customerId: number, id: number): Promise<{ Id: number }> {
    if (!(await appPasswords.revokeAppPassword(db, { customerId, id })))
      throw new AppError('NOT_FOUND', { message: 'appPasswords.notFound' });
    return { Id: id };
  },

  /**
   * The customer an OPDS client's Basic credentials name, or undefined. A wrong pair counts
   * against the caller's address under its own rule (`appPasswordIp`, apart from the store's
   * failed sign-ins); past the limit every attempt from there is refused with 429 until the block
   * ends, right ones included.
   */
  async authenticate(
    userName: string,
    password: string,
    ip: string,
  ): Promise<{ customerId: number } | undefined> {
    const ipSubject = { kind: 'ip', ip } as const;
    const blocked = await throttle.blockedFor('appPasswordIp', ipSubject);
    if (blocked !== null) throw rateLimited(blocked);
    const found =
      userName.length > 0 && userName.length <= 254 && password.length <= 200
        ? await appPasswords.findLiveAppPassword(db, {
            secretHash: hashAppPassword(password),
            emailKey: emailKeyOf(userName),
          })
        : undefined;
    if (!found) {
      const wait = await throttle.count('appPasswordIp', ipSubject);
      if (wait !== null) throw rateLimited(wait);
      return undefined;
    }
    const minuteAgo = Date.now() - 60_000;
    if (!found.lastUsedAt || found.lastUsedAt.getTime() < minuteAgo)
      await appPasswords.touchAppPassword(db, found.id);
    return { customerId: found.customerId };
  },
});

export type AppPasswordService = ReturnType<typeof createAppPasswordService>;
