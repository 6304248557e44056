import { and, asc, desc, eq, gt, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  books,
  coinHistory,
  customerIdentities,
  customerSessions,
  customers,
  libraryItems,
  staff,
} from '../../db/schema/index.js';

/**
 * Customers in the back office (docs/back-office.md "Customers"): the search, one customer with
 * what staff need to see at a glance, their shelf, coin history and live sessions, and the lock.
 * The shelf and the coins are read here, read-only, from the tables of the rooms that write them.
 */

export type CustomerSearch =
  | { kind: 'id'; id: number }
  | { kind: 'email'; prefix: string }
  | { kind: 'name'; text: string; emailPrefix: string };

export type CustomerStatusFilter = 'active' | 'locked' | 'deleted';

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The expression `customers_name_trgm_idx` indexes (migration 0031). */
const nameKey = sql`lower(${customers.firstName} || ' ' || ${customers.lastName})`;

const listColumns = {
  id: customers.id,
  email: customers.email,
  firstName: customers.firstName,
  lastName: customers.lastName,
  language: customers.language,
  emailVerifiedAt: customers.emailVerifiedAt,
  createdAt: customers.createdAt,
  lastLoginAt: customers.lastLoginAt,
  lockedAt: customers.lockedAt,
  deletedAt: customers.deletedAt,
};

export type CustomerListRow = {
  id: number;
  email: string | null;
  firstName: string;
  lastName: string;
  language: string;
  emailVerifiedAt: Date | null;
  createdAt: Date;
  lastLoginAt: Date | null;
  lockedAt: Date | null;
  deletedAt: Date | null;
};

const statusCondition = (status: CustomerStatusFilter | undefined): SQL | undefined => {
  if (status === 'active') return and(isNull(customers.deletedAt), isNull(customers.lockedAt));
  if (status === 'locked') return and(isNotNull(customers.lockedAt), isNull(customers.deletedAt));
  if (status === 'deleted') return isNotNull(customers.deletedAt);
  return undefined;
};

const searchCondition = (search: CustomerSearch | undefined): SQL | undefined => {
  if (!search) return undefined;
  if (search.kind === 'id') return eq(customers.id, search.id);
  const emailStarts = (prefix: string) =>
    sql`${customers.emailKey} like ${`${likeEscape(prefix)}%`}`;
  if (search.kind === 'email') return emailStarts(search.prefix);
  return or(
    sql`${nameKey} like ${`%${likeEscape(search.text)}%`}`,
    emailStarts(search.emailPrefix),
  );
};

/** A page of customers (one row more than asked: the caller tells whether a next page exists). */
export const findCustomerPage = async (
  db: DbOrTx,
  params: {
    search?: CustomerSearch | undefined;
    status?: CustomerStatusFilter | undefined;
    order: 'ASC' | 'DESC';
    limit: number;
    offset: number;
  },
): Promise<CustomerListRow[]> =>
  db
    .select(listColumns)
    .from(customers)
    .where(and(searchCondition(params.search), statusCondition(params.status)))
    .orderBy(params.order === 'ASC' ? asc(customers.id) : desc(customers.id))
    .limit(params.limit)
    .offset(params.offset);

export type CustomerDetailsRow = CustomerListRow & {
  phone: string | null;
  gender: string | null;
  dateOfBirth: string | null;
  termsAcceptedAt: Date | null;
  marketingConsentAt: Date | null;
  hasPassword: boolean;
  lockReason: string | null;
  lockedBy: string | null;
  providers: string[];
  coinBalanceSatang: number;
  bookCount: number;
  paidOrderCount: number;
  liveSessionCount: number;
};

/** One customer (erased ones too), with the counts the page shows; each read from an index. */
export const findCustomerDetails = async (
  db: DbOrTx,
  id: number,
): Promise<CustomerDetailsRow | undefined> => {
  const [row] = await db
    .select({
      ...listColumns,
      phone: customers.phone,
      gender: customers.gender,
      dateOfBirth: customers.dateOfBirth,
      termsAcceptedAt: customers.termsAcceptedAt,
      marketingConsentAt: customers.marketingConsentAt,
      hasPassword: sql<boolean>`${customers.passwordHash} is not null`,
      lockReason: customers.lockReason,
      lockedBy: staff.email,
      providers: sql<string[]>`coalesce((select array_agg(i.provider order by i.provider)
          from ${customerIdentities} i where i.customer_id = ${customers.id}), '{}')`,
      coinBalanceSatang: sql<string>`(select coalesce(sum(b.remaining_satang), 0) from coin_batches b
          where b.customer_id = ${customers.id} and b.remaining_satang > 0 and b.expires_at > now())`,
      bookCount: sql<string>`(select count(*) from library_items l where l.customer_id = ${customers.id})`,
      paidOrderCount: sql<string>`(select count(*) from orders o
          where o.customer_id = ${customers.id} and o.status in ('AP', 'RR'))`,
      liveSessionCount: sql<string>`(select count(*) from customer_sessions s
          where s.customer_id = ${customers.id} and s.revoked_at is null and s.expires_at > now())`,
    })
    .from(customers)
    .leftJoin(staff, eq(staff.id, customers.lockedBy))
    .where(eq(customers.id, id))
    .limit(1);
  if (!row) return undefined;
  return {
    ...row,
    lockedBy: row.lockedBy ?? null,
    providers: row.providers ?? [],
    coinBalanceSatang: Number(row.coinBalanceSatang),
    bookCount: Number(row.bookCount),
    paidOrderCount: Number(row.paidOrderCount),
    liveSessionCount: Number(row.liveSessionCount),
  };
};

export type ShelfRow = {
  bookId: number;
  nameTh: string;
  nameEn: string;
  source: 'purchase' | 'redeem' | 'gift' | 'staff';
  orderId: number | null;
  grantedAt: Date;
  downloadCount: number;
};

/** The customer's shelf, the newest first (one row more than asked). */
export const findShelfPage = async (
  db: DbOrTx,
  params: { customerId: number; limit: number; offset: number },
): Promise<ShelfRow[]> =>
  db
    .select({
      bookId: libraryItems.bookId,
      nameTh: books.nameTh,
      nameEn: books.nameEn,
      source: libraryItems.source,
      orderId: libraryItems.orderId,
      grantedAt: libraryItems.grantedAt,
      downloadCount: libraryItems.downloadCount,
    })
    .from(libraryItems)
    .innerJoin(books, eq(books.id, libraryItems.bookId))
    .where(eq(libraryItems.customerId, params.customerId))
    .orderBy(desc(libraryItems.grantedAt), desc(libraryItems.bookId))
    .limit(params.limit)
    .offset(params.offset);

export type CoinEntryRow = {
  id: number;
  kind: string;
  amountSatang: number;
  orderId: number | null;
  expiresAt: Date | null;
  detail: { key: string; params?: Record<string, string | number> } | null;
  createdAt: Date;
};

/** The customer's coin history, the newest first (`coin_history_customer_idx`). */
export const findCoinHistoryPage = async (
  db: DbOrTx,
  params: { customerId: number; limit: number; offset: number },
): Promise<CoinEntryRow[]> =>
  db
    .select({
      id: coinHistory.id,
      kind: coinHistory.kind,
      amountSatang: coinHistory.amountSatang,
      orderId: coinHistory.orderId,
      expiresAt: coinHistory.expiresAt,
      detail: coinHistory.detail,
      createdAt: coinHistory.createdAt,
    })
    .from(coinHistory)
    .where(eq(coinHistory.customerId, params.customerId))
    .orderBy(desc(coinHistory.id))
    .limit(params.limit)
    .offset(params.offset);

export type LiveSessionRow = {
  id: string;
  authMethod: string;
  createdAt: Date;
  lastUsedAt: Date;
  expiresAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
};

/** Sessions that still work (not revoked, not expired), the newest first. */
export const findLiveSessionPage = async (
  db: DbOrTx,
  params: { customerId: number; limit: number; offset: number },
): Promise<LiveSessionRow[]> =>
  db
    .select({
      id: customerSessions.id,
      authMethod: customerSessions.authMethod,
      createdAt: customerSessions.createdAt,
      lastUsedAt: customerSessions.lastUsedAt,
      expiresAt: customerSessions.expiresAt,
      ipAddress: customerSessions.ipAddress,
      userAgent: customerSessions.userAgent,
    })
    .from(customerSessions)
    .where(
      and(
        eq(customerSessions.customerId, params.customerId),
        isNull(customerSessions.revokedAt),
        gt(customerSessions.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(customerSessions.createdAt))
    .limit(params.limit)
    .offset(params.offset);

/** Ends one live session of this customer; false when it was not theirs or not live. */
export const revokeCustomerSession = async (
  db: DbOrTx,
  params: { customerId: number; sessionId: string },
): Promise<boolean> => {
  const rows = await db
    .update(customerSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(customerSessions.id, params.sessionId),
        eq(customerSessions.customerId, params.customerId),
        isNull(customerSessions.revokedAt),
        gt(customerSessions.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: customerSessions.id });
  return rows.length > 0;
};

/** The account's row locked for a staff change (erased ones too: the caller refuses them). */
export const lockCustomerRow = async (
  db: DbOrTx,
  id: number,
): Promise<{ id: number; lockedAt: Date | null; deletedAt: Date | null } | undefined> => {
  const [row] = await db
    .select({ id: customers.id, lockedAt: customers.lockedAt, deletedAt: customers.deletedAt })
    .from(customers)
    .where(eq(customers.id, id))
    .for('update');
  return row;
};

/** Locks (a reason and a staff member) or unlocks (null) the account. */
export const setCustomerLock = async (
  db: DbOrTx,
  params: { id: number; lock: { staffId: number | null; reason: string } | null },
): Promise<void> => {
  await db
    .update(customers)
    .set(
      params.lock
        ? { lockedAt: sql`now()`, lockReason: params.lock.reason, lockedBy: params.lock.staffId }
        : { lockedAt: null, lockReason: null, lockedBy: null },
    )
    .where(eq(customers.id, params.id));
};
