import {
  PERMISSIONS,
  STAFF_ROLES,
  type AdminListQuery,
  type AuditEntry,
  type Permission,
  type StaffCreateBody,
  type StaffMember,
  type StaffRole,
  type StaffRoleInfo,
  type StaffUpdateBody,
} from '@nangsue/contracts/admin';
import type { Database, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import {
  createWithTransaction,
  systemClock,
  type Clock,
  type WithTransaction,
} from '../../lib/deps.js';
import type { Audit, StaffActor } from './audit.js';
import type * as auditRepository from './audit.repository.js';
import { hashStaffToken, newStaffToken } from './staff-session.service.js';
import type * as staffRepository from './staff.repository.js';
import type { StaffRow, StaffSort, StaffStatus } from './staff.repository.js';
import {
  orderedPermissions,
  staffEmailKey,
  staffStatusOf,
  toAuditEntry,
  toRoleInfo,
  toStaffMember,
} from './staff.mapper.js';

/** A set-up link works this long, once. */
export const SETUP_LINK_HOURS = 24;

/** The demo store's first owner (README): its set-up link is printed at the first start. */
export const DEMO_OWNER_EMAIL = 'owner@nangsue.local';

type Repository = Pick<
  typeof staffRepository,
  | 'endSetupLinks'
  | 'findRole'
  | 'findStaffByEmail'
  | 'findStaffById'
  | 'hasAnyStaff'
  | 'insertSetupLink'
  | 'insertStaffIfNew'
  | 'listRoles'
  | 'listStaff'
  | 'lockEnabledOwners'
  | 'replaceRolePermissions'
  | 'revokeSessionsOfStaff'
  | 'updateStaff'
  | 'deletePasskeysOfStaff'
> &
  Pick<typeof auditRepository, 'listAuditEntries'>;

export type StaffServiceDeps = {
  db: Database;
  audit: Audit;
  /** The back office's public address: links are `${adminUrl}/setup/<token>`. */
  adminUrl: string;
  repository: Repository;
  clock?: Clock;
  withTransaction?: WithTransaction;
};

export type SetupLink = { setupUrl: string; expiresAt: Date };

const notFound = () => new AppError('NOT_FOUND', { message: 'staff.member.notFound' });
const conflict = (
  message:
    | 'staff.member.cannotDisableSelf'
    | 'staff.member.cannotChangeOwnRole'
    | 'staff.member.cannotResetSelf'
    | 'staff.member.lastOwner'
    | 'staff.member.disabled',
) => new AppError('CONFLICT', { message });

const STAFF_SORTS: readonly StaffSort[] = [
  'Id',
  'CreatedAt',
  'Email',
  'DisplayName',
  'Role',
  'LastLoginAt',
];
/** The audit log reads newest first (its index); `Id` orders the same way. */
const AUDIT_SORTS = ['At', 'Id'] as const;

/** A path's id as a staff id; anything else names nobody. */
const staffIdOf = (value: string): number => {
  const id = /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw notFound();
  return id;
};

const isRole = (value: string): value is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(value);

const sortOf = <T extends string>(
  value: string | undefined,
  allowed: readonly T[],
  fallback: T,
): T => {
  if (value === undefined || value === '') return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new AppError('VALIDATION_FAILED', {
    message: 'staff.list.badSort',
    params: { fields: allowed.join(', ') },
  });
};

/** What the audit log keeps of a member: never a password, hash, secret or token. */
const auditView = (row: StaffRow) => ({
  Email: row.email,
  DisplayName: row.displayName,
  Role: row.role,
  Language: row.language,
  Status: staffStatusOf(row),
});

/**
 * Staff management (permission `staff.manage`), roles and their permissions, the audit log's
 * list, and the set-up links of the `staff:create` command and the demo store's first owner.
 */
export const createStaffService = (deps: StaffServiceDeps) => {
  const { db, audit, repository, adminUrl } = deps;
  const clock = deps.clock ?? systemClock;
  const withTransaction = deps.withTransaction ?? createWithTransaction(db);

  /** A new one-time link for the member; their earlier open links stop working. */
  const issueSetupLink = async (tx: DbOrTx, staffId: number): Promise<SetupLink> => {
    const token = newStaffToken();
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + SETUP_LINK_HOURS * 3_600_000);
    await repository.endSetupLinks(tx, staffId, now);
    await repository.insertSetupLink(tx, { staffId, tokenHash: hashStaffToken(token), expiresAt });
    return { setupUrl: `${adminUrl}/setup/${token}`, expiresAt };
  };

  const withLink = (row: StaffRow, link: SetupLink) => ({
    ...toStaffMember(row),
    SetupUrl: link.setupUrl,
    SetupExpiresAt: link.expiresAt.toISOString(),
  });

  const lockedMember = async (tx: DbOrTx, id: string | number) => {
    const row = await repository.findStaffById(tx, typeof id === 'number' ? id : staffIdOf(id), {
      forUpdate: true,
    });
    if (!row) throw notFound();
    return row;
  };

  /** Refuses a change that would leave the store without an enabled owner. */
  const assertOtherOwner = async (tx: DbOrTx, row: StaffRow) => {
    if (row.role !== 'owner' || row.disabledAt) return;
    const owners = await repository.lockEnabledOwners(tx);
    if (!owners.some((id) => id !== row.id)) throw conflict('staff.member.lastOwner');
  };

  /** Clears the member's password and authenticator, ends their sessions, and gives a new link. */
  const resetAccount = async (tx: DbOrTx, row: StaffRow) => {
    const now = clock.now();
    const updated = await repository.updateStaff(tx, row.id, {
      passwordHash: null,
      totpSecretSealed: null,
      totpPendingSealed: null,
      totpLastStep: null,
      failedLogins: 0,
    });
    await repository.revokeSessionsOfStaff(tx, row.id, now);
    // The passkeys go with the password and the authenticator: the member starts afresh.
    await repository.deletePasskeysOfStaff(tx, row.id);
    const link = await issueSetupLink(tx, row.id);
    return { updated: updated ?? row, link };
  };

  const roleOrThrow = async (tx: DbOrTx, key: string, options: { forUpdate?: boolean } = {}) => {
    const row = isRole(key) ? await repository.findRole(tx, key, options) : undefined;
    if (!row) throw new AppError('NOT_FOUND', { message: 'staff.role.notFound' });
    return row;
  };

  return {
    /** GET /admin/v1/staff: newest first by default; Q matches the e-mail or the name. */
    async list(query: AdminListQuery & { Role?: StaffRole; Status?: StaffStatus }) {
      const rows = await repository.listStaff(
        db,
        {
          ...(query.Q ? { text: query.Q } : {}),
          ...(query.Role ? { role: query.Role } : {}),
          ...(query.Status ? { status: query.Status } : {}),
        },
        {
          limit: query.PageSize + 1,
          offset: (query.Page - 1) * query.PageSize,
          sort: sortOf(query.Sort, STAFF_SORTS, 'CreatedAt'),
          order: query.Order,
        },
      );
      return {
        Items: rows.slice(0, query.PageSize).map(toStaffMember),
        Page: query.Page,
        PageSize: query.PageSize,
        HasNextPage: rows.length > query.PageSize,
      };
    },

    async get(id: string): Promise<StaffMember> {
      const row = await repository.findStaffById(db, staffIdOf(id));
      if (!row) throw notFound();
      return toStaffMember(row);
    },

    /** POST /admin/v1/staff: a new member and their set-up link (shown once). */
    async create(actor: StaffActor, body: StaffCreateBody) {
      const email = staffEmailKey(body.Email);
      return withTransaction(async (tx) => {
        const row = await repository.insertStaffIfNew(tx, {
          email,
          displayName: body.DisplayName,
          role: body.Role,
          language: body.Language,
        });
        if (!row)
          throw new AppError('CONFLICT', { message: 'staff.member.emailTaken', params: { email } });
        const link = await issueSetupLink(tx, row.id);
        await audit.record(tx, actor, {
          action: 'staff.create',
          entityType: 'staff',
          entityId: row.id,
          after: auditView(row),
        });
        return withLink(row, link);
      });
    },

    /** PATCH /admin/v1/staff/:id: name, role, language. Nobody changes their own role. */
    async update(actor: StaffActor, id: string, body: StaffUpdateBody): Promise<StaffMember> {
      return withTransaction(async (tx) => {
        const row = await lockedMember(tx, id);
        const patch = {
          ...(body.DisplayName !== undefined && body.DisplayName !== row.displayName
            ? { displayName: body.DisplayName }
            : {}),
          ...(body.Role !== undefined && body.Role !== row.role ? { role: body.Role } : {}),
          ...(body.Language !== undefined && body.Language !== row.language
            ? { language: body.Language }
            : {}),
        };
        if (Object.keys(patch).length === 0) return toStaffMember(row);
        if (patch.role !== undefined) {
          if (row.id === actor.staffId) throw conflict('staff.member.cannotChangeOwnRole');
          await assertOtherOwner(tx, row);
        }
        const updated = (await repository.updateStaff(tx, row.id, patch)) ?? row;
        await audit.record(tx, actor, {
          action: 'staff.update',
          entityType: 'staff',
          entityId: row.id,
          before: auditView(row),
          after: auditView(updated),
        });
        return toStaffMember(updated);
      });
    },

    /** POST /admin/v1/staff/:id/disable: cannot sign in; sessions and open links end. */
    async disable(actor: StaffActor, id: string): Promise<StaffMember> {
      return withTransaction(async (tx) => {
        const row = await lockedMember(tx, id);
        if (row.id === actor.staffId) throw conflict('staff.member.cannotDisableSelf');
        if (row.disabledAt) return toStaffMember(row);
        await assertOtherOwner(tx, row);
        const now = clock.now();
        const updated = (await repository.updateStaff(tx, row.id, { disabledAt: now })) ?? row;
        await repository.revokeSessionsOfStaff(tx, row.id, now);
        await repository.endSetupLinks(tx, row.id, now);
        await audit.record(tx, actor, {
          action: 'staff.disable',
          entityType: 'staff',
          entityId: row.id,
          before: auditView(row),
          after: auditView(updated),
        });
        return toStaffMember(updated);
      });
    },

    /** POST /admin/v1/staff/:id/enable. */
    async enable(actor: StaffActor, id: string): Promise<StaffMember> {
      return withTransaction(async (tx) => {
        const row = await lockedMember(tx, id);
        if (!row.disabledAt) return toStaffMember(row);
        const updated = (await repository.updateStaff(tx, row.id, { disabledAt: null })) ?? row;
        await audit.record(tx, actor, {
          action: 'staff.enable',
          entityType: 'staff',
          entityId: row.id,
          before: auditView(row),
          after: auditView(updated),
        });
        return toStaffMember(updated);
      });
    },

    /**
     * POST /admin/v1/staff/:id/setup-link: a lost phone or password. The member's password and
     * authenticator are cleared, their sessions end, and a new link is given (shown once).
     */
    async resetLink(actor: StaffActor, id: string) {
      return withTransaction(async (tx) => {
        const row = await lockedMember(tx, id);
        if (row.id === actor.staffId) throw conflict('staff.member.cannotResetSelf');
        if (row.disabledAt) throw conflict('staff.member.disabled');
        const { updated, link } = await resetAccount(tx, row);
        await audit.record(tx, actor, {
          action: 'staff.resetLink',
          entityType: 'staff',
          entityId: row.id,
          before: auditView(row),
          after: auditView(updated),
        });
        return withLink(updated, link);
      });
    },

    /** GET /admin/v1/roles: every role with its permissions, in the contracts' order. */
    async roles() {
      const rows = await repository.listRoles(db);
      const items = STAFF_ROLES.flatMap((key) => {
        const row = rows.find((candidate) => candidate.key === key);
        return row ? [toRoleInfo(row)] : [];
      });
      return { Items: items, Page: 1, PageSize: Math.max(items.length, 1), HasNextPage: false };
    },

    async role(key: string): Promise<StaffRoleInfo> {
      return toRoleInfo(await roleOrThrow(db, key));
    },

    /**
     * PUT /admin/v1/roles/:id: the role's permissions, applied at each member's next call. The
     * owner role always holds every one, and nobody takes `staff.manage` from their own role.
     */
    async updateRole(
      actor: StaffActor & { role: StaffRole },
      key: string,
      permissions: readonly Permission[],
    ): Promise<StaffRoleInfo> {
      const wanted = orderedPermissions(permissions);
      return withTransaction(async (tx) => {
        const row = await roleOrThrow(tx, key, { forUpdate: true });
        if (row.key === 'owner' && wanted.length !== PERMISSIONS.length)
          throw new AppError('CONFLICT', { message: 'staff.role.ownerKeepsAll' });
        if (row.key === actor.role && !wanted.includes('staff.manage'))
          throw new AppError('CONFLICT', { message: 'staff.role.keepOwnStaffManage' });
        const before = orderedPermissions(row.permissions);
        if (before.join() === wanted.join()) return toRoleInfo(row);
        await repository.replaceRolePermissions(tx, row.key, wanted);
        await audit.record(tx, actor, {
          action: 'staffRole.update',
          entityType: 'staffRole',
          entityId: row.key,
          before: { Permissions: before },
          after: { Permissions: wanted },
        });
        return toRoleInfo({ ...row, permissions: wanted });
      });
    },

    /** GET /admin/v1/audit: newest first, one row more than the page tells whether one follows. */
    async audit(
      query: AdminListQuery & {
        StaffId?: number;
        EntityType?: string;
        EntityId?: string;
        Action?: string;
        From?: string;
        To?: string;
      },
    ): Promise<{ Items: AuditEntry[]; Page: number; PageSize: number; HasNextPage: boolean }> {
      sortOf(query.Sort, AUDIT_SORTS, 'At');
      const rows = await repository.listAuditEntries(
        db,
        {
          ...(query.StaffId === undefined ? {} : { staffId: query.StaffId }),
          ...(query.EntityType ? { entityType: query.EntityType } : {}),
          ...(query.EntityId ? { entityId: query.EntityId } : {}),
          ...(query.Action ? { action: query.Action } : {}),
          ...(query.Q ? { text: query.Q } : {}),
          ...(query.From ? { from: new Date(query.From) } : {}),
          ...(query.To ? { to: new Date(query.To) } : {}),
        },
        query.PageSize + 1,
        (query.Page - 1) * query.PageSize,
      );
      return {
        Items: rows.slice(0, query.PageSize).map(toAuditEntry),
        Page: query.Page,
        PageSize: query.PageSize,
        HasNextPage: rows.length > query.PageSize,
      };
    },

    /**
     * `npm run staff:create`: a new member with a set-up link, or a new link for a member who has
     * not set up yet (their role and name as given). With `reset`, a member who has set up gets
     * the reset an owner gives in the back office (the way back in for a store's only owner who
     * lost their phone). Written to the audit log as the store's own command.
     */
    async createOrRenew(
      actor: StaffActor,
      options: {
        email: string;
        role: StaffRole;
        displayName: string | null;
        language: 'th' | 'en' | null;
        reset: boolean;
      },
    ): Promise<{ staffId: number; setupUrl: string; expiresAt: Date; created: boolean }> {
      const email = staffEmailKey(options.email);
      return withTransaction(async (tx) => {
        const inserted = await repository.insertStaffIfNew(tx, {
          email,
          displayName: options.displayName ?? email.split('@')[0] ?? email,
          role: options.role,
          language: options.language ?? 'th',
        });
        if (inserted) {
          const link = await issueSetupLink(tx, inserted.id);
          await audit.record(tx, actor, {
            action: 'staff.create',
            entityType: 'staff',
            entityId: inserted.id,
            after: auditView(inserted),
          });
          return { staffId: inserted.id, ...link, created: true };
        }
        const existing = await repository.findStaffByEmail(tx, email);
        if (!existing)
          throw new AppError('CONFLICT', { message: 'staff.member.emailTaken', params: { email } });
        const row = await lockedMember(tx, existing.id);
        if (row.passwordHash && !options.reset)
          throw new AppError('CONFLICT', {
            message: 'staff.member.alreadySetUp',
            params: { email },
          });
        if (row.role === 'owner' && options.role !== 'owner') await assertOtherOwner(tx, row);
        const renamed =
          (await repository.updateStaff(tx, row.id, {
            role: options.role,
            disabledAt: null,
            ...(options.displayName ? { displayName: options.displayName } : {}),
            ...(options.language ? { language: options.language } : {}),
          })) ?? row;
        const { updated, link } = await resetAccount(tx, renamed);
        await audit.record(tx, actor, {
          action: 'staff.resetLink',
          entityType: 'staff',
          entityId: row.id,
          before: auditView(row),
          after: auditView(updated),
        });
        return { staffId: row.id, ...link, created: false };
      });
    },

    /**
     * The demo store's first owner (server.ts, SEED_ON_START): made once, when the store has no
     * staff at all; undefined otherwise (or when another process made it first).
     */
    async ensureDemoOwner(actor: StaffActor): Promise<SetupLink | undefined> {
      if (await repository.hasAnyStaff(db)) return undefined;
      return withTransaction(async (tx) => {
        const row = await repository.insertStaffIfNew(tx, {
          email: DEMO_OWNER_EMAIL,
          displayName: 'Owner',
          role: 'owner',
          language: 'th',
        });
        if (!row) return undefined;
        const link = await issueSetupLink(tx, row.id);
        await audit.record(tx, actor, {
          action: 'staff.create',
          entityType: 'staff',
          entityId: row.id,
          after: auditView(row),
          reason: 'demo store: first owner',
        });
        return link;
      });
    },
  };
};

export type StaffService = ReturnType<typeof createStaffService>;
