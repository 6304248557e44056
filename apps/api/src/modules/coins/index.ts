/**
 * The public entry of the coins module: what other modules may use (ADR 0017). Other modules
 * import only this file, and only modules below them in the order of .dependency-cruiser.cjs.
 */
export type * as coinPacksRepository from './coin-packs.repository.js';
export type * as coinsRepository from './coins.repository.js';
export { type CoinService } from './coins.service.js';
