import type { Readable } from 'node:stream';
import {
  pictureTypeOf,
  type BookFileFormat,
  type Locale,
  type MyBookQuery,
  type MyBooks,
  type MyShelves,
  type ShelfBook,
} from '@nangsue/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { translate, type MessageKey, type MessageParams } from '../../lib/messages.js';
import type { downloadsRepository } from '../downloads/index.js';
import { opdsCoverUrl, type OpdsCovers, type OpdsCoverSize } from './opds-covers.js';
import {
  FILE_TYPES,
  OPDS_TYPES,
  openSearchXml,
  REL,
  type OpdsEntry,
  type OpdsFeed,
  type OpdsLink,
} from './opds.xml.js';

/** How a feed is asked for: its language, and whether `?lang=` chose it (then links keep it). */
export type OpdsView = { locale: Locale; langParam: boolean };

/** What the catalogue reads of the bookshelf (library.service.ts, H4's names). */
export type OpdsLibrary = {
  myBooks(customerId: number, query: MyBookQuery, locale: Locale): Promise<MyBooks>;
  searchShelf(customerId: number, keyword: string, page: number, locale: Locale): Promise<MyBooks>;
  myShelves(customerId: number): Promise<MyShelves>;
};

/** The watermarked, counted, logged download (downloads module). */
export type OpdsDownloads = {
  openDownload(params: {
    customerId: number;
    bookId: number;
    format: BookFileFormat;
    channel: 'opds';
    ip: string | null;
    userAgent: string | null;
  }): Promise<{ stream: Readable; fileName: string; contentType: string }>;
};

/** Recently read: this many books at most, one feed. */
const RECENT_BOOKS = 18;

const FORMAT_EXTENSIONS = { EPUB: 'epub', PDF: 'pdf' } as const satisfies Record<
  BookFileFormat,
  string
>;

const notFound = () => new AppError('NOT_FOUND', {});

/**
 * The OPDS 1.2 catalogue of a customer's own bookshelf (docs/opds.md): navigation feeds (the root,
 * the collections), acquisition feeds (all books paged, recently read, one collection, search
 * results) and the OpenSearch description. Every read has the customer in it: another customer's
 * collection or book is 404.
 */
export const createOpdsService = ({
  db,
  library,
  downloads,
  owned,
  filesBaseUrl,
  covers,
}: {
  db: Database;
  library: OpdsLibrary;
  downloads: OpdsDownloads;
  /** The public files' address (`PUBLIC_FILES_URL`): covers under it get JPEG copies. */
  filesBaseUrl: string;
  /** The JPEG copies of covers (`/files/opds-covers/...`). */
  covers: OpdsCovers;
  /** The customer's owned item behind an acquisition link's key. */
  owned: Pick<typeof downloadsRepository, 'findOwnedByItemKey'>;
}) => {
  const words = (view: OpdsView, key: MessageKey, params?: MessageParams) =>
    translate(view.locale, key, params);

  /** A root-relative link to a feed, keeping `?lang=` when the client chose it so. */
  const href = (view: OpdsView, path: string, params: Record<string, string | number> = {}) => {
    const query = new URLSearchParams(
      Object.entries(params).map(([name, value]): [string, string] => [name, String(value)]),
    );
    if (view.langParam) query.set('lang', view.locale);
    const text = query.toString();
    return text ? `${path}?${text}` : path;
  };

  const commonLinks = (view: OpdsView, self: string, type: string): OpdsLink[] => [
    { rel: 'self', href: self, type },
    { rel: 'start', href: href(view, '/opds'), type: OPDS_TYPES.navigation },
    {
      rel: 'search',
      href: href(view, '/opds/opensearch.xml'),
      type: OPDS_TYPES.openSearch,
      title: words(view, 'opds.searchAbout'),
    },
  ];

  const bookEntry = (book: ShelfBook): OpdsEntry | null => {
    if (!book.OrderItemId || book.Formats.length === 0) return null;
    const product = book.Product;
    const picture = product.DefaultPictureModel;
    const links: OpdsLink[] = [];
    // JPEG copies (many reading apps and e-ink readers show no WebP or SVG); a picture from
    // elsewhere is linked as it is.
    const cover = (rel: string, url: string | null | undefined, size: OpdsCoverSize) => {
      if (!url) return;
      const jpeg = opdsCoverUrl(filesBaseUrl, url, size);
      links.push(
        jpeg
          ? { rel, href: jpeg, type: 'image/jpeg' }
          : { rel, href: url, type: pictureTypeOf(url) ?? 'image/jpeg' },
      );
    };
    cover(REL.image, picture.ImageUrl, 'full');
    cover(REL.thumbnail, picture.ThumbImageUrl, 'thumbnail');
    for (const format of book.Formats)
      links.push({
        rel: REL.acquisition,
        href: `/opds/download/${book.OrderItemId}.${FORMAT_EXTENSIONS[format]}`,
        type: FILE_TYPES[format],
        title: format,
      });
    return {
      id: `urn:uuid:${book.OrderItemId}`,
      title: product.Name,
      updated: book.Reading?.LastReadAt ?? book.AcquiredAt,
      authors: product.Authors.map((author) => author.Name),
      language: product.TextLanguage,
      issued: product.ReleaseDate,
      publisher: product.Publisher?.Name ?? null,
      summary: product.ShortDescription,
      links,
    };
  };

  /** An acquisition feed of one page of books, with first/previous/next/last when paged. */
  const acquisitionFeed = (
    view: OpdsView,
    params: {
      id: string;
      title: string;
      path: string;
      query?: Record<string, string>;
      books: MyBooks;
      paged: boolean;
      up: string;
    },
  ): OpdsFeed => {
    const {
      PageNumber: page,
      TotalPages: pages,
      TotalItems: total,
      PageSize: size,
    } = params.books.Paging;
    const at = (number: number) =>
      href(view, params.path, { ...params.query, ...(number > 1 ? { page: number } : {}) });
    const links = commonLinks(view, at(page), OPDS_TYPES.acquisition);
    links.push({ rel: 'up', href: params.up, type: OPDS_TYPES.navigation });
    if (params.paged && pages > 1) {
      links.push({ rel: 'first', href: at(1), type: OPDS_TYPES.acquisition });
      links.push({ rel: 'last', href: at(pages), type: OPDS_TYPES.acquisition });
      if (page > 1)
        links.push({
          rel: 'previous',
          href: at(Math.min(page - 1, pages)),
          type: OPDS_TYPES.acquisition,
        });
      if (page < pages)
        links.push({ rel: 'next', href: at(page + 1), type: OPDS_TYPES.acquisition });
    }
    return {
      id: params.id,
      title: params.title,
      updated: new Date().toISOString(),
      language: view.locale,
      links,
      entries: params.books.Books.map(bookEntry).filter((entry) => entry !== null),
      ...(params.paged
        ? { paging: { totalResults: total, itemsPerPage: size, startIndex: (page - 1) * size + 1 } }
        : {}),
    };
  };

  const navigationEntry = (
    view: OpdsView,
    params: {
      id: string;
      title: string;
      content: string;
      href: string;
      type: string;
      rel?: string;
    },
  ): OpdsEntry => ({
    id: params.id,
    title: params.title,
    updated: new Date().toISOString(),
    content: params.content,
    links: [{ rel: params.rel ?? 'subsection', href: params.href, type: params.type }],
  });

  return {
    /** `GET /files/opds-covers/{width}/{source}.jpg` (files.routes.ts). */
    coverJpeg: (width: number, path: string) => covers.jpeg(width, path),

    /** `/opds`: the root navigation feed. */
    root(view: OpdsView): OpdsFeed {
      return {
        id: 'urn:nangsue:opds',
        title: words(view, 'opds.root'),
        updated: new Date().toISOString(),
        language: view.locale,
        links: [
          ...commonLinks(view, href(view, '/opds'), OPDS_TYPES.navigation),
          {
            rel: REL.sortNew,
            href: href(view, '/opds/books'),
            type: OPDS_TYPES.acquisition,
            title: words(view, 'opds.books'),
          },
        ],
        entries: [
          navigationEntry(view, {
            id: 'urn:nangsue:opds:books',
            title: words(view, 'opds.books'),
            content: words(view, 'opds.booksAbout'),
            href: href(view, '/opds/books'),
            type: OPDS_TYPES.acquisition,
            rel: REL.sortNew,
          }),
          navigationEntry(view, {
            id: 'urn:nangsue:opds:recent',
            title: words(view, 'opds.recent'),
            content: words(view, 'opds.recentAbout'),
            href: href(view, '/opds/recent'),
            type: OPDS_TYPES.acquisition,
          }),
          navigationEntry(view, {
            id: 'urn:nangsue:opds:collections',
            title: words(view, 'opds.collections'),
            content: words(view, 'opds.collectionsAbout'),
            href: href(view, '/opds/collections'),
            type: OPDS_TYPES.navigation,
          }),
        ],
      };
    },

    /** `/opds/books?page=N`: every owned book, newest first, a page at a time. */
    async books(customerId: number, page: number, view: OpdsView): Promise<OpdsFeed> {
      const books = await library.myBooks(
        customerId,
        { PageNumber: page, OrderBy: 'acquired', Kind: 'owned', Archived: false },
        view.locale,
      );
      return acquisitionFeed(view, {
        id: 'urn:nangsue:opds:books',
        title: words(view, 'opds.books'),
        path: '/opds/books',
        books,
        paged: true,
        up: href(view, '/opds'),
      });
    },

    /** `/opds/recent`: the books read most recently (only those opened at least once). */
    async recent(customerId: number, view: OpdsView): Promise<OpdsFeed> {
      const page = await library.myBooks(
        customerId,
        { PageNumber: 1, OrderBy: 'recent', Kind: 'owned', Archived: false },
        view.locale,
      );
      const read = page.Books.filter((book) => book.Reading !== null).slice(0, RECENT_BOOKS);
      return acquisitionFeed(view, {
        id: 'urn:nangsue:opds:recent',
        title: words(view, 'opds.recent'),
        path: '/opds/recent',
        books: { ...page, Books: read },
        paged: false,
        up: href(view, '/opds'),
      });
    },

    /** `/opds/collections`: a navigation feed with one entry per collection. */
    async collections(customerId: number, view: OpdsView): Promise<OpdsFeed> {
      const { Shelves } = await library.myShelves(customerId);
      return {
        id: 'urn:nangsue:opds:collections',
        title: words(view, 'opds.collections'),
        updated: new Date().toISOString(),
        language: view.locale,
        links: [
          ...commonLinks(view, href(view, '/opds/collections'), OPDS_TYPES.navigation),
          { rel: 'up', href: href(view, '/opds'), type: OPDS_TYPES.navigation },
        ],
        entries: Shelves.map((shelf) =>
          navigationEntry(view, {
            id: `urn:nangsue:opds:collection:${shelf.Id}`,
            title: shelf.Name,
            content: words(view, 'opds.collectionAbout', { count: shelf.BookCount }),
            href: href(view, `/opds/collections/${shelf.Id}`),
            type: OPDS_TYPES.acquisition,
          }),
        ),
      };
    },

    /** `/opds/collections/{id}?page=N`: one collection's books; another customer's: 404. */
    async collection(
      customerId: number,
      shelfId: number,
      page: number,
      view: OpdsView,
    ): Promise<OpdsFeed> {
      const { Shelves } = await library.myShelves(customerId);
      const shelf = Shelves.find((candidate) => candidate.Id === shelfId);
      if (!shelf) throw notFound();
      const books = await library.myBooks(
        customerId,
        { PageNumber: page, OrderBy: 'acquired', Kind: 'owned', ShelfId: shelfId, Archived: false },
        view.locale,
      );
      return acquisitionFeed(view, {
        id: `urn:nangsue:opds:collection:${shelfId}`,
        title: shelf.Name,
        path: `/opds/collections/${shelfId}`,
        books,
        paged: true,
        up: href(view, '/opds/collections'),
      });
    },

    /** `/opds/search?q=`: the customer's own books matching, Thai-aware (the shelf's search). */
    async search(
      customerId: number,
      keyword: string,
      page: number,
      view: OpdsView,
    ): Promise<OpdsFeed> {
      const books = await library.searchShelf(customerId, keyword, page, view.locale);
      return acquisitionFeed(view, {
        id: `urn:nangsue:opds:search:${encodeURIComponent(keyword)}`,
        title: words(view, 'opds.searchTitle', { keyword }),
        path: '/opds/search',
        query: { q: keyword },
        books,
        paged: true,
        up: href(view, '/opds'),
      });
    },

    /** `/opds/opensearch.xml`: how a client searches (its template is `/opds/search?q=…`). */
    openSearch(view: OpdsView): string {
      const lang = view.langParam ? `&lang=${view.locale}` : '';
      return openSearchXml({
        shortName: words(view, 'opds.searchName'),
        description: words(view, 'opds.searchAbout'),
        language: view.locale,
        template: `/opds/search?q={searchTerms}${lang}`,
      });
    },

    /**
     * `/opds/download/{itemKey}.epub|.pdf`: the customer's own book, watermarked, counted and
     * logged like every download (channel `opds`). Another customer's item key is 404.
     */
    async download(
      customerId: number,
      itemKey: string,
      format: BookFileFormat,
      caller: { ip: string | null; userAgent: string | null },
    ) {
      const item = await owned.findOwnedByItemKey(db, { customerId, itemKey });
      if (!item) throw notFound();
      return downloads.openDownload({
        customerId,
        bookId: item.bookId,
        format,
        channel: 'opds',
        ...caller,
      });
    },
  };
};

export type OpdsService = ReturnType<typeof createOpdsService>;
