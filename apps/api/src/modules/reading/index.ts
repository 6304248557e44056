/**
 * The public entry of the reading module: what other modules may use (ADR 0017). Other modules
 * import only this file, and only modules below them in the order of .dependency-cruiser.cjs.
 */
export {};
// A preview's file is read by ranges like the reader's (modules/preview).
export { parseByteRange } from './byte-range.js';
