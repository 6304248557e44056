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
