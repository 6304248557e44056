/**
 * The public entry of the catalog module: what other modules may use (ADR 0017). Other modules
 * import only this file, and only modules below them in the order of .dependency-cruiser.cjs.
 */
export type * as catalogUpkeepRepository from './catalog-upkeep.repository.js';
export { bumpCatalogVersion, refreshBookDetails } from './catalog-upkeep.repository.js';
export { coverStamp, coverUrl, toRef } from './catalog.mapper.js';
export { conditionsOf, orderOf, type BookFilter, type NameRow } from './catalog.repository.js';
export { refuseBadPriceRange } from './catalog.service.js';
