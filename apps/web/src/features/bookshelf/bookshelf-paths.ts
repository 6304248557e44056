/** The bookshelf's addresses (no imports: the book page's client island uses them too). */
export const BOOKSHELF_PATH = '/bookshelf';
export const COLLECTION_PATH = '/bookshelf/collection';

/** The reader (`/bookshelf/read/{id}`); a sample opens with `?sample=true`. */
export const readerPath = (productId: number, isSample = false): string =>
  `${BOOKSHELF_PATH}/read/${productId}${isSample ? '?sample=true' : ''}`;

/** One collection open, at a page of its books. */
export const collectionPath = (shelfId: number, pageNumber = 1): string =>
  `${COLLECTION_PATH}?shelfId=${shelfId}${pageNumber > 1 ? `&pageNumber=${pageNumber}` : ''}`;
