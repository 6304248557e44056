import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { books, libraryItems, sampleItems } from '../../db/schema/index.js';

/** What adding a sample needs to know of a book and of the caller. */
export type SampleCandidate = { published: boolean; hasSample: boolean; owned: boolean };

export const findSampleCandidate = async (
  tx: DbOrTx,
  params: { customerId: number; bookId: number },
): Promise<SampleCandidate | undefined> => {
  const [row] = await tx
    .select({
      published: books.published,
      hasSample: books.hasSample,
      owned: sql<boolean>`exists (select 1 from ${libraryItems} where ${libraryItems.customerId} = ${params.customerId} and ${libraryItems.bookId} = ${books.id})`,
    })
    .from(books)
    .where(eq(books.id, params.bookId));
  return row;
};

/** Puts the sample on the customer's shelf (once); answers when it was put there. */
export const addSample = async (
  tx: DbOrTx,
  params: { customerId: number; bookId: number },
): Promise<Date> => {
  await tx.insert(sampleItems).values(params).onConflictDoNothing();
  const [row] = await tx
    .select({ addedAt: sampleItems.addedAt })
    .from(sampleItems)
    .where(
      and(eq(sampleItems.customerId, params.customerId), eq(sampleItems.bookId, params.bookId)),
    );
  if (!row) throw new Error('sample_items row missing after insert');
  return row.addedAt;
};

export const removeSample = async (
  tx: DbOrTx,
  params: { customerId: number; bookId: number },
): Promise<void> => {
  await tx
    .delete(sampleItems)
    .where(
      and(eq(sampleItems.customerId, params.customerId), eq(sampleItems.bookId, params.bookId)),
    );
};
