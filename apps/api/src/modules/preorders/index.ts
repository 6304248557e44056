/**
 * The public entry of the preorders module: what other modules may use (ADR 0017). Other modules
 * import only this file, and only modules below them in the order of .dependency-cruiser.cjs.
 */
export { PREORDER_NOTIFY_JOB, type PreordersService } from './preorders.service.js';
export type * as preordersRepository from './preorders.repository.js';
