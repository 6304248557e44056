import { createHash, randomBytes } from 'node:crypto';
import type { Database, DbOrTx } from '../../db/client.js';
import type { CustomerSessionRow } from '../../db/schema/index.js';
import type * as sessionRepository from './session.repository.js';
import { systemClock, type Clock } from '../../lib/deps.js';
import { AppError } from '../../lib/app-error.js';

/** How often a session's expiry slides forward (as `touchSession`'s condition). */
const SESSION_TOUCH_INTERVAL_MS = 60_000;

/** Who is calling: set on the request by the auth plugin when the `Token` header names a live session. */
export type AuthenticatedCustomer = {
  customerId: number;
  sessionId: string;
  /** 'password' or a provider name ('google', 'facebook', 'apple'). */
  authMethod: string;
  /** When the customer last proved who they are in this session. */
  authenticatedAt: Date;
};

export type SessionSettings = {
  /** Idle lifetime of a normal session. */
  idleSeconds: number;
  /** Idle lifetime with "remember me". */
  rememberSeconds: number;
  /** No session lives longer than this, however active. */
  absoluteSeconds: number;
};

export type SessionContext = {
  deviceId: string | null;
  ipAddress: string | null;
  userAgent: string | null;
};

/** 256 random bits, URL-safe; only its SHA-256 is stored. */
const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,200}$/;

export const createSessionService = ({
  db,
  settings,
  sessions,
  appPasswords,
  clock = systemClock,
  onSessionStarted,
}: {
  db: Database;
  settings: SessionSettings;
  /**
   * Runs in the sign-in's transaction once a session has started on a device (the guest's basket
   * joins the customer's: basket.service.ts).
   */
  onSessionStarted?: (
    tx: DbOrTx,
    started: { customerId: number; deviceId: string },
  ) => Promise<void>;
  /** The session repository; a unit test passes a substitute. */
  sessions: Pick<
    typeof sessionRepository,
    | 'deleteEndedSessions'
    | 'eraseSessionDetails'
    | 'findActiveSession'
    | 'findCustomerSessions'
    | 'hasSignedInFrom'
    | 'insertSession'
    | 'revokeCustomerSessions'
    | 'revokeSession'
    | 'touchSession'
  >;
  /**
   * App passwords (OPDS readers) stop with the sessions when a customer signs out everywhere. The
   * app-passwords repository provides it (that module sits above accounts, ADR 0017).
   */
  appPasswords: {
    revokeCustomerAppPasswords(tx: DbOrTx, customerId: number): Promise<unknown>;
  };
  clock?: Clock;
}) => {
  return {
    /** Sessions ended more than `keepDays` ago are deleted (a nightly job). */
    purgeEnded: (keepDays: number): Promise<number> => sessions.deleteEndedSessions(db, keepDays),

    /** A new session with a new token: called at every login (never reuses a token). */
    async startSession(
      params: {
        customerId: number;
        authMethod: string;
        rememberMe?: boolean;
        context: SessionContext;
      },
      tx: DbOrTx = db,
    ): Promise<{ token: string; sessionId: string }> {
      const now = clock.now().getTime();
      const idle = params.rememberMe ? settings.rememberSeconds : settings.idleSeconds;
      const token = newToken();
      const row = await sessions.insertSession(tx, {
        customerId: params.customerId,
        tokenHash: hashToken(token),
        idleSeconds: idle,
        authMethod: params.authMethod,
        deviceId: params.context.deviceId,
        ipAddress: params.context.ipAddress,
        userAgent: params.context.userAgent?.slice(0, 300) ?? null,
        expiresAt: new Date(now + Math.min(idle, settings.absoluteSeconds) * 1000),
        absoluteExpiresAt: new Date(now + settings.absoluteSeconds * 1000),
      });
      // Staff locked the account (docs/back-office.md "Customers"): no sign-in works.
      if (!row) throw new AppError('FORBIDDEN', { message: 'accounts.login.locked' });
      if (onSessionStarted && params.context.deviceId)
        await onSessionStarted(tx, {
          customerId: params.customerId,
          deviceId: params.context.deviceId,
        });
      return { token, sessionId: row.id };
    },

    /** The customer a token belongs to, or undefined for a malformed, unknown, expired or revoked one. */
    async authenticate(token: string): Promise<AuthenticatedCustomer | undefined> {
      if (!TOKEN_PATTERN.test(token)) return undefined;
      const session = await sessions.findActiveSession(db, hashToken(token));
      if (!session) return undefined;

      const now = clock.now().getTime();
      const slid = Math.min(now + session.idleSeconds * 1000, session.absoluteExpiresAt.getTime());
      // Written at most once a minute (the write checks it too): a session used within the minute
      // costs no statement at all, where the update that changed nothing was one per call.
      if (now - session.lastUsedAt.getTime() >= SESSION_TOUCH_INTERVAL_MS)
        await sessions.touchSession(db, {
          sessionId: session.sessionId,
          expiresAt: new Date(slid),
        });
      return {
        customerId: session.customerId,
        sessionId: session.sessionId,
        authMethod: session.authMethod,
        authenticatedAt: session.authenticatedAt,
      };
    },

    /** Whether the customer signed in from this address in the last 90 days (a known place). */
    hasSignedInFrom: (customerId: number, ipAddress: string): Promise<boolean> =>
      sessions.hasSignedInFrom(db, { customerId, ipAddress, days: 90 }),

    /** Logout: the token stops working at once. */
    async endSession(sessionId: string, tx: DbOrTx = db): Promise<void> {
      await sessions.revokeSession(tx, sessionId);
    },

    /**
     * Password change (keeps the caller's session), reset and deletion (keep none). Every app
     * password of reading apps ends with them (docs/opds.md): a new one is made on the device.
     */
    async revokeAllSessions(
      params: { customerId: number; exceptSessionId?: string },
      tx: DbOrTx = db,
    ): Promise<number> {
      await appPasswords.revokeCustomerAppPasswords(tx, params.customerId);
      return sessions.revokeCustomerSessions(tx, params);
    },

    /** Account deletion: every session revoked and its IP address, browser and device erased. */
    async eraseSessions(customerId: number, tx: DbOrTx = db): Promise<void> {
      await sessions.revokeCustomerSessions(tx, { customerId });
      await appPasswords.revokeCustomerAppPasswords(tx, customerId);
      await sessions.eraseSessionDetails(tx, customerId);
    },

    /** Every session of a customer, oldest first (the PDPA export). */
    listSessions(customerId: number, tx: DbOrTx = db): Promise<CustomerSessionRow[]> {
      return sessions.findCustomerSessions(tx, customerId);
    },
  };
};

export type SessionService = ReturnType<typeof createSessionService>;
