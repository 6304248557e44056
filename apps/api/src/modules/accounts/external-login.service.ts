import {
  EXTERNAL_PROVIDERS,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  providerOfSystemName,
  type ExternalLoginBody,
  type ExternalProvider,
  type LinkedProvider,
  type Locale,
  type LoginData,
  type ProviderSystemName,
} from '@nangsue/contracts';
import { z } from 'zod';
import type { Database, DbOrTx } from '../../db/client.js';
import type { CustomerRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import {
  createWithTransaction,
  systemClock,
  type Clock,
  type WithTransaction,
} from '../../lib/deps.js';
import {
  emailKeyOf,
  normalizeEmail,
  toCustomerInfo,
  toLinkedProviders,
} from './accounts.mapper.js';
import type * as customerRepository from './customer.repository.js';
import type * as externalLoginRepository from './external-login.repository.js';
import {
  describeRejection,
  type ExternalIdentity,
  type ExternalTokenVerifier,
} from './external-token-verifier.js';
import type { AuthenticatedCustomer, SessionContext, SessionService } from './session.service.js';

/** Brand names, the same in Thai and English. */
const PROVIDER_LABELS: Record<ExternalProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  apple: 'Apple',
};

type Log = { warn: (details: object, message: string) => void };

const isEmail = (value: string): boolean => z.email().safeParse(value).success;

/** The provider's e-mail when it is a usable address. */
const usableEmail = (identity: ExternalIdentity): string | null => {
  if (identity.email === null) return null;
  const email = normalizeEmail(identity.email);
  return email.length <= EMAIL_MAX_LENGTH && isEmail(email) ? email : null;
};

const clip = (value: string | null | undefined): string =>
  [...(value?.trim() ?? '')].slice(0, NAME_MAX_LENGTH).join('');

/**
 * External sign-in (spec §3, §4; security checklist 7, 24). Identities are keyed by (provider,
 * subject), never by e-mail:
 * - a known identity signs its customer in;
 * - an unknown one is linked to the caller when the call carries a session (link from Settings);
 * - otherwise an account with the same e-mail is never signed in or linked when it is verified
 *   (the owner links the provider after signing in); an account nobody ever confirmed is taken
 *   over when the provider verified the address (its pre-set password, other identities and
 *   sessions die); else a new account is made. Facebook addresses count as unverified, and a new
 *   account needs an e-mail address.
 */
export const createExternalLoginService = ({
  db,
  sessions,
  verifier,
  customers,
  externalLogins,
  clock = systemClock,
  withTransaction = createWithTransaction(db),
  adminUrl = null,
}: {
  db: Database;
  /** The back office, for a customer who is also staff (CustomerInfo.AdminRedirectUrl). */
  adminUrl?: string | null;
  sessions: SessionService;
  verifier: ExternalTokenVerifier;
  /** Repositories; a unit test passes substitutes. */
  customers: Pick<
    typeof customerRepository,
    | 'deleteIdentities'
    | 'findCustomerByEmailKey'
    | 'findCustomerById'
    | 'findIdentities'
    | 'recordLogin'
  >;
  externalLogins: Pick<
    typeof externalLoginRepository,
    | 'deleteIdentity'
    | 'findIdentity'
    | 'insertExternalCustomerIfNew'
    | 'insertIdentityIfNew'
    | 'takeOverUnverifiedCustomer'
    | 'touchIdentity'
  >;
  clock?: Clock;
  withTransaction?: WithTransaction;
}) => {
  const providerParams = (provider: ExternalProvider) => ({ provider: PROVIDER_LABELS[provider] });

  const verify = async (
    provider: ExternalProvider,
    data: ExternalLoginBody['Data'],
    log: Log,
  ): Promise<ExternalIdentity> => {
    try {
      return await verifier.verify(provider, {
        externalIdentifier: data.ExternalIdentifier,
        idToken: data.IdToken,
        accessToken: data.AccessToken,
        nonce: data.Nonce,
      });
    } catch (error) {
      log.warn({ provider, reason: describeRejection(error) }, 'external sign-in refused');
      throw new AppError('UNAUTHORIZED', { message: 'externalLogin.failed', cause: error });
    }
  };

  /** Links the identity to the signed-in caller; 409 when it belongs to someone else. */
  const linkToCaller = async (
    tx: DbOrTx,
    identity: ExternalIdentity,
    caller: AuthenticatedCustomer,
    known: Awaited<ReturnType<typeof externalLogins.findIdentity>>,
  ): Promise<void> => {
    const params = providerParams(identity.provider);
    if (known) {
      if (known.customerId !== caller.customerId) {
        throw new AppError('CONFLICT', { message: 'externalLogin.linkedToOtherAccount', params });
      }
      return;
    }
    const linked = await customers.findIdentities(tx, caller.customerId);
    if (linked.some((row) => row.provider === identity.provider)) {
      throw new AppError('CONFLICT', { message: 'externalLogin.providerAlreadyLinked', params });
    }
    await insertIdentity(tx, caller.customerId, identity);
  };

  const insertIdentity = async (
    tx: DbOrTx,
    customerId: number,
    identity: ExternalIdentity,
  ): Promise<void> => {
    const inserted = await externalLogins.insertIdentityIfNew(tx, {
      customerId,
      provider: identity.provider,
      subject: identity.subject,
      email: usableEmail(identity),
      isEmailVerified: identity.isEmailVerified,
      displayName: identity.displayName?.slice(0, 200) ?? null,
    });
    // Only a concurrent sign-in with the same identity gets here.
    if (!inserted) throw new AppError('CONFLICT');
  };

  /** No session and an identity we have never seen: take over, refuse or create (see above). */
  const signUpOrTakeOver = async (
    tx: DbOrTx,
    identity: ExternalIdentity,
    names: { firstName: string; lastName: string },
    locale: Locale,
  ): Promise<number> => {
    const params = providerParams(identity.provider);
    const email = usableEmail(identity);
    if (email === null) {
      throw new AppError('UNPROCESSABLE', { message: 'externalLogin.emailRequired', params });
    }

    const existing = await customers.findCustomerByEmailKey(tx, emailKeyOf(email), {
      forUpdate: true,
    });
    if (existing) {
      if (existing.emailVerifiedAt !== null || !identity.isEmailVerified) {
        throw new AppError('CONFLICT', { message: 'externalLogin.emailInUse', params });
      }
      await externalLogins.takeOverUnverifiedCustomer(tx, existing.id);
      await customers.deleteIdentities(tx, existing.id);
      await sessions.revokeAllSessions({ customerId: existing.id }, tx);
      await insertIdentity(tx, existing.id, identity);
      return existing.id;
    }

    const now = clock.now();
    const created = await externalLogins.insertExternalCustomerIfNew(tx, {
      email,
      emailKey: emailKeyOf(email),
      emailVerifiedAt: identity.isEmailVerified ? now : null,
      firstName: names.firstName,
      lastName: names.lastName,
      language: locale,
      termsAcceptedAt: now,
    });
    if (!created) throw new AppError('CONFLICT', { message: 'externalLogin.emailInUse', params });
    await insertIdentity(tx, created.id, identity);
    return created.id;
  };

  return {
    /** Providers the API can verify (the others answer 400). */
    enabledProviders: (): ExternalProvider[] =>
      (Object.keys(EXTERNAL_PROVIDERS) as ExternalProvider[]).filter((provider) =>
        verifier.isEnabled(provider),
      ),

    /** POST /v2/customer/externallogin: a new session for the customer the provider vouches for. */
    async signIn(params: {
      data: ExternalLoginBody['Data'];
      /** The signed-in caller: the identity is linked to them instead. */
      caller: AuthenticatedCustomer | undefined;
      /** A `Token` header was sent: without a live session behind it, nothing is signed in. */
      isSessionTokenSent: boolean;
      locale: Locale;
      context: SessionContext;
      log: Log;
    }): Promise<LoginData> {
      // A link whose session ended must not turn into a sign-in (maybe of another account).
      if (params.isSessionTokenSent && !params.caller) throw new AppError('UNAUTHORIZED');
      const provider = providerOfSystemName(params.data.ProviderSystemName);
      if (!verifier.isEnabled(provider)) {
        throw new AppError('VALIDATION_FAILED', {
          message: 'externalLogin.providerUnavailable',
          params: providerParams(provider),
        });
      }
      const identity = await verify(provider, params.data, params.log);
      const names = {
        firstName: clip(identity.firstName ?? params.data.FirstName),
        lastName: clip(identity.lastName ?? params.data.LastName),
      };

      return withTransaction(async (tx) => {
        let known = await externalLogins.findIdentity(tx, {
          provider,
          subject: identity.subject,
        });
        if (known?.isCustomerDeleted) {
          await externalLogins.deleteIdentity(tx, known.id);
          known = undefined;
        }

        let customerId: number;
        if (params.caller) {
          await linkToCaller(tx, identity, params.caller, known);
          customerId = params.caller.customerId;
        } else if (known) {
          customerId = known.customerId;
        } else {
          customerId = await signUpOrTakeOver(tx, identity, names, params.locale);
        }
        if (known) {
          await externalLogins.touchIdentity(tx, {
            id: known.id,
            email: usableEmail(identity),
            isEmailVerified: identity.isEmailVerified,
            displayName: identity.displayName?.slice(0, 200) ?? null,
          });
        }

        const customer: CustomerRow | undefined = await customers.findCustomerById(tx, customerId);
        if (!customer) throw new AppError('UNAUTHORIZED', { message: 'externalLogin.failed' });

        // A sign-in always gets a new token; linking replaces the caller's session with it.
        if (params.caller) await sessions.endSession(params.caller.sessionId, tx);
        const session = await sessions.startSession(
          { customerId, authMethod: provider, context: params.context },
          tx,
        );
        await customers.recordLogin(tx, customerId);
        return { CustomerInfo: toCustomerInfo(customer, adminUrl), Token: session.token };
      });
    },

    /** The providers linked to a customer, oldest first. */
    async linkedProviders(customerId: number): Promise<LinkedProvider[]> {
      return toLinkedProviders(await customers.findIdentities(db, customerId));
    },

    /**
     * POST /v2/customer/removesocial: unlinks a provider, only while the account keeps a way to
     * sign in (a password or another provider). The customer row is locked so two removals at
     * once cannot both pass the check.
     */
    async removeProvider(params: {
      customerId: number;
      providerSystemName: ProviderSystemName;
    }): Promise<LinkedProvider[]> {
      const provider = providerOfSystemName(params.providerSystemName);
      return withTransaction(async (tx) => {
        const customer = await customers.findCustomerById(tx, params.customerId, {
          forUpdate: true,
        });
        if (!customer) throw new AppError('UNAUTHORIZED');

        const identities = await customers.findIdentities(tx, customer.id);
        const target = identities.find((row) => row.provider === provider);
        if (!target) {
          throw new AppError('NOT_FOUND', {
            message: 'externalLogin.notLinked',
            params: providerParams(provider),
          });
        }
        if (customer.passwordHash === null && identities.length === 1) {
          throw new AppError('CONFLICT', {
            message: 'externalLogin.lastSignInMethod',
            params: providerParams(provider),
          });
        }

        await externalLogins.deleteIdentity(tx, target.id);
        return toLinkedProviders(identities.filter((row) => row.id !== target.id));
      });
    },
  };
};

export type ExternalLoginService = ReturnType<typeof createExternalLoginService>;
