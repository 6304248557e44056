import type {
  LoginData,
  MessageData,
  SignInLinkBody,
  SignInWithLinkBody,
} from '@nangsue/contracts';
import { AppError } from '../../lib/app-error.js';
import { translate } from '../../lib/messages.js';
import { emailKeyOf, toCustomerInfo } from './accounts.mapper.js';
import {
  accountParts,
  greetingOf,
  isUuid,
  localeOf,
  newLinkToken,
  type AccountsDeps,
  type Caller,
} from './accounts.service.js';
import { hashToken } from './session.service.js';

/** A sign-in link lives 20 minutes (longer than the per-account window of 15: see THROTTLE_RULES). */
export const SIGN_IN_LINK_LIFETIME_MINUTES = 20;

const invalidLink = () => new AppError('NOT_FOUND', { message: 'accounts.signInLink.invalidLink' });

/**
 * The one-time sign-in link (docs/accounts.md "Sign-in link"): the owner's way in that a guesser
 * cannot block. Guessing the password from many addresses locks every new place out of the
 * password for an hour (`loginAccountAll`); the link proves the mailbox instead, so it signs the
 * owner in on a new device all the same. The link is a 256-bit token stored as its SHA-256, used
 * once, 20 minutes; its e-mail is a job written in the transaction that stores the token.
 */
export const createSignInLinkService = (deps: AccountsDeps) => {
  const { db, sessions, throttle, mail, links } = deps;
  const { customers, withTransaction } = accountParts(deps);

  return {
    /**
     * POST /v2/customer/signin-link: always the same 200 message (unknown, unverified and known
     * addresses alike). A verified account gets a link; earlier live links keep working until one
     * of them is used. Limited per IP address (429) and per account (past it, nothing is sent).
     */
    async requestLink(body: SignInLinkBody['Data'], caller: Caller): Promise<MessageData> {
      const emailKey = emailKeyOf(body.Email);
      await throttle.consume(
        [{ rule: 'signInLinkIp', subject: { kind: 'ip', ip: caller.ipAddress } }],
        'accounts.throttle.tooManyRequests',
      );
      const maySend = await throttle.tryConsume('signInLinkAccount', { kind: 'account', emailKey });
      const row = maySend ? await customers.findCustomerByEmailKey(db, emailKey) : undefined;
      const to = row?.email;
      if (row && to && row.emailVerifiedAt) {
        const token = newLinkToken();
        const locale = localeOf(row);
        await withTransaction(async (tx) => {
          await customers.insertToken(tx, {
            customerId: row.id,
            purpose: 'sign_in_link',
            tokenHash: hashToken(token),
            email: to,
            lifetimeSeconds: SIGN_IN_LINK_LIFETIME_MINUTES * 60,
          });
          await mail.send(
            {
              to,
              locale,
              name: greetingOf(row),
              email: {
                template: 'sign-in-link',
                link: links.signInLink(locale, token, row.guid),
                expiresInMinutes: SIGN_IN_LINK_LIFETIME_MINUTES,
              },
            },
            tx,
          );
        });
      }
      return {
        Message: translate(caller.locale, 'accounts.signInLink.sent', {
          minutes: SIGN_IN_LINK_LIFETIME_MINUTES,
        }),
      };
    },

    /**
     * POST /v2/customer/signin-link/confirm: uses the link up atomically (of concurrent requests
     * exactly one signs in), ends the account's other unused links and starts a session on the
     * caller's device like a password sign-in. One 404 for unknown, used, expired and mismatched
     * links, and for a link sent to an address the account no longer has.
     */
    async signIn(body: SignInWithLinkBody['Data'], caller: Caller): Promise<LoginData> {
      if (!isUuid(body.Guid)) throw invalidLink();
      return withTransaction(async (tx) => {
        const token = await customers.consumeToken(tx, {
          tokenHash: hashToken(body.Token),
          purpose: 'sign_in_link',
          guid: body.Guid,
        });
        if (!token) throw invalidLink();
        const row = await customers.findCustomerById(tx, token.customerId, { forUpdate: true });
        if (!row?.email || !token.email || emailKeyOf(token.email) !== row.emailKey)
          throw invalidLink();
        await customers.invalidateTokens(tx, { customerId: row.id, purpose: 'sign_in_link' });
        await customers.recordLogin(tx, row.id);
        const { token: sessionToken } = await sessions.startSession(
          {
            customerId: row.id,
            authMethod: 'email_link',
            rememberMe: false,
            context: {
              deviceId: caller.deviceId,
              ipAddress: caller.ipAddress,
              userAgent: caller.userAgent,
            },
          },
          tx,
        );
        return { CustomerInfo: toCustomerInfo(row, links.admin), Token: sessionToken };
      });
    },
  };
};

export type SignInLinkService = ReturnType<typeof createSignInLinkService>;
