/** The bookshelf's addresses (no imports: the book page's client island uses them too). */
export const BOOKSHELF_PATH = '/bookshelf';
export const COLLECTION_PATH = '/bookshelf/collection';

/** The reader (`/bookshelf/read/{id}`); a sample opens with `?sample=true`. */
export const readerPath = (productId: number, isSample = false): string =>
  `${BOOKSHELF_PATH}/read/${productId}${isSample ? '?sample=true' : ''}`;

/**
 * Whether an address (with or without the `/en` prefix) is the reader's. The reader is entered by a
 * full page load only (features/reader/reader-link.tsx, ADR 0009), also when a sign-in returns there.
 */
export const isReaderPath = (path: string): boolean => /^(\/en)?\/bookshelf\/read\/\d+/.test(path);

/** One collection open, at a page of its books. */
export const collectionPath = (shelfId: number, pageNumber = 1): string =>
  `${COLLECTION_PATH}?shelfId=${shelfId}${pageNumber > 1 ? `&pageNumber=${pageNumber}` : ''}`;

/** Why a download link brought the reader back to the shelf (`/bookshelf?download=...`). */
export const DOWNLOAD_FAILURES = ['refused', 'failed'] as const;
export type DownloadFailure = (typeof DOWNLOAD_FAILURES)[number];
export const DOWNLOAD_FAILURE_PARAM = 'download';

/** The failure named in the shelf's address, if any. */
export const downloadFailureOf = (raw: string | string[] | undefined): DownloadFailure | null => {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return DOWNLOAD_FAILURES.find((failure) => failure === value) ?? null;
};
