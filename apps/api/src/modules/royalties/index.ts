/**
 * The public entry of the royalties module: what other modules may use (ADR 0017). Other modules
 * import only this file, and only modules below them in the order of .dependency-cruiser.cjs.
 */
export type { RoyaltiesService } from './royalties.service.js';
