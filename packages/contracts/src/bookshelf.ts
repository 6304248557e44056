import { z } from 'zod';
import { PagingSchema, ProductOverviewSchema } from './catalog.js';
import { envelope } from './envelope.js';

/**
 * The bookshelf (docs/bookshelf.md): the books a customer owns, whatever brought them. Spec §7
 * names the calls; their fields are ours.
 */
/**
 * `acquired`: purchase date, newest first (default); `title`: A to Z in the caller's language;
 * `author`: by the first author's name; `recent`: most recently read first (never-read books
 * after, newest purchase first).
 */
export const MY_BOOK_ORDERS = ['acquired', 'title', 'author', 'recent'] as const;
/** `unread`: never opened; `reading`: opened, not finished; `finished`: read to the end. */
export const READING_STATES = ['unread', 'reading', 'finished'] as const;
export const ReadingStateFilterSchema = z.enum(READING_STATES);
export const BookFileFormatSchema = z.enum(['EPUB', 'PDF']);
export type BookFileFormat = z.infer<typeof BookFileFormatSchema>;
export const SHELF_PAGE_SIZE = 18;

// POST /v2/customer/mybook
export const MyBookBodySchema = z
  .object({
    Data: z
      .object({
        PageNumber: z.int().min(1).max(10_000).default(1),
        OrderBy: z.enum(MY_BOOK_ORDERS).default('acquired'),
        /** Only the books of this collection of the caller's (another's: 404). */
        ShelfId: z.int().min(1).max(2_147_483_647).optional(),
        /** Only books that have a file in this format. */
        Format: BookFileFormatSchema.optional(),
        State: ReadingStateFilterSchema.optional(),
        /** `owned` (default): the books owned; `samples`: samples put on the shelf (addsampleebook). */
        Kind: z.enum(['owned', 'samples']).default('owned'),
        /** `false` (default): the shelf without the books the caller archived; `true`: only those. */
        Archived: z.boolean().default(false),
      })
      .strict(),
  })
  .strict();
export type MyBookBody = z.input<typeof MyBookBodySchema>;
export type MyBookQuery = z.output<typeof MyBookBodySchema>['Data'];

/** Where the customer is in a book, as the shelf shows it. */
export const ShelfReadingSchema = z.object({
  /** 0 to 100, one decimal. */
  Progress: z.number(),
  Finished: z.boolean(),
  LastReadAt: z.string(),
});

/** The series a book belongs to, and its place in it. */
export const ShelfSeriesSchema = z.object({ Id: z.int(), Name: z.string(), Volume: z.int() });
export type ShelfSeries = z.infer<typeof ShelfSeriesSchema>;

/**
 * The next volume of a series after a book (the published one with the smallest volume number
 * above it): `Owned` says whether the caller has it (open it in the reader) or not (its page).
 */
export const NextVolumeSchema = z.object({
  ProductId: z.int(),
  Name: z.string(),
  Volume: z.int(),
  Owned: z.boolean(),
});
export type NextVolume = z.infer<typeof NextVolumeSchema>;

export const ShelfBookSchema = z.object({
  Product: ProductOverviewSchema,
  /** How it came: bought, a redeem code, a gift, from the store; `sample` for a sample. */
  Source: z.enum(['purchase', 'redeem', 'gift', 'staff', 'sample']),
  AcquiredAt: z.string(),
  OrderId: z.int().nullable(),
  /** The download call's `{orderItem}` (spec §7 getdownloadcloud); null for a sample. */
  OrderItemId: z.string().nullable(),
  /** The formats that can be read and downloaded. */
  Formats: z.array(BookFileFormatSchema),
  Reading: ShelfReadingSchema.nullable(),
  Series: ShelfSeriesSchema.nullable(),
  NextVolume: NextVolumeSchema.nullable(),
  /** When the caller hid it from the shelf (null: on the shelf; always null for a sample). */
  ArchivedAt: z.string().nullable(),
  /** When it was read to the end or marked finished by hand (null: not finished). */
  FinishedAt: z.string().nullable(),
});
export type ShelfBook = z.infer<typeof ShelfBookSchema>;
export const MyBooksSchema = z.object({ Books: z.array(ShelfBookSchema), Paging: PagingSchema });
export type MyBooks = z.infer<typeof MyBooksSchema>;
export const MyBooksResponseSchema = envelope(MyBooksSchema);

/** Collections ("shelves") of a customer's own books. */
export const MAX_SHELVES = 50;
export const MAX_SHELF_NAME = 60;

const ShelfIdSchema = z.int().min(1).max(2_147_483_647);
const ShelfNameSchema = z.string().trim().min(1).max(MAX_SHELF_NAME);

export const ShelfSchema = z.object({
  Id: z.int(),
  Name: z.string(),
  BookCount: z.int(),
  CreatedAt: z.string(),
});
export type Shelf = z.infer<typeof ShelfSchema>;
export const ShelfResponseSchema = envelope(ShelfSchema);

// GET /v2/customer/myshelves
export const MyShelvesSchema = z.object({ Shelves: z.array(ShelfSchema) });
export type MyShelves = z.infer<typeof MyShelvesSchema>;
export const MyShelvesResponseSchema = envelope(MyShelvesSchema);

// POST /v2/customer/addbookshelf
export const AddShelfBodySchema = z
  .object({ Data: z.object({ Name: ShelfNameSchema }).strict() })
  .strict();
// POST /v2/customer/updatebookshelf
export const UpdateShelfBodySchema = z
  .object({ Data: z.object({ ShelfId: ShelfIdSchema, Name: ShelfNameSchema }).strict() })
  .strict();
// POST /v2/customer/removebookshelf
export const RemoveShelfBodySchema = z
  .object({ Data: z.object({ ShelfId: ShelfIdSchema }).strict() })
  .strict();
export const RemovedShelfResponseSchema = envelope(z.object({ ShelfId: z.int() }));
// POST /v2/customer/productonbookshelf: the books of one collection, as mybook answers
export const ShelfBooksBodySchema = z
  .object({
    Data: z
      .object({ ShelfId: ShelfIdSchema, PageNumber: z.int().min(1).max(10_000).default(1) })
      .strict(),
  })
  .strict();
// POST /v2/customer/addproductmappingshelf, /v2/customer/removeproductonshelf
export const ShelfProductsBodySchema = z
  .object({
    Data: z
      .object({
        ShelfId: ShelfIdSchema,
        ProductIds: z.array(z.int().min(1).max(2_147_483_647)).min(1).max(100),
      })
      .strict(),
  })
  .strict();

// POST /v2/customer/addsampleebook, POST /v2/customer/removesampleebook (ours)
export const SampleBodySchema = z
  .object({ Data: z.object({ ProductId: z.int().min(1).max(2_147_483_647) }).strict() })
  .strict();
export const SampleResponseSchema = envelope(
  z.object({ ProductId: z.int(), AddedAt: z.string().nullable() }),
);

// POST /v1/smart-search/search-shelf (bearer): the caller's own books matching a keyword
export const ShelfSearchBodySchema = z
  .object({
    Data: z
      .object({
        Keyword: z.string().trim().min(1).max(100),
        PageNumber: z.int().min(1).max(10_000).default(1),
      })
      .strict(),
  })
  .strict();
export const ShelfSearchResponseSchema = envelope(MyBooksSchema.extend({ Keyword: z.string() }));

// POST /v2/customer/archivebook, POST /v2/customer/finishbook (ours): an owned book's shelf state
const ShelfProductIdSchema = z.int().min(1).max(2_147_483_647);
export const ArchiveBookBodySchema = z
  .object({ Data: z.object({ ProductId: ShelfProductIdSchema, Archived: z.boolean() }).strict() })
  .strict();
export const FinishBookBodySchema = z
  .object({ Data: z.object({ ProductId: ShelfProductIdSchema, Finished: z.boolean() }).strict() })
  .strict();
export const BookShelfStateSchema = z.object({
  ProductId: z.int(),
  ArchivedAt: z.string().nullable(),
  FinishedAt: z.string().nullable(),
});
export type BookShelfState = z.infer<typeof BookShelfStateSchema>;
export const BookShelfStateResponseSchema = envelope(BookShelfStateSchema);
