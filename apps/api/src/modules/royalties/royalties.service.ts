import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import {
  createWithTransaction,
  systemClock,
  type Clock,
  type WithTransaction,
} from '../../lib/deps.js';
import type { Audit, StaffActor } from '../staff/index.js';
import type * as royaltiesRepository from './royalties.repository.js';
import type { MonthRange, NewStatementLine } from './royalties.repository.js';

export type RoyaltiesServiceDeps = {
  db: Database;
  clock?: Clock;
  /** Staff's issues are audited (`royaltyStatement.issue`), in the statement's transaction. */
  audit?: Audit;
  repository: Pick<
    typeof royaltiesRepository,
    | 'findLatestStatement'
    | 'findMonthLines'
    | 'findStatement'
    | 'findStatementLines'
    | 'findWithholdingRate'
    | 'insertPayout'
    | 'insertStatement'
    | 'lockOrganisation'
  >;
  withTransaction?: WithTransaction;
};

/** Bangkok is UTC+7 all year (no daylight saving). */
const BANGKOK_OFFSET = '+07:00';
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The month `YYYY-MM` as its Bangkok days [from, to) and its last day (YYYY-MM-DD). */
export const bangkokMonth = (month: string): MonthRange & { lastDay: string } => {
  const match = MONTH.exec(month);
  if (!match) throw new AppError('VALIDATION_FAILED', { message: 'royalties.badMonth' });
  const year = Number(match[1]);
  const index = Number(match[2]);
  const next = index === 12 ? `${year + 1}-01` : `${year}-${String(index + 1).padStart(2, '0')}`;
  const daysInMonth = new Date(Date.UTC(year, index, 0)).getUTCDate();
  return {
    from: new Date(`${month}-01T00:00:00${BANGKOK_OFFSET}`),
    to: new Date(`${next}-01T00:00:00${BANGKOK_OFFSET}`),
    lastDay: `${month}-${String(daysInMonth).padStart(2, '0')}`,
  };
};

/**
 * `amount` × `bp` / 10 000 rounded half away from zero to the satang, in integers: a refund line
 * (negative) is exactly the opposite of the sale line it takes back.
 */
export const shareOf = (amountSatang: number, bp: number): number => {
  const magnitude = Math.floor((Math.abs(amountSatang) * bp + 5000) / 10_000);
  return amountSatang < 0 ? -magnitude : magnitude;
};

/**
 * A statement's figures after its royalty (docs/royalties.md, "Carried forward"): the base is the
 * month's royalty plus the negative balance brought in (≤ 0). A base above zero has the rate's
 * share withheld and the rest paid, nothing carried out; otherwise nothing is withheld nor paid
 * and the base is carried out to the next statement. The table's money check says the same.
 */
export const settle = (
  royaltySatang: number,
  carriedInSatang: number,
  withholdingRateBp: number,
) => {
  const base = royaltySatang + carriedInSatang;
  if (base <= 0) {
    return { withholdingSatang: 0, payableSatang: 0, carriedOutSatang: base };
  }
  const withholdingSatang = shareOf(base, withholdingRateBp);
  return { withholdingSatang, payableSatang: base - withholdingSatang, carriedOutSatang: 0 };
};

/**
 * Royalty statements (docs/royalties.md, ADR 0019): an organisation's month, issued once and
 * frozen. Issuing locks the organisation's row, so two issues at once give one statement (the
 * second finds the first's); the unique (organisation, month) key stands behind it.
 */
export const createRoyaltiesService = ({
  db,
  clock = systemClock,
  audit,
  repository,
  withTransaction = createWithTransaction(db),
}: RoyaltiesServiceDeps) => {
  const read = async (
    statementId: number,
    organisationId: number,
    month: string,
    created: boolean,
  ) => {
    const statement = await repository.findStatement(db, organisationId, month);
    if (!statement || statement.id !== statementId) {
      throw new Error(`royalty statement ${statementId} vanished`);
    }
    return { statement, lines: await repository.findStatementLines(db, statement.id), created };
  };

  return {
    /**
     * Issues the statement of `month` (Bangkok, `YYYY-MM`, over already) for the organisation,
     * or answers the one issued before: sales of its books paid in the month and refunds made in
     * the month, each line's royalty rounded to the satang, the total their sum; the negative
     * balance of the organisation's latest statement brought in, then withholding tax at the
     * rate in force on the month's last day for its payee kind (`settle`). A statement with
     * something to pay gets its pending payout in the same transaction. `created` is false when
     * the month had been issued before (the statement is answered as it was); a month earlier
     * than the organisation's latest statement is refused (409 `royalties.monthBeforeLatest`).
     */
    async issue(params: {
      organisationId: number;
      month: string;
      staffId?: number | null;
      /** Staff issuing from the back office: the new statement is audited. */
      actor?: StaffActor;
    }) {
      const range = bangkokMonth(params.month);
      if (clock.now() < range.to) {
        throw new AppError('CONFLICT', {
          message: 'royalties.monthNotOver',
          params: { month: params.month },
        });
      }
      const issued = await withTransaction(async (tx) => {
        const organisation = await repository.lockOrganisation(tx, params.organisationId);
        if (!organisation) {
          throw new AppError('NOT_FOUND', { message: 'royalties.organisationNotFound' });
        }
        const existing = await repository.findStatement(tx, organisation.id, params.month);
        if (existing) return { id: existing.id, created: false };
        // Statements follow each other: each brings in the negative balance of the one before
        // it, so a month earlier than the latest issued can no longer be issued.
        const latest = await repository.findLatestStatement(tx, organisation.id);
        if (latest && latest.month > params.month) {
          throw new AppError('CONFLICT', {
            message: 'royalties.monthBeforeLatest',
            params: {
              month: params.month,
              latest: latest.month,
              organisation: organisation.name,
            },
          });
        }
        const carriedInSatang = latest?.carriedOutSatang ?? 0;

        const sources = await repository.findMonthLines(tx, organisation.catalogPublisherId, range);
        const lines: NewStatementLine[] = sources.map((source) => {
          const netSatang = source.kind === 'refund' ? -source.netSatang : source.netSatang;
          return {
            kind: source.kind,
            orderLineId: source.orderLineId,
            refundId: source.refundId,
            bookId: source.bookId,
            occurredAt: source.occurredAt,
            netSatang,
            royaltySatang: shareOf(netSatang, organisation.royaltyShareBp),
          };
        });
        const sum = (values: number[]) => values.reduce((all, value) => all + value, 0);
        const salesNetSatang = sum(lines.filter((l) => l.kind === 'sale').map((l) => l.netSatang));
        const refundsNetSatang = -sum(
          lines.filter((l) => l.kind === 'refund').map((l) => l.netSatang),
        );
        const royaltySatang = sum(lines.map((line) => line.royaltySatang));

        const rate = await repository.findWithholdingRate(
          tx,
          organisation.payeeKind,
          range.lastDay,
        );
        const withholdingRateBp = rate?.rateBp ?? 0;
        // Tax is withheld from what is paid: nothing when the refunds (this month's, or brought
        // in) outweigh the sales; that balance is carried out instead.
        const settled = settle(royaltySatang, carriedInSatang, withholdingRateBp);

        const statement = await repository.insertStatement(
          tx,
          {
            organisationId: organisation.id,
            month: params.month,
            royaltyShareBp: organisation.royaltyShareBp,
            payeeKind: organisation.payeeKind,
            withholdingRateBp,
            withholdingRateId: rate?.id ?? null,
            salesNetSatang,
            refundsNetSatang,
            royaltySatang,
            carriedInSatang,
            ...settled,
            lineCount: lines.length,
            issuedAt: clock.now(),
            issuedByStaffId: params.staffId ?? params.actor?.staffId ?? null,
          },
          lines,
        );
        if (statement.payableSatang > 0) {
          await repository.insertPayout(tx, {
            statementId: statement.id,
            organisationId: organisation.id,
            amountSatang: statement.payableSatang,
            createdAt: statement.issuedAt,
          });
        }
        if (audit && params.actor) {
          await audit.record(tx, params.actor, {
            action: 'royaltyStatement.issue',
            entityType: 'royalty_statement',
            entityId: statement.id,
            after: {
              organisationId: organisation.id,
              month: params.month,
              royaltySatang: statement.royaltySatang,
              carriedInSatang: statement.carriedInSatang,
              withholdingSatang: statement.withholdingSatang,
              payableSatang: statement.payableSatang,
              carriedOutSatang: statement.carriedOutSatang,
              lineCount: statement.lineCount,
            },
          });
        }
        return { id: statement.id, created: true };
      });
      return read(issued.id, params.organisationId, params.month, issued.created);
    },

    /** An issued statement with its lines, or undefined when the month was not issued. */
    async get(organisationId: number, month: string) {
      bangkokMonth(month);
      const statement = await repository.findStatement(db, organisationId, month);
      if (!statement) return undefined;
      return { statement, lines: await repository.findStatementLines(db, statement.id) };
    },
  };
};

export type RoyaltiesService = ReturnType<typeof createRoyaltiesService>;
