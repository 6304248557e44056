/**
 * The public entry of the coupons module: what other modules may use (ADR 0017). Other modules
 * import only this file, and only modules below them in the order of .dependency-cruiser.cjs.
 */
export { type CouponEvaluation as CouponPortEvaluation, type CouponPort } from './coupon-port.js';
export { type CouponEvaluation, type CouponService } from './coupons.service.js';
