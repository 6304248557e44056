import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { preparedPer } from '../../db/prepared.js';
import { demoGatewayCharges } from '../../db/schema/index.js';

/** The demo gateway's own rows (docs/buying.md §8): it never reads or writes the store's tables. */
export type DemoCharge = typeof demoGatewayCharges.$inferSelect;
export type DemoChargeStatus = DemoCharge['status'];

export const insertCharge = async (
  tx: DbOrTx,
  values: typeof demoGatewayCharges.$inferInsert,
): Promise<DemoCharge> => {
  const [row] = await tx.insert(demoGatewayCharges).values(values).returning();
  return row!;
};

/** The charge read, built once per database handle (a named prepared statement; issue 27 §3). */
const chargeQuery = preparedPer((db) =>
  db
    .select()
    .from(demoGatewayCharges)
    .where(eq(demoGatewayCharges.id, sql.placeholder('id')))
    .prepare('demo_gateway_find_charge'),
);

export const findCharge = async (tx: DbOrTx, id: string): Promise<DemoCharge | undefined> => {
  const [row] = await chargeQuery(tx).execute({ id });
  return row;
};

/** Moves a pending charge to `status`; a charge no longer pending is left alone (null). */
export const settlePending = async (
  tx: DbOrTx,
  params: { id: string; status: Exclude<DemoChargeStatus, 'pending'>; at: Date },
): Promise<DemoCharge | null> => {
  const [row] = await tx
    .update(demoGatewayCharges)
    .set({
      status: params.status,
      paidAt: params.status === 'successful' ? params.at : null,
    })
    .where(and(eq(demoGatewayCharges.id, params.id), eq(demoGatewayCharges.status, 'pending')))
    .returning();
  return row ?? null;
};

/** Adds a refund to a successful charge, never more than was paid; null when it cannot. */
export const addRefund = async (
  tx: DbOrTx,
  params: { id: string; amountSatang: number },
): Promise<DemoCharge | null> => {
  const [row] = await tx
    .update(demoGatewayCharges)
    .set({ refundedSatang: sql`${demoGatewayCharges.refundedSatang} + ${params.amountSatang}` })
    .where(
      and(
        eq(demoGatewayCharges.id, params.id),
        eq(demoGatewayCharges.status, 'successful'),
        sql`${demoGatewayCharges.refundedSatang} + ${params.amountSatang} <= ${demoGatewayCharges.amountSatang}`,
      ),
    )
    .returning();
  return row ?? null;
};

/** Charges created in a time range, oldest first (the list a reconciliation reads). */
export const listCharges = async (
  tx: DbOrTx,
  params: { from: Date; to: Date; offset: number; limit: number },
): Promise<{ rows: DemoCharge[]; total: number }> => {
  const where = and(
    gte(demoGatewayCharges.createdAt, params.from),
    lte(demoGatewayCharges.createdAt, params.to),
  );
  const [rows, [count]] = await Promise.all([
    tx
      .select()
      .from(demoGatewayCharges)
      .where(where)
      .orderBy(asc(demoGatewayCharges.createdAt), asc(demoGatewayCharges.id))
      .offset(params.offset)
      .limit(params.limit),
    tx
      .select({ total: sql<number>`count(*)::int` })
      .from(demoGatewayCharges)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
};

export { ensureSecret } from '../../lib/store-secrets.repository.js';
