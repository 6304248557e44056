/**
 * The public entry of the catalog-import module: what other modules may use (ADR 0017). Other modules
 * import only this file, and only modules below them in the order of .dependency-cruiser.cjs.
 */
export { nameSearchText } from './catalog-search-fields.js';
export type * as catalogWriteRepository from './catalog-write.repository.js';
