import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { etaxDocuments, receipts } from '../../db/schema/index.js';
import type { ReceiptRow } from './orders.repository.js';

export type EtaxDocumentRow = typeof etaxDocuments.$inferSelect;

/** The receipt, locked until the transaction ends (one e-Tax document per receipt, §e-Tax). */
export const lockReceipt = async (
  tx: DbOrTx,
  receiptId: number,
): Promise<ReceiptRow | undefined> => {
  const [row] = await tx.select().from(receipts).where(eq(receipts.id, receiptId)).for('update');
  return row;
};

export const findEtaxDocument = async (
  tx: DbOrTx,
  receiptId: number,
): Promise<EtaxDocumentRow | undefined> => {
  const [row] = await tx.select().from(etaxDocuments).where(eq(etaxDocuments.receiptId, receiptId));
  return row;
};

/** The e-Tax documents of these receipts (the order page shows which have one). */
export const findEtaxDocuments = async (
  tx: DbOrTx,
  receiptIds: readonly number[],
): Promise<EtaxDocumentRow[]> =>
  receiptIds.length === 0
    ? []
    : tx
        .select()
        .from(etaxDocuments)
        .where(inArray(etaxDocuments.receiptId, [...receiptIds]));

export const insertEtaxDocument = async (
  tx: DbOrTx,
  values: typeof etaxDocuments.$inferInsert,
): Promise<EtaxDocumentRow> => {
  const [row] = await tx.insert(etaxDocuments).values(values).returning();
  return row!;
};

export const findReceiptById = async (
  tx: DbOrTx,
  receiptId: number,
): Promise<ReceiptRow | undefined> => {
  const [row] = await tx.select().from(receipts).where(eq(receipts.id, receiptId));
  return row;
};
