import type { DbOrTx } from '../../db/client.js';
import type {
  ChangePasswordBody,
  ConfirmResetPasswordBody,
  MessageData,
  ResetPasswordBody,
} from '@nangsue/contracts';
import type { AuthenticatedCustomer } from './session.service.js';
import { AppError } from '../../lib/app-error.js';
import { translate } from '../../lib/messages.js';
import {
  type AccountsDeps,
  type Caller,
  greetingOf,
  isUuid,
  localeOf,
  newLinkToken,
  RESET_LIFETIME_MINUTES,
  accountParts,
} from './accounts.service.js';
import { emailKeyOf, maskEmail } from './accounts.mapper.js';
import { hashPassword, verifyPassword } from './password-hasher.js';
import { assertAcceptablePassword } from './password-policy.js';
import { hashToken } from './session.service.js';

const invalidLink = () => new AppError('NOT_FOUND', { message: 'accounts.reset.invalidLink' });

export const createPasswordService = (deps: AccountsDeps) => {
  const { db, sessions, throttle, mail, links } = deps;
  const { customers, withTransaction } = accountParts(deps);
  /** "Your password was changed", written with the change (in `tx`). */
  const tellPasswordChanged = (
    tx: DbOrTx,
    row: Parameters<typeof localeOf>[0] & Parameters<typeof greetingOf>[0] & { email: string },
  ) => {
    const locale = localeOf(row);
    return mail.send(
      {
        to: row.email,
        locale,
        name: greetingOf(row),
        email: { template: 'password-changed', resetLink: links.forgotPassword(locale) },
      },
      tx,
    );
  };

  return {
    /**
     * POST /v2/customer/changepassword: the current password must match (a wrong one counts as a
     * failed sign-in); the new one passes the policy and differs. The customer's other sessions end.
     */
    async changePassword(
      customer: AuthenticatedCustomer,
      body: ChangePasswordBody['Data'],
      caller: Caller,
    ): Promise<MessageData> {
      const row = await customers.findCustomerById(db, customer.customerId);
      if (!row?.emailKey) throw new AppError('UNAUTHORIZED');
      if (!row.passwordHash)
        throw new AppError('VALIDATION_FAILED', { message: 'accounts.password.noPassword' });

      const account = { kind: 'account', emailKey: row.emailKey } as const;
      const ip = { kind: 'ip', ip: caller.ipAddress } as const;
      await throttle.consume([
        { rule: 'loginAccount', subject: account },
        { rule: 'loginIp', subject: ip },
      ]);
      if (!(await verifyPassword(row.passwordHash, body.OldPassword)))
        throw new AppError('VALIDATION_FAILED', { message: 'accounts.password.wrongCurrent' });
      await throttle.clear('loginAccount', account);
      await throttle.refund('loginIp', ip);

      if (body.NewPassword === body.OldPassword)
        throw new AppError('VALIDATION_FAILED', { message: 'accounts.password.sameAsOld' });
      assertAcceptablePassword(body.NewPassword, row.email ?? undefined);

      const passwordHash = await hashPassword(body.NewPassword);
      await withTransaction(async (tx) => {
        await customers.setPasswordHash(tx, { id: row.id, passwordHash });
        await sessions.revokeAllSessions(
          { customerId: row.id, exceptSessionId: customer.sessionId },
          tx,
        );
        if (row.email) await tellPasswordChanged(tx, { ...row, email: row.email });
      });
      return { Message: translate(caller.locale, 'accounts.password.changed') };
    },

    /**
     * POST /v2/customer/reset-password (forgot password): always the same answer. When the address
     * has an account, a reset link (30 minutes, single use) replaces any earlier unused one.
     */
    async requestReset(body: ResetPasswordBody['Data'], caller: Caller): Promise<MessageData> {
      const emailKey = emailKeyOf(body.Email);
      await throttle.consume(
        [
          { rule: 'resetAccount', subject: { kind: 'account', emailKey } },
          { rule: 'resetIp', subject: { kind: 'ip', ip: caller.ipAddress } },
        ],
        'accounts.throttle.tooManyRequests',
      );

      const row = await customers.findCustomerByEmailKey(db, emailKey);
      const to = row?.email;
      if (row && to) {
        const token = newLinkToken();
        const locale = localeOf(row);
        await withTransaction(async (tx) => {
          await customers.invalidateTokens(tx, { customerId: row.id, purpose: 'password_reset' });
          await customers.insertToken(tx, {
            customerId: row.id,
            purpose: 'password_reset',
            tokenHash: hashToken(token),
            email: to,
            lifetimeSeconds: RESET_LIFETIME_MINUTES * 60,
          });
          await mail.send(
            {
              to,
              locale,
              name: greetingOf(row),
              email: {
                template: 'reset-password',
                link: links.resetPassword(locale, token, row.guid),
                expiresInMinutes: RESET_LIFETIME_MINUTES,
              },
            },
            tx,
          );
        });
      }
      return {
        Message: translate(caller.locale, 'accounts.reset.emailSent', {
          minutes: RESET_LIFETIME_MINUTES,
        }),
      };
    },

    /**
     * GET /v2/customer/validate-reset-password/{token}/{guid}: one answer for unknown, used,
     * expired and mismatched links.
     */
    async validateReset(params: {
      token: string;
      guid: string;
    }): Promise<{ IsValid: true; MaskedEmail: string }> {
      if (!isUuid(params.guid)) throw invalidLink();
      const token = await customers.findLiveToken(db, {
        tokenHash: hashToken(params.token),
        purpose: 'password_reset',
        guid: params.guid,
      });
      if (!token) throw invalidLink();
      const row = await customers.findCustomerById(db, token.customerId);
      if (!row?.email) throw invalidLink();
      return { IsValid: true, MaskedEmail: maskEmail(row.email) };
    },

    /**
     * POST /v2/customer/confirm-reset-password: uses the link up atomically (of concurrent requests
     * exactly one succeeds), sets the password, marks the address verified (the link proves it),
     * ends every session and clears the account's sign-in block.
     */
    async confirmReset(
      body: ConfirmResetPasswordBody['Data'],
      caller: Caller,
    ): Promise<MessageData> {
      if (!isUuid(body.Guid)) throw invalidLink();
      const existing = await customers.findLiveToken(db, {
        tokenHash: hashToken(body.Token),
        purpose: 'password_reset',
        guid: body.Guid,
      });
      if (!existing) throw invalidLink();
      const before = await customers.findCustomerById(db, existing.customerId);
      assertAcceptablePassword(body.NewPassword, before?.email ?? undefined);
      const passwordHash = await hashPassword(body.NewPassword);

      const row = await withTransaction(async (tx) => {
        const token = await customers.consumeToken(tx, {
          tokenHash: hashToken(body.Token),
          purpose: 'password_reset',
          guid: body.Guid,
        });
        if (!token) throw invalidLink();
        await customers.setPasswordHash(tx, {
          id: token.customerId,
          passwordHash,
          markEmailVerified: true,
        });
        await sessions.revokeAllSessions({ customerId: token.customerId }, tx);
        const changed = await customers.findCustomerById(tx, token.customerId);
        if (!changed?.email || !changed.emailKey) throw invalidLink();
        await tellPasswordChanged(tx, { ...changed, email: changed.email });
        return { ...changed, emailKey: changed.emailKey };
      });

      await throttle.clearAccount(row.emailKey);
      return { Message: translate(caller.locale, 'accounts.reset.done') };
    },
  };
};
