import {
  PRICE_CAMPAIGN_MAX_BOOKS,
  type AdminPriceCampaign,
  type AdminPriceCampaignBook,
  type AdminPriceCampaignBookListQuery,
  type AdminPriceCampaignCreateBody,
  type AdminPriceCampaignListQuery,
  type AdminPriceCampaignStopBody,
} from '@nangsue/contracts/admin';
import type { Database, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { CatalogCache } from '../../lib/catalog-cache.js';
import {
  createCatalogWrite,
  createWithTransaction,
  type Clock,
  type WithTransaction,
} from '../../lib/deps.js';
import type { Audit, StaffActor } from '../staff/index.js';
import { planOf, priceColumns, type PricePlan } from './catalog-admin.service.js';
import type * as priceCampaignsRepository from './price-campaigns.repository.js';
import type {
  BookPriceState,
  CampaignSelection,
  PriceCampaignOutcome,
  PriceCampaignRow,
  PriceCampaignStatus,
  PriceCampaignView,
  SalePlanWrite,
} from './price-campaigns.repository.js';

/**
 * Price campaigns (issue 24, docs/back-office.md "Campaign prices"). A campaign has no price
 * engine of its own: when it is made it writes, in one transaction, the sale plan of every book
 * it can take (the catalog's `books.sale_*`, through `priceColumns` of catalog-admin.service.ts,
 * marked with `sale_campaign_id`), and the `catalog.schedule` job starts and ends those sales as
 * it does any other. A book already in a sale (its own or another campaign's) is skipped and
 * counted. Stopping clears the plans it still holds. Every write is audited in its transaction
 * and moves the catalog version, as a book's price edit does.
 */
export type PriceCampaignDeps = {
  db: Database;
  audit: Audit;
  clock: Clock;
  cache?: Pick<CatalogCache, 'moveTo'> | undefined;
  catalogUpkeep: { bumpCatalogVersion: (tx: DbOrTx) => Promise<string> };
  repository: typeof priceCampaignsRepository;
  /** The wish list's price-drop check for books whose campaign price applies at once. */
  watchPrices?: ((tx: DbOrTx, bookIds: readonly number[]) => Promise<void>) | undefined;
  withTransaction?: WithTransaction;
};

const MAX_ID = 2_147_483_647;

const SORTS = { Id: 'id', StartsAt: 'startsAt', EndsAt: 'endsAt' } as const;

/**
 * The campaign price of a book: `percent` off its regular price, rounded DOWN to whole baht
 * (฿159 at 15 % off: ฿135.15 → ฿135), or the campaign's one price.
 */
export const campaignPriceOf = (
  rule: Pick<PriceCampaignRow, 'kind' | 'percent' | 'priceSatang'>,
  regularSatang: number,
): number =>
  rule.kind === 'percent'
    ? Math.floor((regularSatang * (100 - (rule.percent ?? 0))) / 10_000) * 100
    : (rule.priceSatang ?? 0);

/** A book is in another sale while its sale plan has not ended (planned, or running). */
const inOtherSale = (state: BookPriceState, now: Date): boolean =>
  state.salePriceSatang !== null && (state.saleEndsAt === null || state.saleEndsAt > now);

export const campaignStatusOf = (
  row: Pick<PriceCampaignRow, 'startsAt' | 'endsAt' | 'stoppedAt'>,
  now: Date,
): PriceCampaignStatus =>
  row.stoppedAt
    ? 'stopped'
    : row.startsAt > now
      ? 'scheduled'
      : row.endsAt > now
        ? 'running'
        : 'ended';

const present = (row: PriceCampaignView, now: Date): AdminPriceCampaign => ({
  Id: row.id,
  Name: row.name,
  Kind: row.kind,
  Percent: row.percent,
  PriceSatang: row.priceSatang,
  StartsAt: row.startsAt.toISOString(),
  EndsAt: row.endsAt.toISOString(),
  Status: campaignStatusOf(row, now),
  BookIds: row.selection.bookIds,
  CategoryIds: row.selection.categoryIds,
  PublisherIds: row.selection.publisherIds,
  TopicIds: row.selection.topicIds,
  AppliedCount: row.appliedCount,
  InOtherSaleCount: row.inOtherSaleCount,
  NotCheaperCount: row.notCheaperCount,
  CreatedAt: row.createdAt.toISOString(),
  CreatedBy: row.createdByEmail,
  StoppedAt: row.stoppedAt?.toISOString() ?? null,
  StoppedBy: row.stoppedByEmail,
});

const refuse = (message: ConstructorParameters<typeof AppError>[1]) =>
  new AppError('VALIDATION_FAILED', message);

const notFound = (id: string | number) =>
  new AppError('NOT_FOUND', { message: 'priceCampaign.notFound', params: { id } });

const idOf = (id: string): number => {
  const value = Number(id);
  if (!Number.isInteger(value) || value < 1 || value > MAX_ID) throw notFound(id);
  return value;
};

/** The ids once each, in order. */
const unique = (ids: readonly number[]): number[] => [...new Set(ids)].sort((a, b) => a - b);

export const createPriceCampaignService = ({
  db,
  audit,
  clock,
  cache,
  catalogUpkeep,
  repository,
  watchPrices,
  withTransaction = createWithTransaction(db),
}: PriceCampaignDeps) => {
  const write = createCatalogWrite({ withTransaction, catalogUpkeep, cache });

  const read = async (id: number): Promise<AdminPriceCampaign> => {
    const row = await repository.findCampaign(db, id);
    if (!row) throw notFound(id);
    return present(row, clock.now());
  };

  /** The window as stored: a start left empty or in the past is now; the end after both. */
  const windowOf = (body: AdminPriceCampaignCreateBody, now: Date) => {
    const asked = body.StartsAt ? new Date(body.StartsAt) : now;
    const startsAt = asked > now ? asked : now;
    const endsAt = new Date(body.EndsAt);
    if (endsAt <= now) throw refuse({ message: 'priceCampaign.endInPast' });
    if (endsAt <= startsAt) throw refuse({ message: 'priceCampaign.endBeforeStart' });
    return { startsAt, endsAt };
  };

  const ruleOf = (body: AdminPriceCampaignCreateBody) => {
    if (body.Kind === 'percent') {
      if (body.Percent == null || body.PriceSatang != null)
        throw refuse({ message: 'priceCampaign.percentRequired' });
      return { kind: 'percent' as const, percent: body.Percent, priceSatang: null };
    }
    if (body.PriceSatang == null || body.Percent != null)
      throw refuse({ message: 'priceCampaign.priceRequired' });
    return { kind: 'price' as const, percent: null, priceSatang: body.PriceSatang };
  };

  const checkSelection = async (tx: DbOrTx, selection: CampaignSelection) => {
    const missing = await repository.findMissingSelection(tx, selection);
    for (const key of ['bookIds', 'categoryIds', 'publisherIds', 'topicIds'] as const)
      if (missing[key].length > 0)
        throw refuse({
          message: `priceCampaign.missing.${key}`,
          params: { ids: missing[key].join(', ') },
        });
  };

  return {
    async list(query: AdminPriceCampaignListQuery) {
      const now = clock.now();
      const rows = await repository.findCampaignPage(db, {
        ...(query.Q ? { text: query.Q } : {}),
        ...(query.Status ? { status: query.Status } : {}),
        now,
        sort: SORTS[query.Sort ?? 'Id'],
        descending: query.Order === 'DESC',
        limit: query.PageSize + 1,
        offset: (query.Page - 1) * query.PageSize,
      });
      return {
        Items: rows.slice(0, query.PageSize).map((row) => present(row, now)),
        Page: query.Page,
        PageSize: query.PageSize,
        HasNextPage: rows.length > query.PageSize,
      };
    },

    get: (id: string) => read(idOf(id)),

    /**
     * Makes a campaign: every book of the selection is locked (in id order) and read as it is
     * now; a book in another sale, or one the campaign would not make cheaper, is skipped;
     * the others get the campaign's sale plan. When no book is left, nothing is made (409).
     */
    async create(actor: StaffActor, body: AdminPriceCampaignCreateBody) {
      const now = clock.now();
      const rule = ruleOf(body);
      const { startsAt, endsAt } = windowOf(body, now);
      const selection: CampaignSelection = {
        bookIds: unique(body.BookIds),
        categoryIds: unique(body.CategoryIds),
        publisherIds: unique(body.PublisherIds),
        topicIds: unique(body.TopicIds),
      };
      if (Object.values(selection).every((ids) => ids.length === 0))
        throw refuse({ message: 'priceCampaign.emptySelection' });

      const id = await write(async (tx) => {
        await checkSelection(tx, selection);
        const bookIds = await repository.findSelectedBookIds(
          tx,
          selection,
          PRICE_CAMPAIGN_MAX_BOOKS + 1,
        );
        if (bookIds.length === 0) throw refuse({ message: 'priceCampaign.noBooks' });
        if (bookIds.length > PRICE_CAMPAIGN_MAX_BOOKS)
          throw refuse({
            message: 'priceCampaign.tooManyBooks',
            params: { max: PRICE_CAMPAIGN_MAX_BOOKS.toLocaleString('en-US') },
          });

        const states = await repository.lockBookPrices(tx, bookIds);
        const books = states.map((state) => {
          const plan = planOf(state);
          const price = campaignPriceOf(rule, plan.price);
          const outcome: PriceCampaignOutcome = inOtherSale(state, now)
            ? 'inOtherSale'
            : price >= plan.price
              ? 'notCheaper'
              : 'applied';
          return { state, plan, price, outcome };
        });
        const applied = books.filter((book) => book.outcome === 'applied');
        const counted = (outcome: PriceCampaignOutcome) =>
          books.filter((book) => book.outcome === outcome).length;
        const counts = {
          appliedCount: applied.length,
          inOtherSaleCount: counted('inOtherSale'),
          notCheaperCount: counted('notCheaper'),
        };
        if (applied.length === 0)
          throw new AppError('CONFLICT', {
            message: 'priceCampaign.nothingApplied',
            params: {
              count: books.length,
              inOtherSale: counts.inOtherSaleCount,
              notCheaper: counts.notCheaperCount,
            },
          });

        const campaign = await repository.insertCampaign(tx, {
          name: body.Name,
          ...rule,
          startsAt,
          endsAt,
          selection,
          ...counts,
          createdBy: actor.staffId,
        });
        const plans: SalePlanWrite[] = applied.map(({ state, plan, price }) => {
          const next: PricePlan = {
            ...plan,
            salePrice: price,
            saleStartsAt: startsAt,
            saleEndsAt: endsAt,
          };
          return { id: state.id, ...priceColumns(next, now), saleCampaignId: campaign.id };
        });
        await repository.writeSalePlans(tx, plans);
        await repository.insertCampaignBooks(
          tx,
          campaign.id,
          books.map(({ state, plan, price, outcome }) => ({
            bookId: state.id,
            outcome,
            regularPriceSatang: plan.price,
            campaignPriceSatang: price,
          })),
        );
        // Applied at once (it starts now): the wish lists' price-drop check, as the job does.
        if (startsAt <= now)
          await watchPrices?.(
            tx,
            applied.map(({ state }) => state.id),
          );
        const ids = (outcome: PriceCampaignOutcome) =>
          books.filter((book) => book.outcome === outcome).map((book) => book.state.id);
        await audit.record(tx, actor, {
          action: 'priceCampaign.create',
          entityType: 'priceCampaign',
          entityId: campaign.id,
          before: null,
          after: {
            Name: campaign.name,
            Kind: campaign.kind,
            Percent: campaign.percent,
            PriceSatang: campaign.priceSatang,
            StartsAt: startsAt.toISOString(),
            EndsAt: endsAt.toISOString(),
            BookIds: selection.bookIds,
            CategoryIds: selection.categoryIds,
            PublisherIds: selection.publisherIds,
            TopicIds: selection.topicIds,
            Applied: ids('applied'),
            SkippedInOtherSale: ids('inOtherSale'),
            SkippedNotCheaper: ids('notCheaper'),
          },
        });
        return campaign.id;
      });
      return read(id);
    },

    /**
     * Ends a scheduled or running campaign now: the books whose plan is still the campaign's get
     * their regular price back at once; a plan staff changed on the book since stays (it is the
     * book's own now) and only loses its mark.
     */
    async stop(actor: StaffActor, id: string, body: AdminPriceCampaignStopBody) {
      const campaignId = idOf(id);
      await write(async (tx) => {
        const now = clock.now();
        const campaign = await repository.lockCampaign(tx, campaignId);
        if (!campaign) throw notFound(id);
        if (campaign.stoppedAt)
          throw new AppError('CONFLICT', { message: 'priceCampaign.alreadyStopped' });
        if (campaign.endsAt <= now)
          throw new AppError('CONFLICT', { message: 'priceCampaign.alreadyEnded' });
        const status = campaignStatusOf(campaign, now);

        const held = await repository.lockBooksOfCampaign(tx, campaignId);
        const isUnchanged = (book: (typeof held)[number]) =>
          book.salePriceSatang !== null &&
          book.salePriceSatang === book.campaignPriceSatang &&
          book.saleStartsAt?.getTime() === campaign.startsAt.getTime() &&
          book.saleEndsAt?.getTime() === campaign.endsAt.getTime();
        const restored = held.filter(isUnchanged);
        const changed = held.filter((book) => !isUnchanged(book));
        await repository.writeSalePlans(
          tx,
          restored.map((book) => ({
            id: book.id,
            ...priceColumns(
              { ...planOf(book), salePrice: null, saleStartsAt: null, saleEndsAt: null },
              now,
            ),
            saleCampaignId: null,
          })),
        );
        await repository.unmarkBooks(
          tx,
          changed.map((book) => book.id),
        );
        await repository.markCampaignStopped(tx, campaignId, actor.staffId, now);
        await audit.record(tx, actor, {
          action: 'priceCampaign.stop',
          entityType: 'priceCampaign',
          entityId: campaignId,
          before: { Status: status },
          after: {
            Status: 'stopped',
            Restored: restored.map((book) => book.id),
            ChangedOnTheBook: changed.map((book) => book.id),
          },
          reason: body.Reason,
        });
      });
      return read(campaignId);
    },

    async listBooks(query: AdminPriceCampaignBookListQuery) {
      if (query.CampaignId !== undefined && !(await repository.findCampaign(db, query.CampaignId)))
        throw notFound(query.CampaignId);
      const rows = await repository.findCampaignBookPage(db, {
        ...(query.CampaignId !== undefined ? { campaignId: query.CampaignId } : {}),
        ...(query.Outcome ? { outcome: query.Outcome } : {}),
        descending: query.Order === 'DESC',
        limit: query.PageSize + 1,
        offset: (query.Page - 1) * query.PageSize,
      });
      const items: AdminPriceCampaignBook[] = rows.slice(0, query.PageSize).map((row) => ({
        Id: `${row.campaignId}-${row.bookId}`,
        CampaignId: row.campaignId,
        BookId: row.bookId,
        CampaignName: row.campaignName,
        NameTh: row.nameTh,
        NameEn: row.nameEn,
        Outcome: row.outcome,
        RegularPriceSatang: row.regularPriceSatang,
        CampaignPriceSatang: row.campaignPriceSatang,
        CurrentPriceSatang: row.currentPriceSatang,
        Held: row.held,
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
