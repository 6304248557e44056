/**
 * The public entry of the orders module: what other modules may use (ADR 0017). Other modules
 * import only this file, and only modules below them in the order of .dependency-cruiser.cjs.
 */
export {
  findEarlier,
  keepAnswer,
  keyedRequest,
  replayOf,
  requirePaymentDetails,
  type KeyedRequest,
  type PlacedAnswer,
} from './idempotency.js';
export { idempotencyKeyOf, sendAnswer, startContextOf } from './idempotent-reply.js';
export { type OrderLedger } from './order-ledger.js';
export { type RefundsService } from './refunds.service.js';
export { EMPTY_PICTURE, type OrderPresenter } from './orders.mapper.js';
export type * as ordersRepository from './orders.repository.js';
export { type IdempotencyRow, type OrderRow, type PaymentRow } from './orders.repository.js';
