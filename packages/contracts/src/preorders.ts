import { z } from 'zod';
import { envelope } from './envelope.js';
import type { ApiRoute } from './routes.js';

/**
 * Pre-orders (docs/buying.md "Pre-orders", issue 29 §2): a book whose `ReleaseAt` is in the future
 * is bought and paid now like any book; its line waits (`waiting`) instead of joining the
 * bookshelf, until the release job delivers it (`delivered`) or the customer cancels it before
 * the release and is refunded in full (`cancelled`).
 */
export const PREORDER_STATUSES = ['waiting', 'delivered', 'cancelled'] as const;
export const PreorderStatusSchema = z.enum(PREORDER_STATUSES);
export type PreorderStatus = z.infer<typeof PreorderStatusSchema>;

export const PreorderSchema = z.object({
  Id: z.int(),
  OrderId: z.int(),
  OrderNumber: z.string(),
  OrderLineId: z.int(),
  BookId: z.int(),
  /** The book's name in the caller's language. */
  Name: z.string(),
  /** When the book opens to its buyers (ISO time; shown in Asia/Bangkok). */
  ReleaseAt: z.string().nullable(),
  Status: PreorderStatusSchema,
  DeliveredAt: z.string().nullable(),
  CancelledAt: z.string().nullable(),
  /** Waiting and not released yet: the customer may cancel it for a full refund. */
  CanCancel: z.boolean(),
});
export type Preorder = z.infer<typeof PreorderSchema>;

// GET /v2/preorders?orderId=&status=: the customer's pre-orders, newest first (at most 200).
export const PreordersQuerySchema = z
  .object({
    orderId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
    status: PreorderStatusSchema.optional(),
  })
  .strict();
export type PreordersQuery = z.infer<typeof PreordersQuerySchema>;
export const PreordersResponseSchema = envelope(z.array(PreorderSchema));

// POST /v2/preorders/:id/cancel: before the release, refunded in full; after it, 409.
export const PreorderIdParamsSchema = z
  .object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) })
  .strict();
export const PreorderCancelResponseSchema = envelope(PreorderSchema);

// POST /v2/test/preorders/release (only with ENABLE_TEST_FAULTS, never in production): the
// book's release time is brought to now, then the release runs as the job does.
export const PreorderTestReleaseBodySchema = z
  .object({ Data: z.object({ BookId: z.int().min(1).max(2_147_483_647) }).strict() })
  .strict();
export const PreorderTestReleaseResponseSchema = envelope(z.object({ Delivered: z.int() }));

// POST /v2/test/preorders/arm (only with ENABLE_TEST_FAULTS): a book already released (a journey's
// earlier attempt released it) is a pre-order again, `Days` ahead; a run of a journey retried in the
// same store finds it as the first did. `Armed`: whether its release had to be moved.
export const PreorderTestArmBodySchema = z
  .object({
    Data: z
      .object({
        RecordReference: z.string().min(1).max(100),
        Days: z.int().min(1).max(365),
      })
      .strict(),
  })
  .strict();
export const PreorderTestArmResponseSchema = envelope(
  z.object({ BookId: z.int(), Armed: z.boolean() }),
);

const route = <const R extends ApiRoute>(definition: R): R => definition;

/** The calls of pre-orders, joined into API_ROUTES (routes.ts). */
export const PREORDER_ROUTES = {
  preorders: route({
    service: 'main',
    method: 'GET',
    path: '/v2/preorders',
    access: 'customer',
    query: PreordersQuerySchema,
    response: PreordersResponseSchema,
  }),
  cancelPreorder: route({
    service: 'main',
    method: 'POST',
    path: '/v2/preorders/:id/cancel',
    access: 'customer',
    params: PreorderIdParamsSchema,
    response: PreorderCancelResponseSchema,
  }),
};
