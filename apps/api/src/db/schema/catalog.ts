import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { devices } from './devices.js';
import { staff } from './staff.js';
import { tsvector } from './types.js';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const contributorRole = pgEnum('contributor_role', [
  'author',
  'translator',
  'illustrator',
  'editor',
]);
export const bookFormat = pgEnum('book_format', ['EPUB', 'PDF']);
export const textLanguage = pgEnum('text_language', ['th', 'en']);
/**
 * VAT of a book's sale (docs/buying.md): `standard` 7 %, or `exempt` for e-books of newspapers,
 * magazines and textbooks (Revenue Code s. 81(1)(n)).
 */
export const vatCategory = pgEnum('vat_category', ['standard', 'exempt']);

/** A tree of categories; names in Thai and English. */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    parentId: integer('parent_id'),
    nameTh: varchar('name_th', { length: 200 }).notNull(),
    nameEn: varchar('name_en', { length: 200 }).notNull(),
    descriptionTh: text('description_th').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    displayOrder: integer('display_order').notNull().default(0),
    showOnHome: boolean('show_on_home').notNull().default(false),
    published: boolean('published').notNull().default(true),
    ...timestamps,
  },
  (table) => [index('categories_parent_idx').on(table.parentId, table.displayOrder)],
);

/** Publishers: the spec's vendors. */
export const publishers = pgTable(
  'publishers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    nameTh: varchar('name_th', { length: 200 }).notNull(),
    nameEn: varchar('name_en', { length: 200 }).notNull(),
    descriptionTh: text('description_th').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    email: varchar('email', { length: 320 }),
    published: boolean('published').notNull().default(true),
    /** Both names, normalised, for autocomplete. */
    searchText: text('search_text').notNull().default(''),
    ...timestamps,
  },
  (table) => [uniqueIndex('publishers_names_key').on(table.nameTh, table.nameEn)],
);

/** Imprints and brands (the spec's manufacturers), usually of one publisher. */
export const manufacturers = pgTable(
  'manufacturers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    publisherId: integer('publisher_id').references(() => publishers.id),
    nameTh: varchar('name_th', { length: 200 }).notNull(),
    nameEn: varchar('name_en', { length: 200 }).notNull(),
    descriptionTh: text('description_th').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    published: boolean('published').notNull().default(true),
    ...timestamps,
  },
  (table) => [uniqueIndex('manufacturers_names_key').on(table.nameTh, table.nameEn)],
);

export const contributors = pgTable(
  'contributors',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    nameTh: varchar('name_th', { length: 200 }).notNull(),
    nameEn: varchar('name_en', { length: 200 }).notNull(),
    /** Both names, normalised, for autocomplete (pg_trgm). */
    searchText: text('search_text').notNull().default(''),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('contributors_names_key').on(table.nameTh, table.nameEn),
    index('contributors_search_text_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);

export const series = pgTable(
  'series',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    nameTh: varchar('name_th', { length: 200 }).notNull(),
    nameEn: varchar('name_en', { length: 200 }).notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex('series_names_key').on(table.nameTh, table.nameEn)],
);

export const tags = pgTable(
  'tags',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    nameTh: varchar('name_th', { length: 100 }).notNull(),
    nameEn: varchar('name_en', { length: 100 }).notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex('tags_names_key').on(table.nameTh, table.nameEn)],
);

export const books = pgTable(
  'books',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The publisher's record reference (ONIX RecordReference); re-imports update by it. */
    recordReference: varchar('record_reference', { length: 100 }),
    nameTh: varchar('name_th', { length: 400 }).notNull(),
    nameEn: varchar('name_en', { length: 400 }).notNull(),
    /** Sort keys: Thai with leading vowels moved after their consonant (dictionary order), English folded. */
    sortNameTh: varchar('sort_name_th', { length: 400 }).notNull().default(''),
    sortNameEn: varchar('sort_name_en', { length: 400 }).notNull().default(''),
    /** Normalised names for "starts with" autocomplete (btree, text_pattern_ops). */
    titleKeyTh: text('title_key_th').notNull().default(''),
    titleKeyEn: text('title_key_en').notNull().default(''),
    shortDescriptionTh: text('short_description_th').notNull().default(''),
    shortDescriptionEn: text('short_description_en').notNull().default(''),
    fullDescriptionTh: text('full_description_th').notNull().default(''),
    fullDescriptionEn: text('full_description_en').notNull().default(''),
    publisherId: integer('publisher_id').references(() => publishers.id),
    manufacturerId: integer('manufacturer_id').references(() => manufacturers.id),
    seriesId: integer('series_id').references(() => series.id),
    seriesVolume: smallint('series_volume'),
    isbn: varchar('isbn', { length: 13 }),
    eIsbn: varchar('e_isbn', { length: 13 }),
    textLanguage: textLanguage('text_language').notNull().default('th'),
    pageCount: integer('page_count'),
    releaseDate: date('release_date', { mode: 'string' }),
    /**
     * The moment the book opens to its buyers (docs/buying.md "Pre-orders"); while it is in the
     * future the book is sold as a pre-order and paid orders wait for the `preorders.release` job.
     * Null: released.
     */
    releaseAt: timestamp('release_at', { withTimezone: true }),
    /** Integer satang (1 THB = 100 satang). */
    priceSatang: integer('price_satang').notNull(),
    oldPriceSatang: integer('old_price_satang'),
    vatCategory: vatCategory('vat_category').notNull().default('standard'),
    hasSample: boolean('has_sample').notNull().default(false),
    /**
     * Read while you pay (docs/reader.md): the share of the book, in percent, that a customer reads
     * while their order of it waits for the payment (the first chapters or pages up to it).
     */
    pendingPreviewPercent: smallint('pending_preview_percent').notNull().default(20),
    /** Downloads a customer may make of this book; null: the store's default (DOWNLOAD_LIMIT). */
    downloadLimit: smallint('download_limit'),
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** Copies sold; orders add to it, best sellers sort by it. */
    soldCount: integer('sold_count').notNull().default(0),
    /** Key of the cover picture (357x510) in file storage. */
    coverKey: varchar('cover_key', { length: 300 }),
    published: boolean('published').notNull().default(true),
    /**
     * Scheduled publication (back office): an unpublished book with a `publish_at` is published by
     * the `catalog.schedule` job once that time has come (docs/catalog.md, "Status and sale prices").
     */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /**
     * A sale planned by staff: `sale_price_satang` from `sale_starts_at` (null: now) until
     * `sale_ends_at` (null: open-ended). While it runs, `price_satang` IS the sale price (every
     * reader, basket and checkout included, reads only `price_satang`) and the regular price and old
     * price wait in `regular_price_satang` / `regular_old_price_satang` (non-null exactly while the
     * sale is applied); the `catalog.schedule` job applies and ends sales.
     */
    salePriceSatang: integer('sale_price_satang'),
    saleStartsAt: timestamp('sale_starts_at', { withTimezone: true }),
    saleEndsAt: timestamp('sale_ends_at', { withTimezone: true }),
    /**
     * The price campaign that wrote this sale plan (docs/back-office.md, "Campaign prices"); null
     * for a plan staff set on the book. Stopping the campaign clears only the plans it still holds.
     */
    saleCampaignId: integer('sale_campaign_id').references((): AnyPgColumn => priceCampaigns.id, {
      onDelete: 'set null',
    }),
    regularPriceSatang: integer('regular_price_satang'),
    regularOldPriceSatang: integer('regular_old_price_satang'),
    /**
     * Popularity snapshot for search ranking: recomputed from sales and ratings by the scheduled
     * `refreshPopularity` (never per sale), so a sale does not rewrite search data.
     */
    popularity: integer('popularity').notNull().default(0),
    /**
     * Weighted vector: A title, B first contributor, C other contributors and series, D
     * publisher/imprint (segmented tokens).
     */
    searchVector: tsvector('search_vector'),
    /** Description tokens, matched with a low weight. */
    descriptionVector: tsvector('description_vector'),
    /** Normalised title and contributor names for pg_trgm (partial words, typos). */
    searchText: text('search_text').notNull().default(''),
    /**
     * `search_text` reduced to how it sounds (lib/thai-normalize.ts `looseThai`: no tone marks or
     * thanthakhat, consonants of one sound as one, doubled consonants once): the spelling-tolerant
     * tier of search (docs/search.md).
     */
    searchLoose: text('search_loose').notNull().default(''),
    ...timestamps,
  },
  (table) => [
    check('books_price_check', sql`${table.priceSatang} >= 0`),
    check(
      'books_old_price_check',
      sql`${table.oldPriceSatang} is null or ${table.oldPriceSatang} >= 0`,
    ),
    check(
      'books_pending_preview_percent_check',
      sql`${table.pendingPreviewPercent} between 1 and 100`,
    ),
    check('books_rating_check', sql`${table.ratingCount} >= 0 and ${table.ratingSum} >= 0`),
    uniqueIndex('books_record_reference_key').on(table.recordReference),
    index('books_isbn_idx').on(table.isbn),
    index('books_e_isbn_idx').on(table.eIsbn),
    index('books_publisher_idx').on(table.publisherId),
    index('books_manufacturer_idx').on(table.manufacturerId),
    index('books_series_idx').on(table.seriesId, table.seriesVolume),
    index('books_release_idx').on(table.releaseDate.desc(), table.id.desc()),
    index('books_sold_idx').on(table.soldCount.desc(), table.id.desc()),
    index('books_price_idx').on(table.priceSatang, table.id),
    // Autocomplete (migration 0009, partial on published books, covering): books_title_key_th_idx and
    // books_title_key_en_idx (title key text_pattern_ops, including copies sold and id): titles starting
    // with a text; books_title_prefix{1,2,3}_{th,en}_idx (left(title key, n), copies sold desc, id
    // desc; n = 3 includes the title key): the best sellers among titles starting with 1, 2 or 3
    // given characters are the first entries of one of these, read without the table.
    // books_sort_name_th_idx and books_sort_name_en_idx (sort_name_*, id): migration 0003.
    index('books_search_vector_idx').using('gin', table.searchVector),
    index('books_description_vector_idx').using('gin', table.descriptionVector),
    index('books_search_text_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('books_search_loose_trgm_idx').using('gin', sql`${table.searchLoose} gin_trgm_ops`),
    index('books_popularity_idx')
      .on(table.popularity.desc(), table.id.desc())
      .where(sql`${table.published}`),
    check(
      'books_sale_price_check',
      sql`${table.salePriceSatang} is null or ${table.salePriceSatang} >= 0`,
    ),
    check(
      'books_sale_dates_check',
      sql`${table.saleStartsAt} is null or ${table.saleEndsAt} is null or ${table.saleStartsAt} < ${table.saleEndsAt}`,
    ),
    // The back office's book list (newest changes first; drafts and scheduled books apart) and the
    // schedule job's two small sets.
    index('books_updated_idx').on(table.updatedAt.desc(), table.id.desc()),
    index('books_unpublished_idx')
      .on(table.id.desc())
      .where(sql`not ${table.published}`),
    index('books_release_at_idx')
      .on(table.releaseAt)
      .where(sql`${table.releaseAt} is not null`),
    index('books_publish_at_idx')
      .on(table.publishAt)
      .where(sql`${table.publishAt} is not null`),
    index('books_sale_idx')
      .on(table.saleStartsAt)
      .where(sql`${table.salePriceSatang} is not null or ${table.regularPriceSatang} is not null`),
    index('books_sale_campaign_idx')
      .on(table.saleCampaignId)
      .where(sql`${table.saleCampaignId} is not null`),
  ],
);

export const priceCampaignKind = pgEnum('price_campaign_kind', ['percent', 'price']);
/** What a campaign did with a book it was given: applied its price, or skipped it and why. */
export const priceCampaignOutcome = pgEnum('price_campaign_outcome', [
  'applied',
  'inOtherSale',
  'notCheaper',
]);

/**
 * A price campaign (back office, docs/back-office.md "Campaign prices"): a name, a window and a
 * price rule over a set of books. It has no price engine of its own: when it is made it writes
 * each free book's sale plan (`books.sale_*`, marked `sale_campaign_id`), which the
 * `catalog.schedule` job applies and ends like any sale. `selection` keeps what staff picked;
 * `price_campaign_books` what came of each book.
 */
export const priceCampaigns = pgTable(
  'price_campaigns',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 200 }).notNull(),
    kind: priceCampaignKind('kind').notNull(),
    /** Percent off the regular price, rounded down to whole baht (kind `percent`). */
    percent: smallint('percent'),
    /** The campaign price of every book (kind `price`). */
    priceSatang: integer('price_satang'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    selection: jsonb('selection')
      .$type<{
        bookIds: number[];
        categoryIds: number[];
        publisherIds: number[];
        topicIds: number[];
      }>()
      .notNull(),
    appliedCount: integer('applied_count').notNull().default(0),
    inOtherSaleCount: integer('in_other_sale_count').notNull().default(0),
    notCheaperCount: integer('not_cheaper_count').notNull().default(0),
    createdBy: integer('created_by').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    stoppedBy: integer('stopped_by').references(() => staff.id, { onDelete: 'set null' }),
  },
  (table) => [
    check(
      'price_campaigns_rule_check',
      sql`(${table.kind} = 'percent' and ${table.percent} between 1 and 90 and ${table.priceSatang} is null)
       or (${table.kind} = 'price' and ${table.percent} is null and ${table.priceSatang} >= 0)`,
    ),
    check('price_campaigns_window_check', sql`${table.startsAt} < ${table.endsAt}`),
    index('price_campaigns_starts_idx').on(table.startsAt.desc(), table.id.desc()),
  ],
);

/** Each book a campaign was given, with its regular and campaign price when it was made. */
export const priceCampaignBooks = pgTable(
  'price_campaign_books',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => priceCampaigns.id, { onDelete: 'cascade' }),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    outcome: priceCampaignOutcome('outcome').notNull(),
    regularPriceSatang: integer('regular_price_satang').notNull(),
    campaignPriceSatang: integer('campaign_price_satang').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.campaignId, table.bookId] }),
    index('price_campaign_books_book_idx').on(table.bookId),
  ],
);

/**
 * Every catalog search, for the back office's "searches with no result": the normalised text, the
 * caller's language, how many books it found, how long it took, and which books its page showed. Written in batches off the
 * response path (search-log.ts).
 */
export const searchLog = pgTable(
  'search_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull().defaultNow(),
    text: text('text').notNull(),
    language: textLanguage('language').notNull(),
    resultCount: integer('result_count').notNull(),
    latencyMs: real('latency_ms').notNull(),
    /** The text searched instead when the typed one found nothing (a keyboard-layout slip). */
    correctedTo: text('corrected_to'),
    /**
     * The books on the page of results the search showed (in order, at most a page): the
     * publisher portal's "search terms that led to your books" (docs/sales-stats.md).
     */
    bookIds: integer('book_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
  },
  (table) => [
    index('search_log_searched_at_idx').on(table.searchedAt),
    index('search_log_book_ids_idx').using('gin', table.bookIds),
    index('search_log_empty_idx')
      .on(table.text)
      .where(sql`${table.resultCount} = 0`),
  ],
);

/**
 * What the book page shows besides the book's own columns, precomputed so a details read is one
 * primary-key lookup: publisher, imprint and series names, contributors, categories, tags, files.
 * Written with the book's links in the same transaction (catalog-upkeep.repository `refreshBookDetails`).
 */
export const bookDetails = pgTable('book_details', {
  bookId: integer('book_id')
    .primaryKey()
    .references(() => books.id, { onDelete: 'cascade' }),
  doc: jsonb('doc').notNull(),
});

export const bookContributors = pgTable(
  'book_contributors',
  {
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    contributorId: integer('contributor_id')
      .notNull()
      .references(() => contributors.id),
    role: contributorRole('role').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.bookId, table.contributorId, table.role] }),
    index('book_contributors_contributor_idx').on(table.contributorId),
  ],
);

export const bookCategories = pgTable(
  'book_categories',
  {
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.bookId, table.categoryId] }),
    index('book_categories_category_idx').on(table.categoryId, table.bookId),
  ],
);

export const bookTags = pgTable(
  'book_tags',
  {
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id),
  },
  (table) => [
    primaryKey({ columns: [table.bookId, table.tagId] }),
    index('book_tags_tag_idx').on(table.tagId, table.bookId),
  ],
);

/**
 * The files of a book, one row per format (docs/bookshelf.md): the whole book and its sample, both
 * behind the storage interface (never a public path). `pdfTail` is what a PDF's watermark needs
 * to append an incremental update without reading the file again (the last page's object and
 * dictionary, the trailer), recorded when the file is stored.
 */
export const bookFiles = pgTable(
  'book_files',
  {
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    format: bookFormat('format').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: varchar('storage_key', { length: 300 }),
    /** Hex SHA-256 of the stored file. */
    sha256: varchar('sha256', { length: 64 }),
    sampleKey: varchar('sample_key', { length: 300 }),
    sampleSizeBytes: integer('sample_size_bytes'),
    pdfTail: jsonb('pdf_tail'),
  },
  (table) => [
    primaryKey({ columns: [table.bookId, table.format] }),
    index('book_files_format_idx').on(table.format),
  ],
);

/** "Customers who bought this also bought": recomputed from orders; seeded for the demo store. */
export const bookAlsoPurchased = pgTable(
  'book_also_purchased',
  {
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    otherBookId: integer('other_book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    score: real('score').notNull(),
  },
  (table) => [primaryKey({ columns: [table.bookId, table.otherBookId] })],
);

/** Editorial pages with a curated list of books, addressed by code (/topic/{code}). */
export const topics = pgTable(
  'topics',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: varchar('code', { length: 100 }).notNull(),
    titleTh: varchar('title_th', { length: 300 }).notNull(),
    titleEn: varchar('title_en', { length: 300 }).notNull(),
    bodyTh: text('body_th').notNull().default(''),
    bodyEn: text('body_en').notNull().default(''),
    published: boolean('published').notNull().default(true),
    ...timestamps,
  },
  (table) => [uniqueIndex('topics_code_key').on(table.code)],
);

export const topicBooks = pgTable(
  'topic_books',
  {
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.topicId, table.bookId] })],
);

export const homeSliders = pgTable('home_sliders', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  titleTh: varchar('title_th', { length: 200 }).notNull(),
  titleEn: varchar('title_en', { length: 200 }).notNull(),
  subtitleTh: varchar('subtitle_th', { length: 300 }).notNull().default(''),
  subtitleEn: varchar('subtitle_en', { length: 300 }).notNull().default(''),
  pictureKey: varchar('picture_key', { length: 300 }).notNull(),
  /** A store path (/topic/..., /category/...) or `external` links (spec §9 marker) to an absolute URL. */
  link: varchar('link', { length: 500 }).notNull(),
  displayOrder: integer('display_order').notNull().default(0),
  published: boolean('published').notNull().default(true),
  ...timestamps,
});

/** Books a device viewed (spec: POST /v2/home/recentview); the customer issue links devices to customers. */
export const recentViews = pgTable(
  'recent_views',
  {
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.deviceId, table.bookId] }),
    index('recent_views_device_idx').on(table.deviceId, table.viewedAt.desc()),
  ],
);

/** Facts about the search index, e.g. the ICU version its Thai tokens were segmented with. */
export const searchIndexMeta = pgTable('search_index_meta', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Spellings search treats as one (docs/search.md): every row with the same `group_key` is one
 * group, and a query word that is any of them also finds the others: loanwords spelled the other
 * common way (ซอฟต์แวร์/ซอฟท์แวร์) and Thai transliterations of English words (ไพธอน/python). Kept as
 * data that staff extend in the back office; `spelling` is stored as `normalizeThai` makes it.
 */
export const searchSpellings = pgTable(
  'search_spellings',
  {
    id: serial('id').primaryKey(),
    spelling: text('spelling').notNull(),
    groupKey: text('group_key').notNull(),
    kind: text('kind', { enum: ['variant', 'transliteration'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('search_spellings_spelling_key').on(table.spelling),
    index('search_spellings_group_idx').on(table.groupKey),
    check('search_spellings_spelling_check', sql`length(${table.spelling}) between 1 and 100`),
    check('search_spellings_kind_check', sql`${table.kind} in ('variant', 'transliteration')`),
  ],
);
