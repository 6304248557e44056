/**
 * The public entry of the downloads module: what other modules may use (ADR 0017). Other modules
 * import only this file, and only modules below them in the order of .dependency-cruiser.cjs.
 */
export type * as downloadsRepository from './downloads.repository.js';
// The buyer's watermark, stamped on a publisher's preview too (modules/preview, docs/reader.md).
export { stampEpub } from './epub-stamp.js';
export { pdfStampUpdate } from './pdf-stamp.js';
export type { Stamp } from './stamp-text.js';
