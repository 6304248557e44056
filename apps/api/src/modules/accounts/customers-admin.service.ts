import type { CustomerExport, Locale } from '@nangsue/contracts';
import type {
  AdminCustomer,
  AdminCustomerCoinEntry,
  AdminCustomerListItem,
  AdminCustomerListQuery,
  AdminCustomerSession,
  AdminCustomerShelfItem,
  AdminCustomerStatus,
} from '@nangsue/contracts/admin';
import type { Database, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { createWithTransaction, type WithTransaction } from '../../lib/deps.js';
import { isMessageKey, translate } from '../../lib/messages.js';
import { orderNumberOf } from '../../lib/order-numbers.js';
import type { Audit, StaffActor } from '../staff/index.js';
import { emailKeyOf } from './accounts.mapper.js';
import type * as customersAdminRepository from './customers-admin.repository.js';
import type {
  CustomerDetailsRow,
  CustomerListRow,
  CustomerSearch,
} from './customers-admin.repository.js';
import type { ProfileService } from './profile.service.js';
import type { SessionService } from './session.service.js';

export type CustomersAdminDeps = {
  db: Database;
  audit: Audit;
  /** The customer's own PDPA export and erasure, run for staff (profile.service.ts). */
  profiles: Pick<ProfileService, 'exportForStaff' | 'eraseForStaff'>;
  sessions: Pick<SessionService, 'revokeAllSessions'>;
  repository: typeof customersAdminRepository;
  withTransaction?: WithTransaction;
};

const MAX_ID = 2_147_483_647;
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Shorter parts of a name cannot use the name's trigram index: the e-mail's start only. */
const MIN_NAME_SEARCH = 3;

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

const statusOf = (row: Pick<CustomerListRow, 'deletedAt' | 'lockedAt'>): AdminCustomerStatus =>
  row.deletedAt ? 'deleted' : row.lockedAt ? 'locked' : 'active';

const presentListItem = (row: CustomerListRow): AdminCustomerListItem => ({
  Id: row.id,
  Email: row.email,
  FirstName: row.firstName,
  LastName: row.lastName,
  Language: row.language === 'en' ? 'en' : 'th',
  Status: statusOf(row),
  EmailVerified: row.emailVerifiedAt !== null,
  CreatedAt: row.createdAt.toISOString(),
  LastLoginAt: iso(row.lastLoginAt),
});

const presentCustomer = (row: CustomerDetailsRow): AdminCustomer => ({
  ...presentListItem(row),
  Phone: row.phone,
  Gender: row.gender === 'M' || row.gender === 'F' ? row.gender : null,
  DateOfBirth: row.dateOfBirth,
  TermsAcceptedAt: iso(row.termsAcceptedAt),
  MarketingConsentAt: iso(row.marketingConsentAt),
  Providers: row.providers,
  HasPassword: row.hasPassword,
  LockedAt: iso(row.lockedAt),
  LockReason: row.lockReason,
  LockedBy: row.lockedBy,
  DeletedAt: iso(row.deletedAt),
  CoinBalanceSatang: row.coinBalanceSatang,
  BookCount: row.bookCount,
  PaidOrderCount: row.paidOrderCount,
  LiveSessionCount: row.liveSessionCount,
});

/** What a search text means: an id, the start of an e-mail, or a part of a name. */
export const customerSearchOf = (q: string | undefined): CustomerSearch | undefined => {
  const text = q?.trim();
  if (!text) return undefined;
  const id = /^#?([0-9]{1,10})$/.exec(text);
  if (id && Number(id[1]) <= MAX_ID) return { kind: 'id', id: Number(id[1]) };
  const key = emailKeyOf(text);
  if (text.includes('@')) return { kind: 'email', prefix: key };
  if ([...text].length < MIN_NAME_SEARCH) return { kind: 'email', prefix: key };
  return { kind: 'name', text: text.normalize('NFC').toLowerCase(), emailPrefix: key };
};

const pageOf = <T>(rows: T[], query: { Page: number; PageSize: number }) => ({
  Items: rows.slice(0, query.PageSize),
  Page: query.Page,
  PageSize: query.PageSize,
  HasNextPage: rows.length > query.PageSize,
});

const rowsFor = (query: { Page: number; PageSize: number }) => ({
  limit: query.PageSize + 1,
  offset: (query.Page - 1) * query.PageSize,
});

/**
 * Customers in the back office (docs/back-office.md "Customers"). Reads answer from indexes;
 * every change runs in one transaction with its audit entry and the staff member's reason. The
 * PDPA export and erasure are the customer's own self-service code (profile.service.ts).
 */
export const createCustomersAdminService = ({
  db,
  audit,
  profiles,
  sessions,
  repository,
  withTransaction = createWithTransaction(db),
}: CustomersAdminDeps) => {
  /** The id of the address, or 404 for anything that cannot be one. */
  const idOf = (value: string): number => {
    const id = /^[0-9]{1,10}$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID)
      throw new AppError('NOT_FOUND', {
        message: 'customersAdmin.notFound',
        params: { id: value },
      });
    return id;
  };

  const load = async (id: number, tx: DbOrTx = db): Promise<CustomerDetailsRow> => {
    const row = await repository.findCustomerDetails(tx, id);
    if (!row)
      throw new AppError('NOT_FOUND', { message: 'customersAdmin.notFound', params: { id } });
    return row;
  };

  /** The customer's row locked for a change; erased accounts are refused. */
  const lockLive = async (tx: DbOrTx, id: number) => {
    const row = await repository.lockCustomerRow(tx, id);
    if (!row)
      throw new AppError('NOT_FOUND', { message: 'customersAdmin.notFound', params: { id } });
    if (row.deletedAt)
      throw new AppError('CONFLICT', { message: 'customersAdmin.erased', params: { id } });
    return row;
  };

  return {
    async list(query: AdminCustomerListQuery) {
      const rows = await repository.findCustomerPage(db, {
        search: customerSearchOf(query.Q),
        status: query.Status,
        order: query.Order,
        ...rowsFor(query),
      });
      return pageOf(rows.map(presentListItem), query);
    },

    async get(id: string): Promise<AdminCustomer> {
      return presentCustomer(await load(idOf(id)));
    },

    async shelf(id: string, query: { Page: number; PageSize: number }, locale: Locale) {
      const customerId = (await load(idOf(id))).id;
      const rows = await repository.findShelfPage(db, { customerId, ...rowsFor(query) });
      return pageOf(
        rows.map((row): AdminCustomerShelfItem => ({
          Id: row.bookId,
          BookId: row.bookId,
          Name: (locale === 'en' ? row.nameEn : row.nameTh) || row.nameTh || row.nameEn,
          Source: row.source,
          OrderId: row.orderId,
          OrderNumber: row.orderId === null ? null : orderNumberOf(row.orderId),
          GrantedAt: row.grantedAt.toISOString(),
          DownloadCount: row.downloadCount,
        })),
        query,
      );
    },

    async coins(id: string, query: { Page: number; PageSize: number }, locale: Locale) {
      const customerId = (await load(idOf(id))).id;
      const rows = await repository.findCoinHistoryPage(db, { customerId, ...rowsFor(query) });
      return pageOf(
        rows.map((row): AdminCustomerCoinEntry => ({
          Id: row.id,
          Kind: row.kind,
          AmountSatang: row.amountSatang,
          // As the customer reads it in their coin history (coins.service.ts).
          Text:
            row.detail && isMessageKey(row.detail.key)
              ? translate(locale, row.detail.key, row.detail.params)
              : translate(locale, 'coins.history.other'),
          OrderId: row.orderId,
          OrderNumber: row.orderId === null ? null : orderNumberOf(row.orderId),
          ExpiresAt: iso(row.expiresAt),
          CreatedAt: row.createdAt.toISOString(),
        })),
        query,
      );
    },

    async sessions(id: string, query: { Page: number; PageSize: number }) {
      const customerId = (await load(idOf(id))).id;
      const rows = await repository.findLiveSessionPage(db, { customerId, ...rowsFor(query) });
      return pageOf(
        rows.map((row): AdminCustomerSession => ({
          Id: row.id,
          AuthMethod: row.authMethod,
          CreatedAt: row.createdAt.toISOString(),
          LastUsedAt: row.lastUsedAt.toISOString(),
          ExpiresAt: row.expiresAt.toISOString(),
          IpAddress: row.ipAddress,
          UserAgent: row.userAgent,
        })),
        query,
      );
    },

    /** One session ends at once; 404 when it is not this customer's or not live any more. */
    async endSession(actor: StaffActor, id: string, sessionId: string, reason: string) {
      const customerId = idOf(id);
      await withTransaction(async (tx) => {
        await lockLive(tx, customerId);
        const ended =
          SESSION_ID.test(sessionId) &&
          (await repository.revokeCustomerSession(tx, { customerId, sessionId }));
        if (!ended) throw new AppError('NOT_FOUND', { message: 'customersAdmin.sessionNotFound' });
        await audit.record(tx, actor, {
          action: 'customer.sessionEnd',
          entityType: 'customer',
          entityId: customerId,
          after: { sessionId },
          reason,
        });
      });
      return { Ok: true as const };
    },

    /** Every session and every reading-app password ends (as "sign out everywhere" does). */
    async endAllSessions(actor: StaffActor, id: string, reason: string) {
      const customerId = idOf(id);
      const ended = await withTransaction(async (tx) => {
        await lockLive(tx, customerId);
        const count = await sessions.revokeAllSessions({ customerId }, tx);
        await audit.record(tx, actor, {
          action: 'customer.sessionsEndAll',
          entityType: 'customer',
          entityId: customerId,
          after: { ended: count },
          reason,
        });
        return count;
      });
      return { Ended: ended };
    },

    /**
     * Locks the account: every session and reading-app password ends in the same transaction, and
     * no sign-in works until it is unlocked (session.repository.ts refuses to start one).
     */
    async lock(actor: StaffActor, id: string, reason: string): Promise<AdminCustomer> {
      const customerId = idOf(id);
      await withTransaction(async (tx) => {
        const row = await lockLive(tx, customerId);
        if (row.lockedAt)
          throw new AppError('CONFLICT', {
            message: 'customersAdmin.lockedAlready',
            params: { id: customerId },
          });
        await repository.setCustomerLock(tx, {
          id: customerId,
          lock: { staffId: actor.staffId, reason },
        });
        const ended = await sessions.revokeAllSessions({ customerId }, tx);
        await audit.record(tx, actor, {
          action: 'customer.lock',
          entityType: 'customer',
          entityId: customerId,
          before: { locked: false },
          after: { locked: true, sessionsEnded: ended },
          reason,
        });
      });
      return presentCustomer(await load(customerId));
    },

    async unlock(actor: StaffActor, id: string, reason: string): Promise<AdminCustomer> {
      const customerId = idOf(id);
      await withTransaction(async (tx) => {
        const row = await lockLive(tx, customerId);
        if (!row.lockedAt)
          throw new AppError('CONFLICT', {
            message: 'customersAdmin.notLocked',
            params: { id: customerId },
          });
        await repository.setCustomerLock(tx, { id: customerId, lock: null });
        // A session started while the lock was being made never worked; it does not come back.
        await sessions.revokeAllSessions({ customerId }, tx);
        await audit.record(tx, actor, {
          action: 'customer.unlock',
          entityType: 'customer',
          entityId: customerId,
          before: { locked: true, lockedAt: iso(row.lockedAt) },
          after: { locked: false },
          reason,
        });
      });
      return presentCustomer(await load(customerId));
    },

    /** The customer's PDPA export (their own `GET /v2/customer/export`), audited with the reason. */
    async exportData(actor: StaffActor, id: string, reason: string): Promise<CustomerExport> {
      const customerId = idOf(id);
      const exported = await profiles.exportForStaff(customerId, (tx) =>
        audit.record(tx, actor, {
          action: 'customer.export',
          entityType: 'customer',
          entityId: customerId,
          reason,
        }),
      );
      if (exported) return exported;
      const row = await load(customerId);
      throw new AppError('CONFLICT', { message: 'customersAdmin.erased', params: { id: row.id } });
    },

    /**
     * The customer's PDPA erasure (their own `POST /v2/customer/deactivate` without the password:
     * they proved who they are to staff), audited with the reason. No personal data goes into the
     * audit entry, which is kept for ever.
     */
    async erase(actor: StaffActor, id: string, reason: string): Promise<AdminCustomer> {
      const customerId = idOf(id);
      const erased = await profiles.eraseForStaff(customerId, (tx) =>
        audit.record(tx, actor, {
          action: 'customer.erase',
          entityType: 'customer',
          entityId: customerId,
          before: { erased: false },
          after: { erased: true },
          reason,
        }),
      );
      const row = await load(customerId);
      if (!erased)
        throw new AppError('CONFLICT', {
          message: 'customersAdmin.erased',
          params: { id: row.id },
        });
      return presentCustomer(row);
    },
  };
};

export type CustomersAdminService = ReturnType<typeof createCustomersAdminService>;
