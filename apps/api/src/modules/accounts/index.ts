/**
 * The public entry of the accounts module: what other modules may use (ADR 0017). Other modules
 * import only this file, and only modules below them in the order of .dependency-cruiser.cjs.
 */
export { type AccountMail } from './account-mail.js';
export { emailKeyOf } from './accounts.mapper.js';
export { rateLimited, type AuthThrottleService } from './auth-throttle.service.js';
export type * as customerRepository from './customer.repository.js';
export { lockCustomer } from './customer.repository.js';
