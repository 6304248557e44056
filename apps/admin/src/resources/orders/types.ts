import type { AdminOrder, AdminRefund } from '@nangsue/contracts/admin';

/** An order as react-admin holds it (the API's record with `id`). */
export type OrderRecord = AdminOrder & { id: number };
export type RefundRecord = AdminRefund & { id: number };

/**
 * Whether the record is the whole order (`adminOrderGet`): opened from the list, react-admin
 * shows the list's row first, which has no lines, payments or receipts yet.
 */
export const isWholeOrder = (record: Partial<OrderRecord> | undefined): record is OrderRecord =>
  Array.isArray(record?.Lines) && Array.isArray(record?.Receipts);
