import type { DbOrTx } from '../../db/client.js';
import { contentKey, EXTENSION_OF, type FileStorage } from '../../lib/file-storage.js';
import type {
  ImportBook,
  ImportCatalog,
  ImportCategory,
  LocalizedText,
} from './catalog-import.types.js';
import {
  englishSortKey,
  nameSearchText,
  searchFieldsOf,
  thaiSortKey,
} from './catalog-search-fields.js';
import type * as catalogWriteRepository from './catalog-write.repository.js';
import { storeImportedBookFiles, type BookFilesDeps } from '../book-files/index.js';

export type CatalogImportDeps = BookFilesDeps & {
  catalogWrite: Pick<
    typeof catalogWriteRepository,
    | 'nameKey'
    | 'ensureNamed'
    | 'findAllCategoryRows'
    | 'insertCategory'
    | 'upsertBooks'
    | 'replaceBookLinks'
    | 'findBookIdsByReference'
    | 'setRatingsAndSales'
    | 'replaceAlsoPurchased'
    | 'replaceSliders'
    | 'upsertTopic'
    | 'updatePublisherDetails'
    | 'setManufacturerPublisher'
    | 'refreshPopularity'
  >;
  /**
   * Called in each batch's transaction with the books it wrote: the wish list writes its
   * price-drop check there when a wished book became cheaper (docs/wishlist.md).
   */
  watchPrices?: ((tx: DbOrTx, bookIds: readonly number[]) => Promise<void>) | undefined;
  /**
   * Called in the transaction that makes books visible (published now, or new and published): the
   * notifications' fan-out job is written there (docs/notifications.md).
   */
  watchPublished?: ((tx: DbOrTx, bookIds: readonly number[]) => Promise<void>) | undefined;
};
export type ImportOptions = {
  onProgress?: (done: number, total: number) => void;
  batchSize?: number;
  /**
   * Every book is this publisher's, whatever its record names (the publisher portal's bulk
   * upload, docs/titles.md "Bulk upload").
   */
  publisherId?: number;
  /**
   * Only books with a new record reference are written: a book that has the reference already
   * (made meanwhile by another import) is left as it is and out of the result.
   */
  insertOnly?: boolean;
  /** Called in each batch's transaction with the books it wrote (their review state goes there). */
  inBatch?: (tx: DbOrTx, written: readonly WrittenBook[]) => Promise<void>;
};
export type WrittenBook = { id: number; recordReference: string; created: boolean };
export type ImportResult = { created: number; updated: number };

const pair = (text: LocalizedText): catalogWriteRepository.NamePair => ({
  nameTh: text.th.trim(),
  nameEn: (text.en || text.th).trim(),
});
const categoryKey = (parentId: number | null, nameTh: string) => `${parentId ?? 0}\u0000${nameTh}`;

/** Creates missing categories along each path; returns the id of every path's last category. */
const ensureCategories = async (
  { db, catalogWrite }: CatalogImportDeps,
  trees: ImportCategory[],
  paths: LocalizedText[][],
): Promise<(path: LocalizedText[]) => number | undefined> => {
  const existing = await catalogWrite.findAllCategoryRows(db);
  const ids = new Map(existing.map((row) => [categoryKey(row.parentId, row.nameTh), row.id]));

  const ensure = async (
    parentId: number | null,
    category: ImportCategory,
    order: number,
  ): Promise<number> => {
    const name = pair(category.name);
    const key = categoryKey(parentId, name.nameTh);
    let id = ids.get(key);
    if (id === undefined) {
      id = await catalogWrite.insertCategory(db, {
        parentId,
        ...name,
        descriptionTh: category.description?.th ?? '',
        descriptionEn: category.description?.en ?? '',
        displayOrder: order,
        showOnHome: category.showOnHome ?? false,
      });
      ids.set(key, id);
    }
    for (const [index, child] of (category.children ?? []).entries())
      await ensure(id, child, index);
    return id;
  };

  for (const [index, tree] of trees.entries()) await ensure(null, tree, index);
  for (const path of paths) {
    let parentId: number | null = null;
    for (const name of path) parentId = await ensure(parentId, { name }, 1000);
  }

  return (path) => {
    let parentId: number | null = null;
    for (const name of path) {
      const id = ids.get(categoryKey(parentId, pair(name).nameTh));
      if (id === undefined) return undefined;
      parentId = id;
    }
    return parentId ?? undefined;
  };
};

const storeCover = async (storage: FileStorage, book: ImportBook): Promise<string | null> => {
  if (!book.cover) return null;
  const extension = EXTENSION_OF[book.cover.contentType] ?? '.bin';
  const key = contentKey('covers', book.cover.data, extension);
  await storage.put(key, book.cover.data);
  return key;
};

/** Writes one batch of books and everything they name, in one transaction. */
const importBatch = async (
  deps: CatalogImportDeps,
  batch: ImportBook[],
  categoryOf: (path: LocalizedText[]) => number | undefined,
  options: ImportOptions = {},
) => {
  const covers = await Promise.all(batch.map((book) => storeCover(deps.storage, book)));

  const { catalogWrite } = deps;
  return deps.db.transaction(async (tx) => {
    const publisherIds = await catalogWrite.ensureNamed(
      tx,
      'publishers',
      batch.flatMap((book) =>
        book.publisher
          ? [{ ...pair(book.publisher), searchText: nameSearchText(book.publisher) }]
          : [],
      ),
    );
    const imprintIds = await catalogWrite.ensureNamed(
      tx,
      'manufacturers',
      batch.flatMap((book) =>
        book.imprint
          ? [
              {
                ...pair(book.imprint),
                publisherId: book.publisher
                  ? (publisherIds.get(catalogWrite.nameKey(pair(book.publisher))) ?? null)
                  : null,
              },
            ]
          : [],
      ),
    );
    const seriesIds = await catalogWrite.ensureNamed(
      tx,
      'series',
      batch.flatMap((book) => (book.series ? [pair(book.series.name)] : [])),
    );
    const tagIds = await catalogWrite.ensureNamed(
      tx,
      'tags',
      batch.flatMap((book) => book.tags.map(pair)),
    );
    const contributorIds = await catalogWrite.ensureNamed(
      tx,
      'contributors',
      batch.flatMap((book) =>
        book.contributors.map((contributor) => ({
          ...pair(contributor.name),
          searchText: nameSearchText(contributor.name),
        })),
      ),
    );

    const rows: catalogWriteRepository.BookWrite[] = batch.map((book, index) => {
      const name = pair(book.name);
      const { tokens, searchText, searchLoose, titleKeyTh, titleKeyEn } = searchFieldsOf(book);
      return {
        recordReference: book.recordReference,
        ...name,
        sortNameTh: thaiSortKey(name.nameTh),
        sortNameEn: englishSortKey(name.nameEn),
        titleKeyTh,
        titleKeyEn,
        shortDescriptionTh: book.shortDescription.th,
        shortDescriptionEn: book.shortDescription.en || book.shortDescription.th,
        fullDescriptionTh: book.fullDescription.th,
        fullDescriptionEn: book.fullDescription.en || book.fullDescription.th,
        publisherId:
          options.publisherId ??
          (book.publisher
            ? (publisherIds.get(catalogWrite.nameKey(pair(book.publisher))) ?? null)
            : null),
        manufacturerId: book.imprint
          ? (imprintIds.get(catalogWrite.nameKey(pair(book.imprint))) ?? null)
          : null,
        seriesId: book.series
          ? (seriesIds.get(catalogWrite.nameKey(pair(book.series.name))) ?? null)
          : null,
        seriesVolume: book.series?.volume ?? null,
        isbn: book.isbn,
        eIsbn: book.eIsbn,
        textLanguage: book.textLanguage,
        pageCount: book.pageCount,
        releaseDate: book.releaseDate,
        ...(book.releaseAt ? { releaseAt: new Date(book.releaseAt) } : {}),
        priceSatang: book.priceSatang,
        oldPriceSatang: book.oldPriceSatang,
        vatCategory: book.vatCategory ?? 'standard',
        hasSample: book.hasSample,
        ratingSum: book.rating?.sum ?? 0,
        ratingCount: book.rating?.count ?? 0,
        soldCount: book.soldCount ?? 0,
        coverKey: covers[index] ?? null,
        published: book.published ?? true,
        tokens,
        searchText,
        searchLoose,
      };
    });

    const upserted = await catalogWrite.upsertBooks(tx, rows, {
      insertOnly: options.insertOnly ?? false,
    });
    const idOf = new Map(upserted.map((row) => [row.recordReference, row.id]));
    const links: catalogWriteRepository.BookLinks = {
      contributors: [],
      categories: [],
      tags: [],
      files: [],
    };
    for (const book of batch) {
      const bookId = idOf.get(book.recordReference);
      if (bookId === undefined) continue;
      book.contributors.forEach((contributor, position) => {
        const contributorId = contributorIds.get(catalogWrite.nameKey(pair(contributor.name)));
        if (contributorId !== undefined)
          links.contributors.push({ bookId, contributorId, role: contributor.role, position });
      });
      book.categories.forEach((path, displayOrder) => {
        const categoryId = categoryOf(path);
        if (categoryId !== undefined) links.categories.push({ bookId, categoryId, displayOrder });
      });
      for (const tag of book.tags) {
        const tagId = tagIds.get(catalogWrite.nameKey(pair(tag)));
        if (tagId !== undefined) links.tags.push({ bookId, tagId });
      }
      for (const file of book.files)
        links.files.push({ bookId, format: file.format, sizeBytes: file.sizeBytes });
    }
    await catalogWrite.replaceBookLinks(tx, [...idOf.values()], links);
    await deps.catalogUpkeep.refreshBookDetails(tx, [...idOf.values()]);
    await deps.watchPrices?.(tx, [...idOf.values()]);
    await options.inBatch?.(tx, upserted);

    const createdReferences = new Set(
      upserted.filter((row) => row.created).map((row) => row.recordReference),
    );
    if (deps.watchPublished) {
      const visible = new Set(
        batch.filter((book) => book.published ?? true).map((book) => book.recordReference),
      );
      const newlyVisible = upserted
        .filter((row) => row.created && visible.has(row.recordReference))
        .map((row) => row.id);
      if (newlyVisible.length > 0) await deps.watchPublished(tx, newlyVisible);
    }
    return {
      created: createdReferences.size,
      updated: upserted.length - createdReferences.size,
      ids: idOf,
      createdReferences,
    };
  });
};

/**
 * Writes a catalog: categories, publishers and imprints, books (upserted by record reference, with
 * their contributors, categories, tags and files), ratings and sales for demo data, sliders, topics
 * and also-purchased pairs. Then the catalog version moves, and with it every API process's cached
 * catalog reads.
 */
export const importCatalog = async (
  deps: CatalogImportDeps,
  catalog: Partial<ImportCatalog> & { books: ImportBook[] },
  options: ImportOptions = {},
): Promise<ImportResult> => {
  const { db, storage, catalogWrite } = deps;
  const batchSize = options.batchSize ?? 200;

  const categoryOf = await ensureCategories(
    deps,
    catalog.categories ?? [],
    catalog.books.flatMap((book) => book.categories),
  );

  for (const publisher of catalog.publishers ?? []) {
    const ids = await catalogWrite.ensureNamed(db, 'publishers', [
      { ...pair(publisher.name), searchText: nameSearchText(publisher.name) },
    ]);
    const id = ids.get(catalogWrite.nameKey(pair(publisher.name)));
    if (id === undefined) continue;
    await catalogWrite.updatePublisherDetails(db, {
      id,
      descriptionTh: publisher.description.th,
      descriptionEn: publisher.description.en,
      email: publisher.email ?? null,
    });
    const imprintIds = await catalogWrite.ensureNamed(
      db,
      'manufacturers',
      (publisher.imprints ?? []).map((imprint) => ({ ...pair(imprint), publisherId: id })),
    );
    for (const imprintId of imprintIds.values())
      await catalogWrite.setManufacturerPublisher(db, imprintId, id);
  }

  let created = 0;
  let updated = 0;
  const total = catalog.books.length;
  for (let start = 0; start < total; start += batchSize) {
    const batch = catalog.books.slice(start, start + batchSize);
    const result = await importBatch(deps, batch, categoryOf, options);
    // Book files beside an ONIX file (docs/book-files.md), stored once their books have ids.
    await storeImportedBookFiles(
      deps,
      batch.flatMap((book) => {
        const bookId = result.ids.get(book.recordReference);
        return bookId === undefined
          ? []
          : book.files.flatMap((file) =>
              file.path
                ? [
                    {
                      bookId,
                      format: file.format,
                      path: file.path,
                      samplePath: file.samplePath ?? null,
                    },
                  ]
                : [],
            );
      }),
    );
    created += result.created;
    updated += result.updated;
    // New books got their ratings and sales in the insert; re-imported ones keep theirs unless the
    // source (demo, benchmark data) carries them.
    const updatedWithStats = batch.filter(
      (book) =>
        (book.rating || book.soldCount !== undefined) &&
        !result.createdReferences.has(book.recordReference),
    );
    await catalogWrite.setRatingsAndSales(
      db,
      updatedWithStats.flatMap((book) => {
        const id = result.ids.get(book.recordReference);
        return id === undefined
          ? []
          : [
              {
                id,
                ratingSum: book.rating?.sum ?? 0,
                ratingCount: book.rating?.count ?? 0,
                soldCount: book.soldCount ?? 0,
              },
            ];
      }),
    );
    options.onProgress?.(Math.min(start + batchSize, total), total);
  }

  const referenced = [
    ...(catalog.topics ?? []).flatMap((topic) => topic.bookReferences),
    ...(catalog.alsoPurchased ?? []).flatMap((pair) => [pair.book, pair.other]),
  ];
  const bookIds =
    referenced.length > 0
      ? await catalogWrite.findBookIdsByReference(db, [...new Set(referenced)])
      : new Map<string, number>();

  if (catalog.sliders) {
    const rows = [];
    for (const [displayOrder, slider] of catalog.sliders.entries()) {
      const key = contentKey(
        'sliders',
        slider.picture.data,
        EXTENSION_OF[slider.picture.contentType] ?? '.bin',
      );
      await storage.put(key, slider.picture.data);
      rows.push({
        titleTh: slider.title.th,
        titleEn: slider.title.en,
        subtitleTh: slider.subtitle.th,
        subtitleEn: slider.subtitle.en,
        pictureKey: key,
        link: slider.link,
        displayOrder,
      });
    }
    await catalogWrite.replaceSliders(db, rows);
  }

  for (const topic of catalog.topics ?? []) {
    await catalogWrite.upsertTopic(
      db,
      {
        code: topic.code,
        titleTh: topic.title.th,
        titleEn: topic.title.en,
        bodyTh: topic.body.th,
        bodyEn: topic.body.en,
      },
      topic.bookReferences.flatMap((reference) => bookIds.get(reference) ?? []),
    );
  }

  if (catalog.alsoPurchased && catalog.alsoPurchased.length > 0) {
    await catalogWrite.replaceAlsoPurchased(
      db,
      catalog.alsoPurchased.flatMap((entry) => {
        const bookId = bookIds.get(entry.book);
        const otherBookId = bookIds.get(entry.other);
        return bookId !== undefined && otherBookId !== undefined && bookId !== otherBookId
          ? [{ bookId, otherBookId, score: entry.score }]
          : [];
      }),
    );
  }

  await catalogWrite.refreshPopularity(db);
  // Always moved, also by the command line import that holds no cache: running API processes and
  // storefronts follow the version to show the import.
  const version = await deps.catalogUpkeep.bumpCatalogVersion(db);
  deps.cache?.moveTo(version);
  return { created, updated };
};
