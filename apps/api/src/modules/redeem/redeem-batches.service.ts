import type { Locale } from '@nangsue/contracts';
import type { RedeemBatch, RedeemBatchCreateBody, RedeemClaim } from '@nangsue/contracts/admin';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { formatDateTime } from '../../lib/dates.js';
import {
  createWithTransaction,
  systemClock,
  type Clock,
  type WithTransaction,
} from '../../lib/deps.js';
import { localName } from '../../lib/local-name.js';
import { translate } from '../../lib/messages.js';
import type { Audit, StaffActor } from '../staff/index.js';
import { formatCode, hashCode, mintCodes } from './redeem-code.js';
import type * as batchRepository from './redeem-batches.repository.js';
import type { BatchFilter, RedeemBatchView } from './redeem-batches.repository.js';
import { newSealKey, sealCodes, unsealCodes } from './redeem-seal.js';
import { csvDocument } from '../../lib/csv.js';

/** The name of the store secret that seals batches' plain codes until their export. */
const SEAL_KEY_NAME = 'redeem-batch-seal-key';
/** Coins of a coins batch last this long unless staff say otherwise (docs/buying.md §11.2). */
export const DEFAULT_COINS_VALID_DAYS = 90;

export type RedeemBatchServiceDeps = {
  db: Database;
  audit: Audit;
  batches: Pick<
    typeof batchRepository,
    | 'disableBatch'
    | 'ensureSecret'
    | 'findBatch'
    | 'findBatchPage'
    | 'findBookNames'
    | 'findClaimPage'
    | 'insertBatch'
    | 'insertBatchCodes'
    | 'revokeBatchCodes'
    | 'storeSealedCodes'
    | 'takeSealedCodes'
  >;
  withTransaction?: WithTransaction;
  clock?: Clock;
};

const SORTS: Record<string, BatchFilter['sort']> = {
  Id: 'id',
  CreatedAt: 'id',
  Name: 'name',
  ExpiresAt: 'expiresAt',
};

/** The batch as the back office shows it, in the caller's language. */
const present = (row: RedeemBatchView, locale: Locale): RedeemBatch => ({
  Id: row.id,
  Name: row.name,
  Kind: row.kind === 'book' ? 'book' : 'coins',
  BookId: row.bookId,
  BookName:
    row.bookNameTh !== null && row.bookNameEn !== null
      ? localName(locale, { nameTh: row.bookNameTh, nameEn: row.bookNameEn })
      : null,
  CoinsSatang: row.coinsSatang,
  CoinsValidDays: row.coinsValidDays,
  Count: row.count,
  MaxUses: row.maxUses,
  StartsAt: row.startsAt?.toISOString() ?? null,
  ExpiresAt: row.expiresAt?.toISOString() ?? null,
  Note: row.note,
  CreatedAt: row.createdAt.toISOString(),
  CreatedBy: row.createdBy,
  ExportedAt: row.exportedAt?.toISOString() ?? null,
  ExportedBy: row.exportedBy,
  DisabledAt: row.disabledAt?.toISOString() ?? null,
  DisabledBy: row.disabledBy,
  ClaimCount: row.claimCount,
});

/** What the audit log keeps of a batch: what it grants and its state, never a code. */
const auditView = (row: RedeemBatchView) => ({
  name: row.name,
  kind: row.kind,
  bookId: row.bookId,
  coinsSatang: row.coinsSatang,
  coinsValidDays: row.coinsValidDays,
  count: row.count,
  maxUses: row.maxUses,
  startsAt: row.startsAt,
  expiresAt: row.expiresAt,
  exportedAt: row.exportedAt,
  disabledAt: row.disabledAt,
});

/**
 * Redeem-code batches in the back office (docs/back-office.md, "Promotions"): staff make up to
 * 10,000 codes at once, download them as CSV exactly once (they are kept sealed until then and
 * erased as they are handed over), see who claimed them, and disable a batch (every code stops
 * working at once). Customers claim a batch's codes as any other (redeem.service.ts).
 */
export const createRedeemBatchService = ({
  db,
  audit,
  batches,
  withTransaction = createWithTransaction(db),
  clock = systemClock,
}: RedeemBatchServiceDeps) => {
  let sealKey: Promise<string> | undefined;
  /** The store's key for sealed codes, made once by whichever process needs it first. */
  const sealKeyOf = (): Promise<string> => {
    sealKey ??= batches.ensureSecret(db, SEAL_KEY_NAME, newSealKey()).catch((error: unknown) => {
      sealKey = undefined;
      throw error;
    });
    return sealKey;
  };

  const load = async (id: number): Promise<RedeemBatchView> => {
    const row = await batches.findBatch(db, id);
    if (!row) throw new AppError('NOT_FOUND', { message: 'redeemBatch.notFound' });
    return row;
  };

  /** The rules between fields, each with its own message (zod checked each field alone). */
  const grantOf = async (body: RedeemBatchCreateBody, now: Date) => {
    const startsAt = body.StartsAt ? new Date(body.StartsAt) : null;
    const expiresAt = body.ExpiresAt ? new Date(body.ExpiresAt) : null;
    if (startsAt && expiresAt && expiresAt <= startsAt)
      throw new AppError('VALIDATION_FAILED', { message: 'redeemBatch.window' });
    if (expiresAt && expiresAt <= now)
      throw new AppError('VALIDATION_FAILED', { message: 'redeemBatch.expiresInPast' });

    if (body.Kind === 'book') {
      if (body.CoinsSatang != null || body.CoinsValidDays != null)
        throw new AppError('VALIDATION_FAILED', { message: 'redeemBatch.bookWithCoins' });
      if (body.BookId == null)
        throw new AppError('VALIDATION_FAILED', { message: 'redeemBatch.bookRequired' });
      const book = await batches.findBookNames(db, body.BookId);
      if (!book?.published)
        throw new AppError('NOT_FOUND', {
          message: 'redeemBatch.bookNotFound',
          params: { id: body.BookId },
        });
      return {
        kind: 'book' as const,
        bookId: body.BookId,
        coinsSatang: null,
        coinsValidDays: null,
        startsAt,
        expiresAt,
      };
    }
    if (body.BookId != null)
      throw new AppError('VALIDATION_FAILED', { message: 'redeemBatch.coinsWithBook' });
    if (body.CoinsSatang == null)
      throw new AppError('VALIDATION_FAILED', { message: 'redeemBatch.coinsRequired' });
    return {
      kind: 'coins' as const,
      bookId: null,
      coinsSatang: body.CoinsSatang,
      coinsValidDays: body.CoinsValidDays ?? DEFAULT_COINS_VALID_DAYS,
      startsAt,
      expiresAt,
    };
  };

  return {
    async list(
      query: {
        Page: number;
        PageSize: number;
        Sort?: string | undefined;
        Order: 'ASC' | 'DESC';
        Q?: string | undefined;
        Kind?: 'book' | 'coins' | undefined;
        Status?: 'active' | 'disabled' | undefined;
      },
      locale: Locale,
    ) {
      const rows = await batches.findBatchPage(
        db,
        {
          ...(query.Q ? { text: query.Q } : {}),
          ...(query.Kind ? { kind: query.Kind } : {}),
          ...(query.Status ? { status: query.Status } : {}),
          sort: SORTS[query.Sort ?? 'Id'] ?? 'id',
          descending: query.Order === 'DESC',
        },
        query.PageSize + 1,
        (query.Page - 1) * query.PageSize,
      );
      return {
        Items: rows.slice(0, query.PageSize).map((row) => present(row, locale)),
        Page: query.Page,
        PageSize: query.PageSize,
        HasNextPage: rows.length > query.PageSize,
      };
    },

    get: async (id: number, locale: Locale): Promise<RedeemBatch> =>
      present(await load(id), locale),

    /**
     * Makes the batch and its codes in one transaction: codes drawn from the CSPRNG, only their
     * hashes stored as codes, the plain list sealed on the batch until its export.
     */
    async create(actor: StaffActor, body: RedeemBatchCreateBody, locale: Locale) {
      const now = clock.now();
      const grant = await grantOf(body, now);
      const key = await sealKeyOf();
      const plain = mintCodes(body.Count);
      const note = body.Note ? body.Note : null;

      const batchId = await withTransaction(async (tx) => {
        const id = await batches.insertBatch(tx, {
          name: body.Name,
          kind: grant.kind,
          bookId: grant.bookId,
          coinsSatang: grant.coinsSatang,
          coinsValidDays: grant.coinsValidDays,
          count: body.Count,
          maxUses: body.MaxUses,
          startsAt: grant.startsAt,
          expiresAt: grant.expiresAt,
          note,
          createdBy: actor.staffId,
          createdAt: now,
        });
        await batches.insertBatchCodes(tx, {
          batchId: id,
          hashes: plain.map(hashCode),
          hints: plain.map((code) => code.slice(-4)),
          kind: grant.kind,
          bookId: grant.bookId,
          coinsSatang: grant.coinsSatang,
          coinsValidDays: grant.coinsValidDays,
          maxUses: body.MaxUses,
          startsAt: grant.startsAt,
          expiresAt: grant.expiresAt,
          note: `batch ${id}`,
        });
        await batches.storeSealedCodes(tx, { batchId: id, sealed: sealCodes(key, id, plain) });
        const created = await batches.findBatch(tx, id);
        await audit.record(tx, actor, {
          action: 'redeemBatch.create',
          entityType: 'redeemBatch',
          entityId: id,
          after: created ? auditView(created) : null,
          reason: note,
        });
        return id;
      });
      return present(await load(batchId), locale);
    },

    /**
     * The plain codes as CSV, once: taken and erased in the transaction that records the export,
     * so of two exports at once exactly one gets the file; every later one hears when and by whom.
     * (Lost on the way, e.g. a dropped connection, they are gone: disable the batch, make another.)
     */
    async exportCodes(
      actor: StaffActor,
      batchId: number,
      locale: Locale,
    ): Promise<{ fileName: string; csv: string }> {
      const key = await sealKeyOf();
      const now = clock.now();
      const { codes, batch } = await withTransaction(async (tx) => {
        const sealed = await batches.takeSealedCodes(tx, {
          batchId,
          staffId: actor.staffId,
          now,
        });
        const current = await batches.findBatch(tx, batchId);
        if (!current) throw new AppError('NOT_FOUND', { message: 'redeemBatch.notFound' });
        if (sealed === undefined) {
          if (current.exportedAt)
            throw new AppError('CONFLICT', {
              message: 'redeemBatch.alreadyExported',
              params: {
                at: formatDateTime(current.exportedAt, locale),
                by: current.exportedBy ?? translate(locale, 'redeemBatch.someone'),
              },
            });
          throw new AppError('CONFLICT', { message: 'redeemBatch.disabledNoExport' });
        }
        // Unsealed before the commit: codes that cannot be read are not marked exported.
        const unsealed = unsealCodes(key, batchId, sealed);
        await audit.record(tx, actor, {
          action: 'redeemBatch.export',
          entityType: 'redeemBatch',
          entityId: batchId,
          after: { exportedAt: now, codes: unsealed.length },
        });
        return { codes: unsealed, batch: current };
      });
      return {
        fileName: `redeem-batch-${batchId}.csv`,
        csv: csvDocument([
          ['Code', 'Batch'],
          ...codes.map((code) => [formatCode(code), batch.name]),
        ]),
      };
    },

    /** Disables the batch: every code stops working at once (a claim in flight is refused). */
    async disable(actor: StaffActor, batchId: number, reason: string, locale: Locale) {
      const now = clock.now();
      await withTransaction(async (tx) => {
        const before = await batches.findBatch(tx, batchId);
        if (!before) throw new AppError('NOT_FOUND', { message: 'redeemBatch.notFound' });
        if (!(await batches.disableBatch(tx, { batchId, staffId: actor.staffId, now }))) {
          const current = await batches.findBatch(tx, batchId);
          throw new AppError('CONFLICT', {
            message: 'redeemBatch.alreadyDisabled',
            params: { at: formatDateTime(current?.disabledAt ?? now, locale) },
          });
        }
        const revoked = await batches.revokeBatchCodes(tx, { batchId, now });
        await audit.record(tx, actor, {
          action: 'redeemBatch.disable',
          entityType: 'redeemBatch',
          entityId: batchId,
          before: auditView(before),
          after: { disabledAt: now, codesRevoked: revoked },
          reason,
        });
      });
      return present(await load(batchId), locale);
    },

    /**
     * Who claimed codes (each by its last four symbols only), newest first: of one batch, or of
     * every batch.
     */
    async claims(query: { BatchId?: number | undefined; Page: number; PageSize: number }) {
      if (query.BatchId !== undefined) await load(query.BatchId);
      const rows = await batches.findClaimPage(db, {
        ...(query.BatchId === undefined ? {} : { batchId: query.BatchId }),
        limit: query.PageSize + 1,
        offset: (query.Page - 1) * query.PageSize,
      });
      const items: RedeemClaim[] = rows.slice(0, query.PageSize).map((row) => ({
        Id: `${row.codeId}-${row.customerId}`,
        BatchId: row.batchId,
        BatchName: row.batchName,
        CodeHint: row.codeHint,
        CustomerId: row.customerId,
        CustomerEmail: row.email,
        CustomerName: `${row.firstName} ${row.lastName}`.trim(),
        ClaimedAt: row.claimedAt.toISOString(),
      }));
      return {
        Items: items,
        Page: query.Page,
        PageSize: query.PageSize,
        HasNextPage: rows.length > query.PageSize,
      };
    },
  };
};

export type RedeemBatchService = ReturnType<typeof createRedeemBatchService>;
