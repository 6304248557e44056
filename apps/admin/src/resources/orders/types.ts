import type { AdminOrder, AdminRefund } from '@nangsue/contracts/admin';

/** An order as react-admin holds it (the API's record with `id`). */
export type OrderRecord = AdminOrder & { id: number };
export type RefundRecord = AdminRefund & { id: number };
