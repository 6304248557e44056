import { z } from 'zod';

/**
 * A back-office list page: server-side paging without a count of the whole table (issue 24: lists
 * on 1,000,000 rows answer within 300 ms). `HasNextPage` comes from reading one row more than the
 * page; react-admin shows "next" and "previous" from it (its partial pagination).
 */
export const AdminListQuerySchema = z.object({
  Page: z.coerce.number().int().min(1).max(100_000).default(1),
  PageSize: z.coerce.number().int().min(1).max(200).default(25),
  /** A field the list allows sorting by (each list names its own in the service). */
  Sort: z.string().max(40).optional(),
  Order: z.enum(['ASC', 'DESC']).default('DESC'),
  /** Free-text filter: each list says what it searches. */
  Q: z.string().trim().max(200).optional(),
});
export type AdminListQuery = z.infer<typeof AdminListQuerySchema>;

export const adminPage = <T extends z.ZodType>(item: T) =>
  z.object({
    Items: z.array(item),
    Page: z.number().int(),
    PageSize: z.number().int(),
    HasNextPage: z.boolean(),
  });

export const AdminIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** Why a staff member did something that changes money, access or a customer's data. */
export const AdminReasonSchema = z.string().trim().min(3).max(500);

/** Empty success (`Data: { Ok: true }`). */
export const AdminOkSchema = z.object({ Ok: z.literal(true) });
