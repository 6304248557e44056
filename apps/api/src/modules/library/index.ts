/**
 * The public entry of the library module: what other modules may use (ADR 0017). Other modules
 * import only this file, and only modules below them in the order of .dependency-cruiser.cjs.
 */
export type * as libraryRepository from './library.repository.js';
export { grantBook, ownsBook } from './library.repository.js';
export { toNextVolume } from './library.service.js';
