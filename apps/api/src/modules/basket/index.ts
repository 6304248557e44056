/**
 * The public entry of the basket module: what other modules may use (ADR 0017). Other modules
 * import only this file, and only modules below them in the order of .dependency-cruiser.cjs.
 */
export type * as basketRepository from './basket.repository.js';
export { type BasketLine } from './basket.repository.js';
export { type BasketService } from './basket.service.js';
