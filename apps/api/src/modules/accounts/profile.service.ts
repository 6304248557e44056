import {
  FRESH_SIGN_IN_SECONDS,
  type CustomerExport,
  type CustomerProfile,
  type DeactivateBody,
  type MessageData,
  type UpdateProfileBody,
} from '@nangsue/contracts';
import type { DbOrTx } from '../../db/client.js';
import type { CustomerRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { translate } from '../../lib/messages.js';
import { toExport, toProfile } from './accounts.mapper.js';
import {
  type AccountsDeps,
  assertBirthDate,
  type Caller,
  greetingOf,
  localeOf,
  accountParts,
} from './accounts.service.js';
import { verifyPassword } from './password-hasher.js';
import type { AuthenticatedCustomer } from './session.service.js';

/** How a provider is named in messages (brand names, the same in both languages). */
const PROVIDER_NAMES: Record<string, string> = {
  google: 'Google',
  facebook: 'Facebook',
  apple: 'Apple',
};

export const createProfileService = (deps: AccountsDeps) => {
  const { db, sessions, throttle, mail } = deps;
  const { customers, clock, withTransaction } = accountParts(deps);
  const findOwn = async (customerId: number) => {
    const row = await customers.findCustomerById(db, customerId);
    if (!row) throw new AppError('UNAUTHORIZED');
    return row;
  };

  /** What the PDPA export holds (profile, consents, addresses, sessions), read with `tx`. */
  const exportOf = async (
    row: CustomerRow,
    currentSessionId: string | null,
    tx: DbOrTx = db,
  ): Promise<CustomerExport> => {
    const [identities, addresses, sessionRows] = await Promise.all([
      customers.findIdentities(tx, row.id),
      customers.findAddressesForExport(tx, row.id),
      sessions.listSessions(row.id, tx),
    ]);
    return toExport({
      customer: row,
      identities,
      addresses,
      sessions: sessionRows,
      currentSessionId,
    });
  };

  /**
   * PDPA erasure, in one transaction: the personal data erased, identities, e-mailed tokens and
   * addresses deleted, every session revoked and `deleted_at` set; `inTransaction` (staff's audit
   * entry) runs in it too. The "account deleted" e-mail is composed before the address is erased
   * and sent after the commit. False when the account does not exist (or is erased already).
   */
  const erase = (
    customerId: number,
    inTransaction?: (tx: DbOrTx) => Promise<void>,
  ): Promise<boolean> =>
    withTransaction(async (tx) => {
      const locked = await customers.findCustomerById(tx, customerId, { forUpdate: true });
      if (!locked) return false;
      await inTransaction?.(tx);
      // The farewell is written before the address is erased, in the same transaction.
      if (locked.email) {
        await mail.send(
          {
            to: locked.email,
            locale: localeOf(locked),
            name: greetingOf(locked),
            email: { template: 'account-deleted' },
          },
          tx,
        );
      }

      await customers.deleteIdentities(tx, locked.id);
      await customers.deleteCustomerTokens(tx, locked.id);
      await customers.erasePersonalData(tx, locked.id);
      await customers.deleteAddresses(tx, locked.id);
      await sessions.eraseSessions(locked.id, tx);
      for (const eraseMore of deps.erasers ?? []) await eraseMore(tx, locked.id);
      return true;
    });

  const getProfile = async (customerId: number): Promise<CustomerProfile> => {
    const row = await findOwn(customerId);
    return toProfile(row, await customers.findIdentities(db, row.id));
  };

  return {
    /** GET /v2/customer/info. */
    getProfile,

    /**
     * POST /v2/customer/info: names, gender, birth date, phone and marketing consent. Fields left
     * out stay as they are; null clears them. The e-mail is not changed here.
     */
    async updateProfile(
      customerId: number,
      body: UpdateProfileBody['Data'],
    ): Promise<CustomerProfile> {
      assertBirthDate(body.DateOfBirth, clock.now());
      await findOwn(customerId);
      await customers.updateProfile(db, {
        id: customerId,
        changes: {
          firstName: body.FirstName,
          lastName: body.LastName,
          ...(body.Gender === undefined ? {} : { gender: body.Gender }),
          ...(body.DateOfBirth === undefined ? {} : { dateOfBirth: body.DateOfBirth }),
          ...(body.Phone === undefined ? {} : { phone: body.Phone }),
          ...(body.MarketingConsent === undefined
            ? {}
            : { marketingConsent: body.MarketingConsent }),
        },
      });
      return getProfile(customerId);
    },

    /** GET /v2/customer/export: everything we hold about the customer (PDPA access right). */
    async exportData(customer: AuthenticatedCustomer): Promise<CustomerExport> {
      const row = await findOwn(customer.customerId);
      return exportOf(row, customer.sessionId);
    },

    /**
     * The same export for staff, on the customer's request (docs/back-office.md "Customers"), read
     * in the transaction that writes the audit entry: undefined when there is no such account.
     */
    async exportForStaff(
      customerId: number,
      inTransaction: (tx: DbOrTx) => Promise<void>,
    ): Promise<CustomerExport | undefined> {
      return withTransaction(async (tx) => {
        const row = await customers.findCustomerById(tx, customerId);
        if (!row) return undefined;
        await inTransaction(tx);
        return exportOf(row, null, tx);
      });
    },

    /**
     * The same erasure as `deactivate`, for staff on the customer's request (the customer proved
     * who they are to staff): `inTransaction` writes the audit entry in the erasure's transaction.
     * False when there is no such account (erased already).
     */
    async eraseForStaff(
      customerId: number,
      inTransaction: (tx: DbOrTx) => Promise<void>,
    ): Promise<boolean> {
      return erase(customerId, inTransaction);
    },

    /**
     * POST /v2/customer/deactivate: PDPA erasure. The customer proves it is them again (password,
     * or for provider-only accounts a sign-in in the last FRESH_SIGN_IN_SECONDS). Then, in one
     * transaction: the personal data is erased, identities, e-mailed tokens and addresses deleted,
     * every session revoked and `deleted_at` set. The "account deleted" e-mail is composed before
     * the address is erased and sent after the commit.
     */
    async deactivate(
      customer: AuthenticatedCustomer,
      body: DeactivateBody['Data'],
      caller: Caller,
    ): Promise<MessageData> {
      const row = await findOwn(customer.customerId);

      if (row.passwordHash) {
        if (!body.Password)
          throw new AppError('FORBIDDEN', { message: 'accounts.deactivate.passwordRequired' });
        const account = { kind: 'account', emailKey: row.emailKey ?? '' } as const;
        const ip = { kind: 'ip', ip: caller.ipAddress } as const;
        await throttle.consume([
          { rule: 'loginAccount', subject: account },
          { rule: 'loginIp', subject: ip },
        ]);
        if (!(await verifyPassword(row.passwordHash, body.Password)))
          throw new AppError('FORBIDDEN', { message: 'accounts.deactivate.wrongPassword' });
        await throttle.clear('loginAccount', account);
        await throttle.refund('loginIp', ip);
      } else {
        const ageSeconds = (clock.now().getTime() - customer.authenticatedAt.getTime()) / 1000;
        if (ageSeconds > FRESH_SIGN_IN_SECONDS) {
          const identities = await customers.findIdentities(db, row.id);
          const provider =
            identities.find((identity) => identity.provider === customer.authMethod)?.provider ??
            identities[0]?.provider ??
            customer.authMethod;
          throw new AppError('FORBIDDEN', {
            message: 'accounts.deactivate.signInAgain',
            params: {
              provider: PROVIDER_NAMES[provider] ?? provider,
              minutes: Math.round(FRESH_SIGN_IN_SECONDS / 60),
            },
          });
        }
      }

      if (!(await erase(row.id))) throw new AppError('UNAUTHORIZED');

      return { Message: translate(caller.locale, 'accounts.deactivate.done') };
    },
  };
};

export type ProfileService = ReturnType<typeof createProfileService>;
