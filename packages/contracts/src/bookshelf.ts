import { z } from 'zod';
import { PagingSchema, ProductOverviewSchema } from './catalog.js';
import { envelope } from './envelope.js';

/**
 * The bookshelf (docs/bookshelf.md): the books a customer owns, whatever brought them. Spec §7
 * names the calls; their fields are ours.
 */
export const MY_BOOK_ORDERS = ['acquired', 'title'] as const;

// POST /v2/customer/mybook
export const MyBookBodySchema = z
  .object({
    Data: z
      .object({
        PageNumber: z.int().min(1).max(10_000).default(1),
        /** `acquired`: newest first (default); `title`: A to Z in the caller's language. */
        OrderBy: z.enum(MY_BOOK_ORDERS).default('acquired'),
      })
      .strict(),
  })
  .strict();
export type MyBookBody = z.input<typeof MyBookBodySchema>;

export const ShelfBookSchema = z.object({
  Product: ProductOverviewSchema,
  /** How it came: bought, a redeem code, a gift, from the store. */
  Source: z.enum(['purchase', 'redeem', 'gift', 'staff']),
  AcquiredAt: z.string(),
  OrderId: z.int().nullable(),
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
