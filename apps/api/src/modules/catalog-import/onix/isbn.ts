/** ISBNs are read by search too: the functions live in lib/isbn.ts. */
export {
  completeIsbn13,
  isbn13CheckDigit,
  isValidIsbn13,
  normalizeIsbn,
} from '../../../lib/isbn.js';
