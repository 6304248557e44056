import { createHash, randomBytes } from 'node:crypto';
import {
  PORTAL_PERMISSIONS,
  type PortalPermission,
  type PortalRole,
} from '@nangsue/contracts/portal';
import type { Database } from '../../db/client.js';
import { systemClock, type Clock } from '../../lib/deps.js';
import type * as repository from './portal-auth.repository.js';

/** Portal sessions end after this long without a call (as the staff's, ADR 0019)... */
export const PORTAL_IDLE_MS = 30 * 60_000;
/** ...and after this long however busy. */
export const PORTAL_SESSION_MAX_MS = 12 * 60 * 60_000;
/** A session's last-seen time is written at most this often. */
const TOUCH_EVERY_MS = 60_000;

/**
 * Who is calling a portal route: a member of one publisher organisation. Every portal query is
 * scoped by `organisationId` (or its `catalogPublisherId`) from here, never from the request.
 */
export type PublisherPrincipal = {
  sessionId: number;
  memberId: number;
  customerId: number;
  email: string;
  displayName: string;
  role: PortalRole;
  language: 'th' | 'en';
  permissions: ReadonlySet<PortalPermission>;
  organisationId: number;
  organisationName: string;
  organisationLegalName: string;
  /** The catalog publisher whose books are the organisation's (books.publisher_id). */
  catalogPublisherId: number;
  idleExpiresAt: Date;
};

export const hashPortalToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

export const newPortalToken = (): string => randomBytes(32).toString('base64url');

const KNOWN = new Set<string>(PORTAL_PERMISSIONS);

export const createPortalSessionService = (deps: {
  db: Database;
  clock?: Clock;
  repository: Pick<
    typeof repository,
    'findLivePortalSession' | 'touchPortalSession' | 'revokePortalSession'
  >;
}) => {
  const clock = deps.clock ?? systemClock;
  return {
    /** The member a token names, or undefined (unknown, revoked, idle too long, removed). */
    async authenticate(token: string): Promise<PublisherPrincipal | undefined> {
      const row = await deps.repository.findLivePortalSession(deps.db, hashPortalToken(token));
      if (!row) return undefined;
      const now = clock.now();
      if (now.getTime() - row.lastSeenAt.getTime() > PORTAL_IDLE_MS) {
        await deps.repository.revokePortalSession(deps.db, row.sessionId, now);
        return undefined;
      }
      const touched = now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS;
      if (touched) await deps.repository.touchPortalSession(deps.db, row.sessionId, now);
      const lastSeen = (touched ? now : row.lastSeenAt).getTime();
      const name = `${row.firstName} ${row.lastName}`.trim();
      return {
        sessionId: row.sessionId,
        memberId: row.memberId,
        customerId: row.customerId,
        email: row.email ?? '',
        displayName: name || (row.email ?? ''),
        role: row.role as PortalRole,
        language: row.language === 'en' ? 'en' : 'th',
        permissions: new Set(row.permissions.filter((p) => KNOWN.has(p)) as PortalPermission[]),
        organisationId: row.organisationId,
        organisationName: row.organisationName,
        organisationLegalName: row.organisationLegalName,
        catalogPublisherId: row.catalogPublisherId,
        idleExpiresAt: new Date(Math.min(lastSeen + PORTAL_IDLE_MS, row.expiresAt.getTime())),
      };
    },
  };
};
export type PortalSessionService = ReturnType<typeof createPortalSessionService>;
