import type {
  CategoryNode,
  CategoryPage,
  EntityPage,
  HomeCategory,
  ListingQuery,
  Locale,
  SeriesPage,
  SeriesQuery,
  NamedRef,
  ProductDetails,
  ProductOverview,
  ProductPage,
  SearchCriteriaOptions,
  Sort,
} from '@nangsue/contracts';
import { FORMATS, PAGE_SIZE, SORT_OPTIONS } from '@nangsue/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { currentStamp } from '../../lib/cache.js';
import { CARD_KEY, type CatalogCache } from '../../lib/catalog-cache.js';
import { translate, type MessageKey } from '../../lib/messages.js';
import { localName } from '../../lib/local-name.js';
import { toPaging } from '../../lib/paging.js';
import { coverStamp, toCategoryTree, toDetails, toOverview, toRef } from './catalog.mapper.js';
import type * as catalogRepository from './catalog.repository.js';
import type { BookFilter, CategoryRow, OverviewRow } from './catalog.repository.js';
import { renderCoverSvg } from '../../lib/cover-svg.js';
import { svgToWebp } from '../../lib/svg-raster.js';

type NotFoundKey = Extract<MessageKey, `catalog.${string}NotFound`>;

export type CatalogServiceDeps = {
  db: Database;
  cache: CatalogCache;
  filesBaseUrl: string;
  /** The catalog's repository; a unit test passes a substitute. */
  repository: Pick<
    typeof catalogRepository,
    | 'bookExists'
    | 'countBooksMatching'
    | 'findAlsoPurchasedIds'
    | 'findCatalogRanges'
    | 'findCategories'
    | 'findContributor'
    | 'findCoverFacts'
    | 'findDetails'
    | 'findManufacturer'
    | 'findOverviews'
    | 'findPublisher'
    | 'findPublishers'
    | 'findSeries'
    | 'findSliders'
    | 'findTag'
    | 'findTopAuthors'
    | 'findTopicByCode'
    | 'listBookIds'
    | 'listSeriesVolumes'
    | 'recordRecentView'
  >;
  /** SVG to WebP for drawn covers (`svgToWebp`); a test passes one that counts its calls. */
  rasterize?: (svg: string) => Promise<Buffer>;
};

const RECENT_VIEWS_KEPT = 50;
const HOME_PRODUCTS = 12;
const NEW_RELEASE_DAYS = 120;
const TREE_TTL_SECONDS = 60;
const PAGE_TTL_SECONDS = 60;
/** A drawn cover's WebP is the same for every visitor until the book changes (a new address). */
const COVER_TTL_SECONDS = 86_400;
/** The cache key of a drawn cover's WebP (base64: the cache holds JSON), by book and version. */
const GENERATED_COVER_KEY = (bookId: number, stamp: string) =>
  `catalog:generated-cover:${bookId}:${stamp}`;

type CoverFacts = NonNullable<Awaited<ReturnType<typeof catalogRepository.findCoverFacts>>>;

/** The SVG cover of a book without a stored picture, drawn from its title and authors. */
const drawCover = (id: number, facts: CoverFacts): string =>
  renderCoverSvg({
    title: facts.nameTh || facts.nameEn,
    author: facts.authors.map((author) => author.th || author.en).join(', '),
    ...(facts.seriesNameTh && facts.seriesVolume !== null
      ? { seriesLabel: `${facts.seriesNameTh} ${facts.seriesVolume}` }
      : {}),
    seed: id,
  });

const bahtToSatang = (baht: number | undefined) => (baht === undefined ? undefined : baht * 100);

const isoDaysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** A listing's price range must not be upside down (search criteria too). */
export const refuseBadPriceRange = (
  locale: Locale,
  min: number | undefined,
  max: number | undefined,
) => {
  if (min !== undefined && max !== undefined && min > max) {
    throw new AppError('VALIDATION_FAILED', {
      messages: [translate(locale, 'catalog.priceRange')],
    });
  }
};

export const createCatalogService = ({
  db,
  cache,
  filesBaseUrl,
  repository: catalog,
  rasterize = svgToWebp,
}: CatalogServiceDeps) => {
  // The category tree is read by every book page; the parsed rows are kept in this process for as
  // long as the cache holds the same stamp (written with them, gone when the cache is emptied or
  // expires), so a read costs a tiny cache lookup instead of parsing the whole tree.
  let parsedCategories: { stamp: string; rows: CategoryRow[] } | undefined;
  const categoryRows = async (): Promise<CategoryRow[]> => {
    const stamp = await currentStamp(cache, 'catalog:categories:stamp', TREE_TTL_SECONDS);
    if (parsedCategories && stamp === parsedCategories.stamp) return parsedCategories.rows;
    const rows = await cache.wrap('catalog:categories', TREE_TTL_SECONDS, () =>
      catalog.findCategories(db),
    );
    parsedCategories = { stamp, rows };
    return rows;
  };

  // A book's card (both languages) is read from the database once a minute at most: searches with a
  // new filter, sort or page every time are made of the same cards. Every page, listing and search
  // is assembled from these per-book entries, so a change to one book renews its card everywhere
  // (`bookChanged`) while the others stay cached; the catalog version moves them all.
  const overviews = async (locale: Locale, ids: number[]): Promise<ProductOverview[]> => {
    const cached = await Promise.all(ids.map((id) => cache.get<OverviewRow>(CARD_KEY(id))));
    const missing = ids.filter((_id, i) => cached[i] === undefined);
    const rows = await catalog.findOverviews(db, missing);
    await Promise.all(rows.map((row) => cache.set(CARD_KEY(row.id), row, PAGE_TTL_SECONDS)));
    const read = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id, i) => {
      const row = cached[i] ?? read.get(id);
      return row ? [toOverview(locale, filesBaseUrl, row)] : [];
    });
  };

  const page = async (params: {
    locale: Locale;
    filter: BookFilter;
    sort: Sort;
    pageNumber: number;
  }): Promise<ProductPage> => {
    // Which books a listing holds changes only with the catalog (whose version is in every key), so
    // a page's ids are read from the database at most once a minute per filter, sort and page
    // number; its cards come from the per-book entries. Texts are searched by the search room.
    const key = `catalog:page:${params.locale}:${params.sort}:${params.pageNumber}:${JSON.stringify(params.filter)}`;
    const { ids, total } = await cache.wrap(key, PAGE_TTL_SECONDS, async () => {
      const [pageIds, count] = await Promise.all([
        catalog.listBookIds(db, {
          filter: params.filter,
          sort: params.sort,
          locale: params.locale,
          limit: PAGE_SIZE,
          offset: (params.pageNumber - 1) * PAGE_SIZE,
        }),
        // The total does not depend on the language, sort or page: shared by all of them.
        cache.wrap(`catalog:count:${JSON.stringify(params.filter)}`, PAGE_TTL_SECONDS, () =>
          catalog.countBooksMatching(db, params.filter),
        ),
      ]);
      return { ids: pageIds, total: count };
    });
    return {
      Products: await overviews(params.locale, ids),
      Paging: toPaging(params.pageNumber, total),
    };
  };

  const listingFilter = (query: ListingQuery): BookFilter => ({
    ...(query.priceMin !== undefined ? { priceMinSatang: bahtToSatang(query.priceMin) } : {}),
    ...(query.priceMax !== undefined ? { priceMaxSatang: bahtToSatang(query.priceMax) } : {}),
    ...(query.language ? { language: query.language } : {}),
    ...(query.format ? { format: query.format } : {}),
    ...(query.publisherId !== undefined ? { publisherIds: [query.publisherId] } : {}),
    ...(query.minRating !== undefined ? { minRating: query.minRating } : {}),
  });

  /** Ids of a category and all its descendants. */
  const descendantIds = (rows: CategoryRow[], id: number): number[] => {
    const ids = [id];
    for (let index = 0; index < ids.length; index += 1) {
      for (const row of rows) if (row.parentId === ids[index]) ids.push(row.id);
    }
    return ids;
  };

  const pathOf = (locale: Locale, rows: CategoryRow[], id: number): NamedRef[] => {
    const byId = new Map(rows.map((row) => [row.id, row]));
    const path: NamedRef[] = [];
    for (
      let row = byId.get(id);
      row && path.length < 10;
      row = row.parentId === null ? undefined : byId.get(row.parentId)
    ) {
      path.unshift({ Id: row.id, Name: localName(locale, row) });
    }
    return path;
  };

  const notFound = (locale: Locale, key: NotFoundKey) =>
    new AppError('NOT_FOUND', { messages: [translate(locale, key)] });

  type Entity = {
    id: number;
    nameTh: string;
    nameEn: string;
    descriptionTh: string;
    descriptionEn: string;
  };

  /** A tag, imprint or publisher with one page of its books. */
  const entityPage = async (params: {
    locale: Locale;
    query: ListingQuery;
    find: () => Promise<Entity | undefined>;
    missing: NotFoundKey;
    filter: BookFilter;
  }): Promise<EntityPage> => {
    const { locale, query } = params;
    refuseBadPriceRange(locale, query.priceMin, query.priceMax);
    const entity = await params.find();
    if (!entity) throw notFound(locale, params.missing);
    const result = await page({
      locale,
      filter: { ...listingFilter(query), ...params.filter },
      sort: query.orderBy ?? 'bestseller',
      pageNumber: query.pageNumber,
    });
    return {
      Id: entity.id,
      Name: localName(locale, entity),
      Description: locale === 'en' ? entity.descriptionEn : entity.descriptionTh,
      ...result,
    };
  };

  return {
    async getSliders(locale: Locale) {
      const rows = await catalog.findSliders(db);
      return rows.map((row) => ({
        Id: row.id,
        Title: locale === 'en' ? row.titleEn : row.titleTh,
        Subtitle: locale === 'en' ? row.subtitleEn : row.subtitleTh,
        PictureUrl: `${filesBaseUrl}/${row.pictureKey}`,
        Link: row.link,
        IsExternal: /^https?:\/\//.test(row.link),
      }));
    },

    async getCategoryTree(locale: Locale): Promise<CategoryNode[]> {
      return toCategoryTree(locale, await categoryRows());
    },

    async getHomeCategories(locale: Locale): Promise<HomeCategory[]> {
      const rows = await categoryRows();
      const homeRows = rows.filter((row) => row.showOnHome && row.parentId === null);
      return Promise.all(
        homeRows.map(async (row) => {
          const ids = await catalog.listBookIds(db, {
            filter: { categoryIds: descendantIds(rows, row.id) },
            sort: 'bestseller',
            locale,
            limit: HOME_PRODUCTS,
            offset: 0,
          });
          return {
            Id: row.id,
            Name: localName(locale, row),
            Products: await overviews(locale, ids),
          };
        }),
      );
    },

    async getCategoryProducts(locale: Locale, id: number): Promise<HomeCategory> {
      const rows = await categoryRows();
      const row = rows.find((category) => category.id === id);
      if (!row) throw notFound(locale, 'catalog.categoryNotFound');
      const ids = await catalog.listBookIds(db, {
        filter: { categoryIds: descendantIds(rows, id) },
        sort: 'bestseller',
        locale,
        limit: PAGE_SIZE,
        offset: 0,
      });
      return { Id: row.id, Name: localName(locale, row), Products: await overviews(locale, ids) };
    },

    async recordRecentView(
      locale: Locale,
      params: { deviceId: string; productId: number },
    ): Promise<number[]> {
      if (!(await catalog.bookExists(db, params.productId)))
        throw notFound(locale, 'catalog.bookNotFound');
      return catalog.recordRecentView(db, {
        deviceId: params.deviceId,
        bookId: params.productId,
        keep: RECENT_VIEWS_KEPT,
      });
    },

    async getCategoryPage(locale: Locale, id: number, query: ListingQuery): Promise<CategoryPage> {
      refuseBadPriceRange(locale, query.priceMin, query.priceMax);
      const rows = await categoryRows();
      const row = rows.find((category) => category.id === id);
      if (!row) throw notFound(locale, 'catalog.categoryNotFound');
      const result = await page({
        locale,
        filter: { ...listingFilter(query), categoryIds: descendantIds(rows, id) },
        sort: query.orderBy ?? 'bestseller',
        pageNumber: query.pageNumber,
      });
      return {
        Id: row.id,
        Name: localName(locale, row),
        Description: locale === 'en' ? row.descriptionEn : row.descriptionTh,
        Breadcrumb: pathOf(locale, rows, id),
        SubCategories: rows
          .filter((child) => child.parentId === id)
          .map((child) => ({ Id: child.id, Name: localName(locale, child) })),
        ...result,
      };
    },

    async getNewProducts(locale: Locale, query: ListingQuery): Promise<ProductPage> {
      refuseBadPriceRange(locale, query.priceMin, query.priceMax);
      return page({
        locale,
        filter: {
          ...listingFilter(query),
          releasedFrom: isoDaysAgo(NEW_RELEASE_DAYS),
          releasedTo: isoDaysAgo(0),
        },
        sort: query.orderBy ?? 'newest',
        pageNumber: query.pageNumber,
      });
    },

    async getBestSellers(locale: Locale, query: ListingQuery): Promise<ProductPage> {
      refuseBadPriceRange(locale, query.priceMin, query.priceMax);
      return page({
        locale,
        filter: listingFilter(query),
        sort: query.orderBy ?? 'bestseller',
        pageNumber: query.pageNumber,
      });
    },

    getTagPage: (locale: Locale, id: number, query: ListingQuery) =>
      entityPage({
        locale,
        query,
        find: async () => {
          const tag = await catalog.findTag(db, id);
          return tag && { ...tag, descriptionTh: '', descriptionEn: '' };
        },
        missing: 'catalog.tagNotFound',
        filter: { tagId: id },
      }),

    getManufacturerPage: (locale: Locale, id: number, query: ListingQuery) =>
      entityPage({
        locale,
        query,
        find: () => catalog.findManufacturer(db, id),
        missing: 'catalog.manufacturerNotFound',
        filter: { manufacturerId: id },
      }),

    getVendorPage: (locale: Locale, id: number, query: ListingQuery) =>
      entityPage({
        locale,
        query,
        find: () => catalog.findPublisher(db, id),
        missing: 'catalog.publisherNotFound',
        filter: { publisherIds: [id] },
      }),

    /** A contributor (the author page, docs/catalog.md) and one page of their books, any role. */
    getAuthorPage: (locale: Locale, id: number, query: ListingQuery) =>
      entityPage({
        locale,
        query,
        find: async () => {
          const row = await catalog.findContributor(db, id);
          return row && { ...row, descriptionTh: '', descriptionEn: '' };
        },
        missing: 'catalog.authorNotFound',
        filter: { authorIds: [id] },
      }),

    /**
     * A series and one page of its published volumes in volume order. The page's ids (with their
     * numbers) are cached like every listing's (the catalog version in the key), the cards per book.
     */
    async getSeriesPage(locale: Locale, id: number, query: SeriesQuery): Promise<SeriesPage> {
      const row = await catalog.findSeries(db, id);
      if (!row) throw notFound(locale, 'catalog.seriesNotFound');
      const { volumes, total } = await cache.wrap(
        `catalog:series:${id}:${query.pageNumber}`,
        PAGE_TTL_SECONDS,
        async () => {
          const [pageVolumes, count] = await Promise.all([
            catalog.listSeriesVolumes(db, {
              seriesId: id,
              limit: PAGE_SIZE,
              offset: (query.pageNumber - 1) * PAGE_SIZE,
            }),
            cache.wrap(`catalog:count:${JSON.stringify({ seriesId: id })}`, PAGE_TTL_SECONDS, () =>
              catalog.countBooksMatching(db, { seriesId: id }),
            ),
          ]);
          return { volumes: pageVolumes, total: count };
        },
      );
      const products = await overviews(
        locale,
        volumes.map((volume) => volume.id),
      );
      const volumeOf = new Map(volumes.map((volume) => [volume.id, volume.volume]));
      return {
        Id: row.id,
        Name: localName(locale, row),
        Description: '',
        Products: products,
        Volumes: products.map((product) => ({
          ProductId: product.Id,
          Volume: volumeOf.get(product.Id) ?? null,
        })),
        Paging: toPaging(query.pageNumber, total),
      };
    },

    /** A category and every category under it (search criteria name top categories). */
    async expandCategories(ids: number[]): Promise<number[]> {
      const rows = await categoryRows();
      return [...new Set(ids.flatMap((id) => descendantIds(rows, id)))];
    },

    /** One page of a filtered listing (no text), cached like every listing. */
    listPage: page,

    async getSearchCriteria(locale: Locale): Promise<SearchCriteriaOptions> {
      const [rows, publisherRows, authorRows, ranges] = await Promise.all([
        categoryRows(),
        catalog.findPublishers(db),
        catalog.findTopAuthors(db, 60),
        catalog.findCatalogRanges(db),
      ]);
      return {
        Categories: toCategoryTree(locale, rows),
        Publishers: publisherRows.map((row) => toRef(locale, row)),
        Authors: authorRows.map((row) => toRef(locale, row)),
        PriceRange: {
          Min: Math.floor(ranges.minPrice / 100),
          Max: Math.ceil(ranges.maxPrice / 100),
        },
        Languages: [
          { Value: 'th', Name: translate(locale, 'catalog.language.th') },
          { Value: 'en', Name: translate(locale, 'catalog.language.en') },
        ],
        Formats: [...FORMATS],
        SortOptions: SORT_OPTIONS.map((value) => ({
          Value: value,
          Name: translate(locale, `catalog.sort.${value}`),
        })),
        Ratings: [5, 4, 3, 2, 1],
        ReleaseYears: { Min: ranges.minYear, Max: ranges.maxYear },
      };
    },

    async getProductDetails(locale: Locale, id: number): Promise<ProductDetails> {
      const [row, rows] = await Promise.all([catalog.findDetails(db, id), categoryRows()]);
      if (!row) throw notFound(locale, 'catalog.bookNotFound');
      return toDetails(locale, filesBaseUrl, row, (categoryId) => pathOf(locale, rows, categoryId));
    },

    async getAlsoPurchased(locale: Locale, id: number): Promise<ProductOverview[]> {
      if (!(await catalog.bookExists(db, id))) throw notFound(locale, 'catalog.bookNotFound');
      return overviews(locale, await catalog.findAlsoPurchasedIds(db, id, 12));
    },

    async getTopic(locale: Locale, code: string) {
      const topic = await catalog.findTopicByCode(db, code);
      if (!topic) throw notFound(locale, 'catalog.topicNotFound');
      return {
        Code: topic.code,
        Title: locale === 'en' ? topic.titleEn : topic.titleTh,
        Body: locale === 'en' ? topic.bodyEn : topic.bodyTh,
        Products: await overviews(locale, topic.bookIds),
      };
    },

    getOverviews: overviews,
    /**
     * One book changed without moving the catalog (its price, title, cover, later its rating):
     * its card is read afresh by the next page that shows it, in every process that shares the
     * cache. What the change does to listings (a price-sorted page, a rating filter) follows at
     * the page's expiry (a minute) or the next catalog version.
     */
    bookChanged: (bookId: number) => cache.forgetBook(bookId),

    async listFirstPage(locale: Locale, sort: 'newest' | 'bestseller'): Promise<ProductOverview[]> {
      const filter: BookFilter = sort === 'newest' ? { releasedTo: isoDaysAgo(0) } : {};
      const ids = await catalog.listBookIds(db, {
        filter,
        sort,
        locale,
        limit: PAGE_SIZE,
        offset: 0,
      });
      return overviews(locale, ids);
    },

    /**
     * The drawn cover as SVG, for addresses given before covers were WebP (pages cached with
     * them): drawn on every request, as they were.
     */
    async renderGeneratedCover(id: number): Promise<string | undefined> {
      const facts = await catalog.findCoverFacts(db, id);
      return facts && drawCover(id, facts);
    },

    /**
     * The drawn cover as WebP, rasterized once: the bytes are kept in the shared cache under the
     * book and the version in its address, so the next request (from any process sharing the
     * cache) reads them without the database. An address with an older or unknown version gets the
     * current picture, kept under the current version: a made-up version never rasterizes again.
     */
    async renderGeneratedCoverWebp(id: number, stamp: string): Promise<Buffer | undefined> {
      const kept = await cache.get<string>(GENERATED_COVER_KEY(id, stamp));
      if (kept !== undefined) return Buffer.from(kept, 'base64');
      const facts = await catalog.findCoverFacts(db, id);
      if (!facts) return undefined;
      const webp = await cache.wrap(
        GENERATED_COVER_KEY(id, coverStamp(facts.updatedAt)),
        COVER_TTL_SECONDS,
        async () => (await rasterize(drawCover(id, facts))).toString('base64'),
      );
      return Buffer.from(webp, 'base64');
    },
  };
};

export type CatalogService = ReturnType<typeof createCatalogService>;
