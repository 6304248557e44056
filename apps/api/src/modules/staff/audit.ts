import type { DbOrTx } from '../../db/client.js';
import type { insertAuditEntry } from './audit.repository.js';

/**
 * Who did something in the back office and from where: taken from the request by the routes
 * (`staffActorOf`), handed to the service method that changes something.
 */
export type StaffActor = {
  staffId: number | null;
  staffEmail: string | null;
  ip: string | null;
  requestId: string | null;
};

/** The store's own commands (`npm run staff:create`): no staff member, no address. */
export const COMMAND_ACTOR: StaffActor = {
  staffId: null,
  staffEmail: null,
  ip: null,
  requestId: null,
};

export type AuditChange = {
  /** `<area>.<verb>`, e.g. `book.publish`, `order.refund`, `redeemBatch.create`. */
  action: string;
  entityType: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
};

/**
 * The audit log's one writer. Every staff write calls `record(tx, actor, change)` inside the
 * transaction of the change itself, so an entry exists if and only if the change committed.
 */
export type Audit = {
  record(tx: DbOrTx, actor: StaffActor, change: AuditChange): Promise<void>;
};

export const createAudit = (deps: {
  repository: { insertAuditEntry: typeof insertAuditEntry };
}): Audit => ({
  record: (tx, actor, change) =>
    deps.repository.insertAuditEntry(tx, {
      staffId: actor.staffId,
      staffEmail: actor.staffEmail,
      ip: actor.ip,
      requestId: actor.requestId,
      action: change.action,
      entityType: change.entityType,
      entityId:
        change.entityId === undefined || change.entityId === null ? null : String(change.entityId),
      before: change.before ?? null,
      after: change.after ?? null,
      reason: change.reason ?? null,
    }),
});
