/**
 * The public entry of the book-files module: what other modules may use (ADR 0017). Other modules
 * import only this file, and only modules below them in the order of .dependency-cruiser.cjs.
 */
export type * as bookFilesRepository from './book-files.repository.js';
export { type BookFile } from './book-files.repository.js';
export {
  sampleOf,
  storeBookFile,
  storeImportedBookFiles,
  type BookFilesDeps,
} from './book-files.service.js';
// Read while you pay (modules/pending-reading): the first chapters or pages up to a book's share.
export { epubSample, pdfSample } from './book-samples.js';
export { bookFileProblems, findImportFiles, inspectBookFile } from './import-files.js';
export type { EpubWarning } from './epub-check.js';
