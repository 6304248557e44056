import type {
  AdminCoinPack,
  CoinGrant,
  CoinGrantBody,
  CoinPackCreateBody,
  CoinPackUpdateBody,
} from '@nangsue/contracts/admin';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import {
  createWithTransaction,
  systemClock,
  type Clock,
  type WithTransaction,
} from '../../lib/deps.js';
import { formatBaht } from '../../lib/pricing.js';
import { emailKeyOf, type customerRepository } from '../accounts/index.js';
import type { Audit, StaffActor } from '../staff/index.js';
import type * as coinsAdminRepository from './coins-admin.repository.js';
import type { CoinGrantView, CoinPackRow } from './coins-admin.repository.js';

const DAY_MS = 86_400_000;

export type CoinAdminServiceDeps = {
  db: Database;
  audit: Audit;
  coins: Pick<
    typeof coinsAdminRepository,
    | 'findCoinPackById'
    | 'findCoinPackPage'
    | 'findGrant'
    | 'findGrantPage'
    | 'insertCoinPack'
    | 'insertStaffGrant'
    | 'updateCoinPack'
  >;
  customers: Pick<typeof customerRepository, 'findCustomerByEmailKey' | 'findCustomerById'>;
  /** The least a gateway charges (PAYMENT_MIN_SATANG): coin packs are paid by gateway only. */
  minPaymentSatang: number;
  withTransaction?: WithTransaction;
  clock?: Clock;
};

const presentGrant = (row: CoinGrantView): CoinGrant => ({
  Id: row.id,
  CustomerId: row.customerId,
  CustomerEmail: row.customerEmail,
  CoinsSatang: row.amountSatang,
  RemainingSatang: row.remainingSatang,
  ExpiresAt: row.expiresAt.toISOString(),
  CustomerNote: row.note,
  Reason: row.reason,
  GrantedBy: row.grantedBy,
  CreatedAt: row.createdAt.toISOString(),
});

const presentPack = (row: CoinPackRow): AdminCoinPack => ({
  Id: row.id,
  NameTh: row.nameTh,
  NameEn: row.nameEn,
  PriceSatang: row.priceSatang,
  CoinsSatang: row.coinsSatang,
  BonusSatang: row.bonusSatang,
  ValidDays: row.validDays,
  Active: row.active,
  SortOrder: row.sortOrder,
});

const pageOf = <T>(rows: T[], query: { Page: number; PageSize: number }) => ({
  Items: rows.slice(0, query.PageSize),
  Page: query.Page,
  PageSize: query.PageSize,
  HasNextPage: rows.length > query.PageSize,
});

/**
 * Coins in the back office (docs/back-office.md, "Promotions"): grants to a customer with a
 * reason (audited; a double click or a retry with the same client key grants once) and the coin
 * packs on sale (sold at par, paid by gateway only, so never below its minimum).
 */
export const createCoinAdminService = ({
  db,
  audit,
  coins,
  customers,
  minPaymentSatang,
  withTransaction = createWithTransaction(db),
  clock = systemClock,
}: CoinAdminServiceDeps) => {
  const loadPack = async (id: number): Promise<CoinPackRow> => {
    const row = await coins.findCoinPackById(db, id);
    if (!row) throw new AppError('NOT_FOUND', { message: 'coinPack.notFound' });
    return row;
  };

  const checkPrice = (priceSatang: number) => {
    if (priceSatang < minPaymentSatang)
      throw new AppError('VALIDATION_FAILED', {
        message: 'coinPack.belowMinimum',
        params: { min: formatBaht(minPaymentSatang) },
      });
  };

  /** The same grant asked again: its first answer, or 409 when the key named another grant. */
  const sameGrant = (
    existing: CoinGrantView,
    body: CoinGrantBody,
    customerId: number,
  ): CoinGrant => {
    if (existing.customerId !== customerId || existing.amountSatang !== body.CoinsSatang)
      throw new AppError('CONFLICT', { message: 'coinGrant.keyReused' });
    return presentGrant(existing);
  };

  return {
    async grants(query: { Page: number; PageSize: number; CustomerId?: number | undefined }) {
      const rows = await coins.findGrantPage(db, {
        ...(query.CustomerId === undefined ? {} : { customerId: query.CustomerId }),
        limit: query.PageSize + 1,
        offset: (query.Page - 1) * query.PageSize,
      });
      return pageOf(rows.map(presentGrant), query);
    },

    /**
     * Credits a customer coins with a reason, in one transaction with its audit entry. The form's
     * client key makes it idempotent: parallel or repeated calls with one key grant once, and
     * each answers that grant.
     */
    async grant(actor: StaffActor, body: CoinGrantBody): Promise<CoinGrant> {
      const byId = body.CustomerId ?? null;
      const byEmail = body.CustomerEmail ? body.CustomerEmail : null;
      if ((byId === null) === (byEmail === null))
        throw new AppError('VALIDATION_FAILED', { message: 'coinGrant.customerRequired' });
      const customer =
        byId !== null
          ? await customers.findCustomerById(db, byId)
          : await customers.findCustomerByEmailKey(db, emailKeyOf(byEmail ?? ''));
      if (!customer)
        throw new AppError('NOT_FOUND', {
          message: 'coinGrant.customerNotFound',
          params: { who: byId !== null ? `#${byId}` : (byEmail ?? '') },
        });

      const earlier = await coins.findGrant(db, { clientKey: body.ClientKey });
      if (earlier) return sameGrant(earlier, body, customer.id);

      const expiresAt = new Date(clock.now().getTime() + body.ValidDays * DAY_MS);
      const note = body.CustomerNote ? body.CustomerNote : null;
      const granted = await withTransaction(async (tx) => {
        const id = await coins.insertStaffGrant(tx, {
          customerId: customer.id,
          amountSatang: body.CoinsSatang,
          expiresAt,
          staffId: actor.staffId,
          reason: body.Reason,
          note,
          clientKey: body.ClientKey,
          detail: note
            ? { key: 'coins.history.staff', params: { note } }
            : { key: 'coins.history.staffPlain' },
        });
        // Another call with this key committed first: nothing written here.
        if (id === undefined) return undefined;
        const row = await coins.findGrant(tx, { id });
        await audit.record(tx, actor, {
          action: 'coins.grant',
          entityType: 'customer',
          entityId: customer.id,
          after: row ? presentGrant(row) : null,
          reason: body.Reason,
        });
        return row;
      });
      const answer = granted ?? (await coins.findGrant(db, { clientKey: body.ClientKey }));
      if (!answer) throw new AppError('CONFLICT', { message: 'coinGrant.keyReused' });
      return granted ? presentGrant(answer) : sameGrant(answer, body, customer.id);
    },

    async packs(query: { Page: number; PageSize: number }) {
      const rows = await coins.findCoinPackPage(db, {
        limit: query.PageSize + 1,
        offset: (query.Page - 1) * query.PageSize,
      });
      return pageOf(rows.map(presentPack), query);
    },

    pack: async (id: number): Promise<AdminCoinPack> => presentPack(await loadPack(id)),

    async createPack(actor: StaffActor, body: CoinPackCreateBody): Promise<AdminCoinPack> {
      checkPrice(body.PriceSatang);
      return withTransaction(async (tx) => {
        const row = await coins.insertCoinPack(tx, {
          nameTh: body.NameTh,
          nameEn: body.NameEn,
          priceSatang: body.PriceSatang,
          coinsSatang: body.PriceSatang,
          bonusSatang: body.BonusSatang,
          validDays: body.ValidDays,
          active: body.Active,
          sortOrder: body.SortOrder,
        });
        await audit.record(tx, actor, {
          action: 'coinPack.create',
          entityType: 'coinPack',
          entityId: row.id,
          after: presentPack(row),
        });
        return presentPack(row);
      });
    },

    /**
     * Renames, reorders, or switches a pack on or off. Its terms (price, bonus, validity) never
     * change: an order awaiting payment is credited with the pack's terms when it is paid
     * (order-ledger.ts), so a change could credit what was not paid for. New terms are a new pack.
     */
    async updatePack(
      actor: StaffActor,
      id: number,
      body: CoinPackUpdateBody,
    ): Promise<AdminCoinPack> {
      return withTransaction(async (tx) => {
        const before = await coins.findCoinPackById(tx, id, { forUpdate: true });
        if (!before) throw new AppError('NOT_FOUND', { message: 'coinPack.notFound' });
        const changesTerms =
          (body.PriceSatang !== undefined && body.PriceSatang !== before.priceSatang) ||
          (body.BonusSatang !== undefined && body.BonusSatang !== before.bonusSatang) ||
          (body.ValidDays !== undefined && body.ValidDays !== before.validDays);
        if (changesTerms) throw new AppError('CONFLICT', { message: 'coinPack.termsFixed' });
        const values = {
          ...(body.NameTh === undefined ? {} : { nameTh: body.NameTh }),
          ...(body.NameEn === undefined ? {} : { nameEn: body.NameEn }),
          ...(body.Active === undefined ? {} : { active: body.Active }),
          ...(body.SortOrder === undefined ? {} : { sortOrder: body.SortOrder }),
        };
        // Nothing to change (an empty body, or only the terms it already has): the pack as it is.
        if (Object.keys(values).length === 0) return presentPack(before);
        const after = await coins.updateCoinPack(tx, id, values);
        await audit.record(tx, actor, {
          action: 'coinPack.update',
          entityType: 'coinPack',
          entityId: id,
          before: presentPack(before),
          after: presentPack(after),
        });
        return presentPack(after);
      });
    },
  };
};

export type CoinAdminService = ReturnType<typeof createCoinAdminService>;
