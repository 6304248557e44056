/**
 * The public entry of the reading module: what other modules may use (ADR 0017). Other modules
 * import only this file, and only modules below them in the order of .dependency-cruiser.cjs.
 */
export {};
// A preview's file is read by ranges like the reader's (modules/preview).
export { parseByteRange } from './byte-range.js';
// A pending order's preview is streamed by ranges as the reader's book is (modules/pending-reading).
export { sendStoredFile } from './stored-file-reply.js';
// A pending order's preview is cut from the reader's EPUB, so its places are the whole book's.
export { createReaderEpubs, type ReaderEpub } from './reader-epub.js';
// A pending order's preview keeps its position and notes as the whole book's (modules/pending-reading).
export type * as readingRepository from './reading.repository.js';
export { toAnnotation, toPosition } from './reading.service.js';
