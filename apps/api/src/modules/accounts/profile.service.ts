import {
  FRESH_SIGN_IN_SECONDS,
  type CustomerExport,
  type CustomerProfile,
  type DeactivateBody,
  type MessageData,
  type UpdateProfileBody,
} from '@nangsue/contracts';
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
      const [identities, addresses, sessionRows] = await Promise.all([
        customers.findIdentities(db, row.id),
        customers.findAddressesForExport(db, row.id),
        sessions.listSessions(row.id),
      ]);
      return toExport({
        customer: row,
        identities,
        addresses,
        sessions: sessionRows,
        currentSessionId: customer.sessionId,
      });
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

      await withTransaction(async (tx) => {
        const locked = await customers.findCustomerById(tx, row.id, { forUpdate: true });
        if (!locked) throw new AppError('UNAUTHORIZED');
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
        for (const erase of deps.erasers ?? []) await erase(tx, locked.id);
      });

      return { Message: translate(caller.locale, 'accounts.deactivate.done') };
    },
  };
};

export type ProfileService = ReturnType<typeof createProfileService>;
