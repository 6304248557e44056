import { createHash, randomBytes } from 'node:crypto';
import { PERMISSIONS, type Permission, type StaffRole } from '@nangsue/contracts/admin';
import { systemClock, type Clock } from '../../lib/deps.js';
import type * as repository from './staff-session.repository.js';
import type { Database } from '../../db/client.js';

/** Staff sessions end after this long without a call (issue 24: a short idle timeout). */
export const STAFF_IDLE_MS = 30 * 60_000;
/** ...and after this long however busy. */
export const STAFF_SESSION_MAX_MS = 12 * 60 * 60_000;
/** A session's last-seen time is written at most this often. */
const TOUCH_EVERY_MS = 60_000;

export type StaffPrincipal = {
  sessionId: number;
  staffId: number;
  email: string;
  displayName: string;
  role: StaffRole;
  language: 'th' | 'en';
  permissions: ReadonlySet<Permission>;
  idleExpiresAt: Date;
};

export const hashStaffToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

export const newStaffToken = (): string => randomBytes(32).toString('base64url');

const KNOWN = new Set<string>(PERMISSIONS);

export const createStaffSessionService = (deps: {
  db: Database;
  clock?: Clock;
  repository: Pick<
    typeof repository,
    'findLiveStaffSession' | 'touchStaffSession' | 'revokeStaffSession' | 'insertStaffSession'
  >;
}) => {
  const clock = deps.clock ?? systemClock;
  return {
    /** The staff member a token names, or undefined (unknown, revoked, idle too long, disabled). */
    async authenticate(token: string): Promise<StaffPrincipal | undefined> {
      const row = await deps.repository.findLiveStaffSession(deps.db, hashStaffToken(token));
      if (!row) return undefined;
      const now = clock.now();
      if (now.getTime() - row.lastSeenAt.getTime() > STAFF_IDLE_MS) {
        await deps.repository.revokeStaffSession(deps.db, row.sessionId, now);
        return undefined;
      }
      const touched = now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS;
      if (touched) await deps.repository.touchStaffSession(deps.db, row.sessionId, now);
      const lastSeen = (touched ? now : row.lastSeenAt).getTime();
      return {
        sessionId: row.sessionId,
        staffId: row.staffId,
        email: row.email,
        displayName: row.displayName,
        role: row.role as StaffRole,
        language: row.language === 'en' ? 'en' : 'th',
        permissions: new Set(row.permissions.filter((p) => KNOWN.has(p)) as Permission[]),
        idleExpiresAt: new Date(Math.min(lastSeen + STAFF_IDLE_MS, row.expiresAt.getTime())),
      };
    },
  };
};
export type StaffSessionService = ReturnType<typeof createStaffSessionService>;
