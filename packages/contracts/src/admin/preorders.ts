import { z } from 'zod';
import { envelope } from '../envelope.js';
import { adminRoute } from './route.js';

/** What a release run did (docs/buying.md "Pre-orders"): pre-orders delivered to bookshelves. */
export const AdminPreorderReleaseSchema = z.object({ Delivered: z.number().int() });
export type AdminPreorderRelease = z.infer<typeof AdminPreorderReleaseSchema>;

/** Pre-orders in the back office: run the release job now (it also runs every minute). */
export const PREORDERS_ADMIN_ROUTES = {
  adminPreordersRelease: adminRoute({
    service: 'admin',
    method: 'POST',
    path: '/admin/v1/preorders/release',
    access: 'staff',
    permission: 'catalog.write',
    response: envelope(AdminPreorderReleaseSchema),
  }),
};
