import { createHash } from 'node:crypto';
import {
  IDEMPOTENCY_KEY_PATTERN,
  type MobileBank,
  type PaymentMethodCode,
  type PlacedOrder,
} from '@nangsue/contracts';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { ok } from '../../lib/declared-route.js';
import type * as ordersRepository from './orders.repository.js';
import type { IdempotencyRow } from './orders.repository.js';

/**
 * `Idempotency-Key` of the confirm and repay calls (docs/buying.md §6.2), one way for both: the
 * key is checked, the request is fingerprinted, an earlier request with the key is found (another
 * body: 409), and the answer is kept for a retry.
 */
export type PlacedAnswer = {
  status: number;
  body: { Data: PlacedOrder; ErrorList: string[] };
  replayed: boolean;
};

export type KeyedRequest = { customerId: number; key: string; requestHash: string };

/** The key and the request's fingerprint; 400 without a well-formed key. */
export const keyedRequest = (
  customerId: number,
  key: string | undefined,
  call: string,
  body: unknown,
): KeyedRequest => {
  if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key))
    throw new AppError('VALIDATION_FAILED', { message: 'checkout.idempotencyKeyRequired' });
  const requestHash = createHash('sha256')
    .update(`${call}\n${JSON.stringify(body)}`)
    .digest('hex');
  return { customerId, key, requestHash };
};

/** The row of an earlier request with this key, if any; 409 when it carried another body. */
export const findEarlier = async (
  db: DbOrTx,
  request: KeyedRequest,
  orders: Pick<typeof ordersRepository, 'findIdempotencyKey'>,
): Promise<IdempotencyRow | undefined> => {
  const existing = await orders.findIdempotencyKey(db, {
    customerId: request.customerId,
    key: request.key,
  });
  if (existing && existing.requestHash !== request.requestHash)
    throw new AppError('CONFLICT', { message: 'checkout.idempotencyKeyReused' });
  return existing;
};

/** The stored answer of an earlier request, as a replay. */
export const replayOf = (row: IdempotencyRow): PlacedAnswer | null =>
  row.responseStatus === null
    ? null
    : {
        status: row.responseStatus,
        body: row.responseBody as PlacedAnswer['body'],
        replayed: true,
      };

/** Keeps the answer for a retry with the same key, and gives it. */
export const keepAnswer = async (
  db: DbOrTx,
  request: KeyedRequest,
  data: PlacedOrder,
  orders: Pick<typeof ordersRepository, 'finishIdempotencyKey'>,
  replayed = false,
): Promise<PlacedAnswer> => {
  const body = ok(data);
  await orders.finishIdempotencyKey(db, {
    customerId: request.customerId,
    key: request.key,
    status: 200,
    body,
  });
  return { status: 200, body, replayed };
};

/** What some methods need besides the method: Omise.js's card token, the customer's bank. */
export const requirePaymentDetails = (
  method: PaymentMethodCode,
  details: { CardToken?: string | undefined; Bank?: MobileBank | undefined },
): void => {
  if (method === 'omise_card' && !details.CardToken)
    throw new AppError('VALIDATION_FAILED', { message: 'checkout.cardTokenRequired' });
  if (method === 'omise_mobile_banking' && !details.Bank)
    throw new AppError('VALIDATION_FAILED', { message: 'checkout.bankRequired' });
};
