import { HEADERS } from '@nangsue/contracts';
import type { StaffRole } from '@nangsue/contracts/admin';
import { staff } from '../src/db/schema/index.js';
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
  const [row] = await app.database.db
    .insert(staff)
    .values({ email, displayName: `Test ${role}`, role, language: options.language ?? 'th' })
    .returning({ id: staff.id });
  const staffId = row!.id;
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
