import type { AdminCoupon, CouponCreateBody, CouponUpdateBody } from '@nangsue/contracts/admin';
import type { Database, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import {
  createWithTransaction,
  systemClock,
  type Clock,
  type WithTransaction,
} from '../../lib/deps.js';
import type { Audit, StaffActor } from '../staff/index.js';
import type * as couponAdminRepository from './coupons-admin.repository.js';
import type { CouponFilter, CouponRow, NewCoupon } from './coupons-admin.repository.js';
import { describeCoupon, isCouponCode, normaliseCouponCode } from './coupons.service.js';

export type CouponAdminServiceDeps = {
  db: Database;
  audit: Audit;
  coupons: Pick<
    typeof couponAdminRepository,
    | 'findCouponById'
    | 'findCouponPage'
    | 'findMissingTargets'
    | 'insertCouponRow'
    | 'updateCouponRow'
  >;
  withTransaction?: WithTransaction;
  clock?: Clock;
};

const SORTS: Record<string, CouponFilter['sort']> = {
  Id: 'id',
  CreatedAt: 'id',
  Code: 'code',
  EndsAt: 'endsAt',
  UsedCount: 'usedCount',
};

/** The rules a coupon's fields must keep together (docs/coupons.md §1). */
type CouponRules = Pick<
  CouponRow,
  | 'kind'
  | 'percent'
  | 'amountSatang'
  | 'maxDiscountSatang'
  | 'minSpendSatang'
  | 'startsAt'
  | 'endsAt'
  | 'usageLimit'
  | 'perCustomerLimit'
  | 'bookIds'
  | 'categoryIds'
  | 'publisherIds'
  | 'active'
  | 'descriptionTh'
  | 'descriptionEn'
>;

const present = (row: CouponRow): AdminCoupon => ({
  Id: row.id,
  Code: row.code,
  DescriptionTh: row.descriptionTh,
  DescriptionEn: row.descriptionEn,
  Kind: row.kind,
  Percent: row.percent,
  AmountSatang: row.amountSatang,
  MaxDiscountSatang: row.maxDiscountSatang,
  MinSpendSatang: row.minSpendSatang,
  StartsAt: row.startsAt?.toISOString() ?? null,
  EndsAt: row.endsAt?.toISOString() ?? null,
  UsageLimit: row.usageLimit,
  PerCustomerLimit: row.perCustomerLimit,
  UsedCount: row.usedCount,
  BookIds: row.bookIds,
  CategoryIds: row.categoryIds,
  PublisherIds: row.publisherIds,
  Active: row.active,
  CreatedAt: row.createdAt.toISOString(),
});

const refuse = (message: ConstructorParameters<typeof AppError>[1]) =>
  new AppError('VALIDATION_FAILED', message);

const dateOf = (value: string | null | undefined): Date | null => (value ? new Date(value) : null);

/** `undefined` keeps what there is, `null` clears, a value sets. */
const pick = <T>(value: T | null | undefined, current: T): T | null =>
  value === undefined ? current : value;

/** The ids once each, in order. */
const unique = (ids: readonly number[]): number[] => [...new Set(ids)].sort((a, b) => a - b);

/**
 * Coupons in the back office (docs/coupons.md, docs/back-office.md "Promotions"): staff make and
 * change them with every rule of docs/coupons.md checked together, and contradictory rules
 * refused with a message that says which; every change audited. A code never changes (customers
 * and orders hold it); a coupon is switched off, never deleted (orders point at it).
 */
export const createCouponAdminService = ({
  db,
  audit,
  coupons,
  withTransaction = createWithTransaction(db),
  clock = systemClock,
}: CouponAdminServiceDeps) => {
  /** Every rule between fields, and that the books, categories and publishers exist. */
  const check = async (
    tx: DbOrTx,
    rules: CouponRules,
    context: { usedCount: number; endsAtChanged: boolean; now: Date },
  ) => {
    if (rules.kind === 'percent') {
      if (rules.percent === null) throw refuse({ message: 'couponAdmin.percentRequired' });
      if (rules.amountSatang !== null) throw refuse({ message: 'couponAdmin.percentWithAmount' });
    } else {
      if (rules.amountSatang === null) throw refuse({ message: 'couponAdmin.amountRequired' });
      if (rules.percent !== null) throw refuse({ message: 'couponAdmin.amountWithPercent' });
      if (rules.maxDiscountSatang !== null) throw refuse({ message: 'couponAdmin.capOnAmount' });
    }
    if (rules.startsAt && rules.endsAt && rules.endsAt <= rules.startsAt)
      throw refuse({ message: 'couponAdmin.window' });
    if (context.endsAtChanged && rules.endsAt && rules.endsAt <= context.now)
      throw refuse({ message: 'couponAdmin.endsInPast' });
    if (rules.usageLimit !== null && rules.perCustomerLimit > rules.usageLimit)
      throw refuse({
        message: 'couponAdmin.perCustomerAboveTotal',
        params: { perCustomer: rules.perCustomerLimit, total: rules.usageLimit },
      });
    if (rules.usageLimit !== null && rules.usageLimit < context.usedCount)
      throw refuse({
        message: 'couponAdmin.limitBelowUsed',
        params: { used: context.usedCount },
      });

    const missing = await coupons.findMissingTargets(tx, {
      bookIds: rules.bookIds,
      categoryIds: rules.categoryIds,
      publisherIds: rules.publisherIds,
    });
    if (missing.books.length > 0)
      throw refuse({
        message: 'couponAdmin.unknownBooks',
        params: { ids: missing.books.join(', ') },
      });
    if (missing.categories.length > 0)
      throw refuse({
        message: 'couponAdmin.unknownCategories',
        params: { ids: missing.categories.join(', ') },
      });
    if (missing.publishers.length > 0)
      throw refuse({
        message: 'couponAdmin.unknownPublishers',
        params: { ids: missing.publishers.join(', ') },
      });
  };

  /** The body over what the coupon has (or the defaults of a new one). */
  const merge = (body: CouponUpdateBody | CouponCreateBody, current: CouponRules): CouponRules => {
    const kind = body.Kind ?? current.kind;
    const merged: CouponRules = {
      kind,
      percent: pick(body.Percent, current.percent),
      amountSatang: pick(body.AmountSatang, current.amountSatang),
      maxDiscountSatang: pick(body.MaxDiscountSatang, current.maxDiscountSatang),
      minSpendSatang: pick(body.MinSpendSatang, current.minSpendSatang) ?? 0,
      startsAt: body.StartsAt === undefined ? current.startsAt : dateOf(body.StartsAt),
      endsAt: body.EndsAt === undefined ? current.endsAt : dateOf(body.EndsAt),
      usageLimit: pick(body.UsageLimit, current.usageLimit),
      perCustomerLimit: pick(body.PerCustomerLimit, current.perCustomerLimit) ?? 1,
      bookIds: unique(pick(body.BookIds, current.bookIds) ?? []),
      categoryIds: unique(pick(body.CategoryIds, current.categoryIds) ?? []),
      publisherIds: unique(pick(body.PublisherIds, current.publisherIds) ?? []),
      active: pick(body.Active, current.active) ?? true,
      descriptionTh: current.descriptionTh,
      descriptionEn: current.descriptionEn,
    };
    // A description staff did not write follows the coupon (it was written from its rules).
    const written = describeCoupon(current);
    const fresh = describeCoupon(merged);
    merged.descriptionTh =
      body.DescriptionTh ||
      (current.descriptionTh === written.descriptionTh || !current.descriptionTh
        ? fresh.descriptionTh
        : current.descriptionTh);
    merged.descriptionEn =
      body.DescriptionEn ||
      (current.descriptionEn === written.descriptionEn || !current.descriptionEn
        ? fresh.descriptionEn
        : current.descriptionEn);
    return merged;
  };

  const load = async (tx: DbOrTx, id: number, forUpdate = false): Promise<CouponRow> => {
    const row = await coupons.findCouponById(tx, id, { forUpdate });
    if (!row) throw new AppError('NOT_FOUND', { message: 'couponAdmin.notFound' });
    return row;
  };

  return {
    async list(query: {
      Page: number;
      PageSize: number;
      Sort?: string | undefined;
      Order: 'ASC' | 'DESC';
      Q?: string | undefined;
      Active?: boolean | undefined;
    }) {
      const rows = await coupons.findCouponPage(
        db,
        {
          ...(query.Q ? { text: query.Q } : {}),
          ...(query.Active === undefined ? {} : { active: query.Active }),
          sort: SORTS[query.Sort ?? 'Id'] ?? 'id',
          descending: query.Order === 'DESC',
        },
        query.PageSize + 1,
        (query.Page - 1) * query.PageSize,
      );
      return {
        Items: rows.slice(0, query.PageSize).map(present),
        Page: query.Page,
        PageSize: query.PageSize,
        HasNextPage: rows.length > query.PageSize,
      };
    },

    get: async (id: number): Promise<AdminCoupon> => present(await load(db, id)),

    async create(actor: StaffActor, body: CouponCreateBody): Promise<AdminCoupon> {
      const code = normaliseCouponCode(body.Code);
      if (!isCouponCode(code)) throw refuse({ message: 'couponAdmin.codeFormat' });
      const now = clock.now();
      const defaults: CouponRules = {
        kind: body.Kind,
        percent: null,
        amountSatang: null,
        maxDiscountSatang: null,
        minSpendSatang: 0,
        startsAt: null,
        endsAt: null,
        usageLimit: null,
        perCustomerLimit: 1,
        bookIds: [],
        categoryIds: [],
        publisherIds: [],
        active: true,
        descriptionTh: '',
        descriptionEn: '',
      };
      const rules = merge(body, defaults);
      return withTransaction(async (tx) => {
        await check(tx, rules, { usedCount: 0, endsAtChanged: true, now });
        const values: NewCoupon = { ...rules, code, createdAt: now };
        const row = await coupons.insertCouponRow(tx, values);
        if (!row)
          throw new AppError('CONFLICT', { message: 'couponAdmin.codeTaken', params: { code } });
        await audit.record(tx, actor, {
          action: 'coupon.create',
          entityType: 'coupon',
          entityId: row.id,
          after: present(row),
        });
        return present(row);
      });
    },

    /** Changes what the body names, checked with the rest; the coupon is locked meanwhile. */
    async update(actor: StaffActor, id: number, body: CouponUpdateBody): Promise<AdminCoupon> {
      const now = clock.now();
      return withTransaction(async (tx) => {
        const before = await load(tx, id, true);
        const rules = merge(body, before);
        await check(tx, rules, {
          usedCount: before.usedCount,
          endsAtChanged: body.EndsAt !== undefined,
          now,
        });
        const after = await coupons.updateCouponRow(tx, id, rules);
        await audit.record(tx, actor, {
          action: 'coupon.update',
          entityType: 'coupon',
          entityId: id,
          before: present(before),
          after: present(after),
        });
        return present(after);
      });
    },
  };
};

export type CouponAdminService = ReturnType<typeof createCouponAdminService>;
