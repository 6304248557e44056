import { randomUUID } from 'node:crypto';
import type { Locale, Preorder, PreorderStatus } from '@nangsue/contracts';
import type { Database, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import {
  createWithTransaction,
  systemClock,
  type Clock,
  type CustomerLock,
  type WithTransaction,
} from '../../lib/deps.js';
import type { JobQueue } from '../../lib/jobs/job-queue.js';
import { orderNumberOf } from '../../lib/order-numbers.js';
import type { ordersRepository, RefundsService } from '../orders/index.js';
import type * as preordersRepository from './preorders.repository.js';
import type { DeliveredRow, PreorderRow } from './preorders.repository.js';

/** Customers whose due pre-orders one release transaction delivers. */
const RELEASE_BATCH = 200;
/** At most this many pre-orders in one answer of the customer's list. */
const LIST_LIMIT = 200;

/**
 * The notifications module's job (docs/notifications.md), written by its name: that module comes
 * after this one, so it is not imported. One notification per customer and book, told once.
 */
export const PREORDER_NOTIFY_JOB = 'notifications.create';

/**
 * Staff moved a book's release time (the back office's product edit, through catalog-admin's
 * `watchReleaseMoved` port): moved later, every buyer still waiting for it is told through the
 * notifications job, written in the edit's transaction (it exists iff the edit committed). Once
 * per buyer and new time (its dedupe key names the time); an earlier time or a release tells
 * nobody (the release job delivers).
 */
export const createReleaseMovedWatch =
  ({
    repository,
    jobs,
  }: {
    repository: Pick<typeof preordersRepository, 'findWaitingBuyers'>;
    jobs: Pick<JobQueue, 'send'>;
  }) =>
  async (
    tx: DbOrTx,
    change: { bookId: number; before: Date | null; after: Date | null },
  ): Promise<void> => {
    const { before, after } = change;
    if (before === null || after === null || after.getTime() <= before.getTime()) return;
    const customerIds = await repository.findWaitingBuyers(tx, change.bookId);
    if (customerIds.length === 0) return;
    await jobs.send(
      PREORDER_NOTIFY_JOB,
      {
        kind: 'preorder_delayed',
        customerIds,
        productId: change.bookId,
        releaseAt: after.toISOString(),
      },
      { tx },
    );
  };

export type PreordersServiceDeps = {
  db: Database;
  customers: CustomerLock;
  repository: Pick<
    typeof preordersRepository,
    | 'findForCustomer'
    | 'findOne'
    | 'markCancelled'
    | 'findDueCustomers'
    | 'deliverDue'
    | 'bringReleaseForward'
    | 'passReleaseMark'
    | 'rearmRelease'
    | 'findWaitingBuyers'
  >;
  /** The catalog's version: bumped when a book's release time passed, so cached pages switch. */
  catalogUpkeep: { bumpCatalogVersion: (tx: DbOrTx) => Promise<string> };
  refunds: Pick<RefundsService, 'refund'>;
  /** The order: paid at a gateway (its refund goes back there) or with coins only. */
  orders: Pick<typeof ordersRepository, 'findOrder'>;
  jobs: Pick<JobQueue, 'send'>;
  withTransaction?: WithTransaction;
  clock?: Clock;
};

/**
 * Pre-orders (docs/buying.md "Pre-orders"). A paid line of a book whose release is still ahead
 * waits (`preorders`, written by the order ledger through `holdLine`); the release job delivers
 * every due row to the bookshelf, set-based and exactly once; the customer may cancel a waiting
 * row before the release and gets its money back through the refunds service (coins to coins,
 * the rest to the gateway), in the same transaction that marks the row cancelled.
 *
 * Locks: the customer's row first (as every order transition), then the pre-order's. The release
 * locks its batch of customers in id order, so two releases, or a release and a cancel, never
 * both move one row: whoever comes second finds it moved and does nothing (or refuses).
 */
export const createPreordersService = ({
  db,
  customers,
  repository,
  refunds,
  orders,
  jobs,
  catalogUpkeep,
  withTransaction = createWithTransaction(db),
  clock = systemClock,
}: PreordersServiceDeps) => {
  const present = (locale: Locale, row: PreorderRow, now: Date): Preorder => ({
    Id: row.id,
    OrderId: row.orderId,
    OrderNumber: orderNumberOf(row.orderId),
    OrderLineId: row.orderLineId,
    BookId: row.bookId,
    Name: locale === 'en' ? row.nameEn || row.nameTh : row.nameTh,
    ReleaseAt: row.releaseAt?.toISOString() ?? null,
    Status: row.status,
    DeliveredAt: row.deliveredAt?.toISOString() ?? null,
    CancelledAt: row.cancelledAt?.toISOString() ?? null,
    CanCancel: row.status === 'waiting' && !isReleased(row, now),
  });

  const buyersByBook = (delivered: DeliveredRow[]) => {
    const byBook = new Map<number, number[]>();
    for (const row of delivered)
      byBook.set(row.bookId, [...(byBook.get(row.bookId) ?? []), row.customerId]);
    return byBook;
  };

  const isReleased = (row: PreorderRow, now: Date) =>
    row.releaseAt === null || row.releaseAt.getTime() <= now.getTime();

  /** A missing row is 404; a cancelled, delivered or released one 409 (the customer's cancel). */
  function refuseUnlessCancellable(
    row: PreorderRow | undefined,
    now: Date,
  ): asserts row is PreorderRow {
    if (!row) throw new AppError('NOT_FOUND', { message: 'preorders.notFound' });
    if (row.status === 'cancelled')
      throw new AppError('CONFLICT', { message: 'preorders.alreadyCancelled' });
    if (row.status === 'delivered' || isReleased(row, now))
      throw new AppError('CONFLICT', { message: 'preorders.released' });
  }

  /** Delivers one batch of customers' due pre-orders in one transaction; how many it delivered. */
  const releaseBatch = async (now: Date): Promise<number> =>
    withTransaction(async (tx) => {
      const due = await repository.findDueCustomers(tx, { now, limit: RELEASE_BATCH });
      if (due.length === 0) return 0;
      // In id order (findDueCustomers sorts them): two releases never wait on each other in a cycle.
      for (const customerId of due) await customers.lockCustomer(tx, customerId);
      const delivered = await repository.deliverDue(tx, { customerIds: due, now });
      // Each buyer is told (in the store and by e-mail, as they chose), in this transaction.
      for (const [productId, customerIds] of buyersByBook(delivered))
        await jobs.send(
          PREORDER_NOTIFY_JOB,
          { kind: 'preorder_delivered', customerIds, productId },
          { tx },
        );
      // A batch that found its customers' rows delivered by another release ends the run.
      return delivered.length === 0 ? -1 : delivered.length;
    });

  return {
    async list(
      customerId: number,
      locale: Locale,
      query: { orderId?: number | undefined; status?: PreorderStatus | undefined },
    ): Promise<Preorder[]> {
      const rows = await repository.findForCustomer(db, {
        customerId,
        ...(query.orderId === undefined ? {} : { orderId: query.orderId }),
        ...(query.status === undefined ? {} : { status: query.status }),
        limit: LIST_LIMIT,
      });
      const now = clock.now();
      return rows.map((row) => present(locale, row, now));
    },

    /**
     * The customer cancels a pre-order before its release: the line is refunded in full (its
     * coins back as coins, the rest to the gateway that took it) by the refunds service, whose
     * transaction also marks the row cancelled under its lock. After the release (even before the
     * job has delivered it), 409.
     */
    async cancel(params: {
      customerId: number;
      locale: Locale;
      id: number;
      ip: string | null;
      requestId: string | null;
    }): Promise<Preorder> {
      const seen = await repository.findOne(db, { customerId: params.customerId, id: params.id });
      refuseUnlessCancellable(seen, clock.now());
      const order = await orders.findOrder(db, {
        customerId: params.customerId,
        orderId: seen.orderId,
      });
      if (!order) throw new AppError('NOT_FOUND', { message: 'preorders.notFound' });

      await refunds.refund({
        actor: { staffId: null, staffEmail: null, ip: params.ip, requestId: params.requestId },
        orderId: seen.orderId,
        body: {
          LineIds: [seen.orderLineId],
          Destination: order.amountDueSatang > 0 ? 'gateway' : 'coins',
          Reason: `Pre-order cancelled by the customer before its release (${seen.id})`,
          ClientKey: randomUUID(),
        },
        // In the refund's transaction, after the customer's and the order's locks.
        within: async (tx) => {
          const row = await repository.findOne(tx, {
            customerId: params.customerId,
            id: params.id,
            forUpdate: true,
          });
          const now = clock.now();
          refuseUnlessCancellable(row, now);
          if (!(await repository.markCancelled(tx, { id: row.id, now })))
            throw new AppError('CONFLICT', { message: 'preorders.released' });
        },
      });
      const after = await repository.findOne(db, { customerId: params.customerId, id: params.id });
      return present(params.locale, after!, clock.now());
    },

    /** The book is released now (a release brought forward; the journeys' test hook), then delivered. */
    async releaseBookNow(bookId: number): Promise<number> {
      await repository.bringReleaseForward(db, { bookId, now: clock.now() });
      return this.release();
    },

    /**
     * Test-only (the journeys' hook): a released book becomes a pre-order again, `days` ahead, and
     * the catalog version moves so cached pages offer it as one. Null: no such book.
     */
    async rearmForTest(
      recordReference: string,
      days: number,
    ): Promise<{ bookId: number; armed: boolean } | null> {
      const now = clock.now();
      return withTransaction(async (tx) => {
        const result = await repository.rearmRelease(tx, {
          recordReference,
          releaseAt: new Date(now.getTime() + days * 86_400_000),
          now,
        });
        if (result?.armed) await catalogUpkeep.bumpCatalogVersion(tx);
        return result;
      });
    },

    /**
     * The release (job `preorders.release`, every minute; staff's "release now"): every waiting
     * pre-order whose book's release time has come joins its customer's bookshelf, in batches of
     * customers, each batch one transaction. Safe to run twice or in parallel.
     */
    async release(): Promise<number> {
      const now = clock.now();
      // A book released since the last run: the catalog version moves, so every cached page (the
      // API's reads, the storefront's book pages) stops offering it as a pre-order within a minute.
      await withTransaction(async (tx) => {
        if (await repository.passReleaseMark(tx, { now }))
          await catalogUpkeep.bumpCatalogVersion(tx);
      });
      let total = 0;
      for (;;) {
        const delivered = await releaseBatch(now);
        if (delivered <= 0) return total;
        total += delivered;
      }
    },
  };
};

export type PreordersService = ReturnType<typeof createPreordersService>;
