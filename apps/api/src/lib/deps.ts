import type { Database, DbOrTx, Transaction } from '../db/client.js';

/**
 * What every service receives, as one object: the pieces of the outside world it may use. Services
 * are built by `createXService(deps)`; a unit test passes substitute repositories and a fixed clock
 * through the same object (no module mocking).
 */

/**
 * Locks a customer's row for the rest of the transaction (false: no such customer), so that one
 * customer's money, grants and limits change one request at a time. The accounts repository's
 * `lockCustomer` is the real one; services that need it receive it as `customers`.
 */
export type CustomerLock = {
  lockCustomer(tx: DbOrTx, customerId: number): Promise<boolean>;
};

/** The time, given to services so rules about expiry and windows can be tested at any instant. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still at `at` until moved; for tests. */
export const fixedClock = (at: Date | string): Clock & { set(next: Date | string): void } => {
  let current = new Date(at);
  return {
    now: () => new Date(current),
    set: (next) => {
      current = new Date(next);
    },
  };
};

/**
 * Runs `work` in one database transaction and hands the same transaction to every repository call
 * inside it; commits when `work` resolves, rolls back when it throws. Called inside a transaction
 * already, it nests as a savepoint.
 */
export type WithTransaction = <T>(work: (tx: DbOrTx) => Promise<T>) => Promise<T>;

export const createWithTransaction =
  (db: Database): WithTransaction =>
  (work) =>
    db.transaction((tx: Transaction) => work(tx));

/**
 * A catalog change: `work`, its audit entry and the move of the catalog version in one
 * transaction; this process's cache keys move after the commit (other processes follow within
 * CATALOG_VERSION_CHECK_MS, storefronts within CATALOG_POLL_MS). Every back-office write that the
 * storefront shows goes through one of these.
 */
export const createCatalogWrite =
  ({
    withTransaction,
    catalogUpkeep,
    cache,
  }: {
    withTransaction: WithTransaction;
    catalogUpkeep: { bumpCatalogVersion: (tx: DbOrTx) => Promise<string> };
    cache?: { moveTo(version: string): void } | undefined;
  }): WithTransaction =>
  async (work) => {
    let version: string | undefined;
    const result = await withTransaction(async (tx) => {
      const value = await work(tx);
      version = await catalogUpkeep.bumpCatalogVersion(tx);
      return value;
    });
    if (version) cache?.moveTo(version);
    return result;
  };
