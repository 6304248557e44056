import { HEADERS } from '@nangsue/contracts';
import type { StaffRole } from '@nangsue/contracts/admin';
import { sql } from 'drizzle-orm';
import {
  hashStaffToken,
  newStaffToken,
  STAFF_SESSION_MAX_MS,
} from '../src/modules/staff/staff-session.service.js';
import { insertStaffSession } from '../src/modules/staff/staff-session.repository.js';
import type { TestApp } from './build-test-app.js';

let serial = 0;

/**
 * A staff member of `role` with a live session, made directly in the database (the sign-in
 * flow itself is tested in staff-auth.routes.test.ts). `headers` carry the session as the admin
 * front's server sends it.
 */
export const createStaffSession = async (
  app: TestApp,
  role: StaffRole = 'owner',
  options: { email?: string; language?: 'th' | 'en' } = {},
) => {
  serial += 1;
  const email = options.email ?? `${role}-${process.pid}-${serial}@staff.test`;
  const rows = await app.database.db.execute<{ id: number }>(
    sql`insert into staff (email, display_name, role, language, password_hash)
        values (${email}, ${`Test ${role}`}, ${role}, ${options.language ?? 'th'}, 'not-a-hash')
        returning id`,
  );
  const staffId = Number(rows[0]!.id);
  const token = newStaffToken();
  await insertStaffSession(app.database.db, {
    staffId,
    tokenHash: hashStaffToken(token),
    expiresAt: new Date(Date.now() + STAFF_SESSION_MAX_MS),
    ip: null,
    userAgent: null,
  });
  return {
    staffId,
    email,
    token,
    headers: {
      [HEADERS.staffToken]: token,
      ...(options.language ? { [HEADERS.language]: options.language } : {}),
    },
  };
};
