import { z } from 'zod';
import { BookFileFormatSchema } from './bookshelf.js';
import { envelope } from './envelope.js';
import { ReaderBookSchema } from './reading.js';

/**
 * Read while you pay (issue 29 §1, docs/reader.md "Read while you pay"): while an order waits for
 * its PromptPay or counter payment (`PD` with a pending attempt), its books open in the reader as
 * an extended preview (the first chapters up to the book's share), and the reader learns of the
 * payment from a server-sent event stream and opens the whole book.
 */

/** Share of a book the pending preview holds, per book (staff set it): percent. */
export const PENDING_PREVIEW_PERCENT_DEFAULT = 20;
export const PendingPreviewPercentSchema = z.int().min(1).max(100);

const ProductIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);
const OrderIdSchema = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** Where the order stands for its pending readers: `closed` once expired or cancelled. */
export const PendingReadingStateSchema = z.enum(['pending', 'paid', 'closed']);
export type PendingReadingState = z.infer<typeof PendingReadingStateSchema>;

export const PendingReadingStatusSchema = z.object({
  OrderId: z.int(),
  State: PendingReadingStateSchema,
  /** Why it closed (`expired`, `cancelled`, `refunded`); null otherwise. */
  Reason: z.string().nullable(),
  /** The message shown when it closed, in the caller's language; null otherwise. */
  Message: z.string().nullable(),
});
export type PendingReadingStatus = z.infer<typeof PendingReadingStatusSchema>;
export const PendingReadingStatusResponseSchema = envelope(PendingReadingStatusSchema);

// GET /v2/reader/{productId}/while-paying?orderId=&format=
export const PendingReaderParamsSchema = z.object({ productId: ProductIdSchema }).strict();
export const PendingReaderQuerySchema = z
  .object({ orderId: OrderIdSchema, format: BookFileFormatSchema.optional() })
  .strict();
export const PendingReaderSchema = z.object({
  /** What the reader opens: `IsSample` true, `FileUrl` the pending preview file. */
  Book: ReaderBookSchema,
  OrderId: z.int(),
  /** The share of the book the preview holds, percent. */
  SharePercent: PendingPreviewPercentSchema,
  /** Server-sent events of the order (`status`: a `PendingReadingStatus`), through the storefront. */
  EventsUrl: z.string(),
});
export type PendingReader = z.infer<typeof PendingReaderSchema>;
export const PendingReaderResponseSchema = envelope(PendingReaderSchema);

// GET /v2/customer/while-paying: the customer's books readable while paying (the bookshelf lists them)
export const PendingBookSchema = z.object({
  ProductId: z.int(),
  Name: z.string(),
  /** The order waiting for its payment (the newest, when two hold the book). */
  OrderId: z.int(),
});
export type PendingBook = z.infer<typeof PendingBookSchema>;
export const PendingBooksResponseSchema = envelope(z.object({ Books: z.array(PendingBookSchema) }));

// GET /v2/order/{id}/reading-status
export const PendingStatusParamsSchema = z.object({ id: OrderIdSchema }).strict();

// GET /v2/reader/{productId}/while-paying/file?orderId=&format= (a file route, not an envelope)
export const PendingFileQuerySchema = z
  .object({ orderId: OrderIdSchema, format: BookFileFormatSchema.default('EPUB') })
  .strict();
// GET /v2/order/{id}/reading-events (text/event-stream, a file route)

/** The name of the server-sent event carrying a `PendingReadingStatus`. */
export const PENDING_READING_EVENT = 'status';
