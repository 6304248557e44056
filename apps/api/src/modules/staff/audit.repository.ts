import { and, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

export type NewAuditEntry = {
  staffId: number | null;
  staffEmail: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  reason: string | null;
  ip: string | null;
  requestId: string | null;
};

export const insertAuditEntry = async (db: DbOrTx, entry: NewAuditEntry): Promise<void> => {
  await db.insert(auditLog).values({
    ...entry,
    before: entry.before === undefined ? null : entry.before,
    after: entry.after === undefined ? null : entry.after,
  });
};

export type AuditFilter = {
  staffId?: number;
  entityType?: string;
  entityId?: string;
  action?: string;
  /** Matches the action, the entity id or the staff member's e-mail. */
  text?: string;
  from?: Date;
  to?: Date;
  /** Keyset: entries older than this id (the page before). */
  beforeId?: number;
};

/** The newest entries first, `limit` of them, filtered on the indexes. */
export const listAuditEntries = async (
  db: DbOrTx,
  filter: AuditFilter,
  limit: number,
  offset: number,
) => {
  const conditions = [
    filter.staffId === undefined ? undefined : eq(auditLog.staffId, filter.staffId),
    filter.entityType ? eq(auditLog.entityType, filter.entityType) : undefined,
    filter.entityId ? eq(auditLog.entityId, filter.entityId) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.from ? gte(auditLog.at, filter.from) : undefined,
    filter.to ? lte(auditLog.at, filter.to) : undefined,
    filter.beforeId === undefined ? undefined : lt(auditLog.id, filter.beforeId),
    filter.text
      ? sql`(${auditLog.action} ilike ${`%${filter.text}%`} or ${auditLog.entityId} = ${filter.text} or ${auditLog.staffEmail} ilike ${`%${filter.text}%`})`
      : undefined,
  ].filter((condition) => condition !== undefined);
  return db
    .select()
    .from(auditLog)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
};
