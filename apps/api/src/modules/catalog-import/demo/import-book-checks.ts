import type { ImportBook, ImportCategory, LocalizedText } from '../catalog-import.types.js';
import { isValidIsbn13 } from '../onix/isbn.js';

/**
 * What is wrong with a generated book, as readable sentences (none means it can be imported): the
 * checks the demo and bulk generators are tested with, matching the database's limits.
 */
const isFilled = (text: LocalizedText, max: number) =>
  text.th.trim().length > 0 &&
  text.en.trim().length > 0 &&
  text.th.length <= max &&
  text.en.length <= max;

const pathExists = (tree: readonly ImportCategory[], path: readonly LocalizedText[]): boolean => {
  let level: readonly ImportCategory[] = tree;
  for (const step of path) {
    const found = level.find(
      (category) => category.name.th === step.th && category.name.en === step.en,
    );
    if (!found) return false;
    level = found.children ?? [];
  }
  return true;
};

export const findBookProblems = ({
  book,
  categories,
}: {
  book: ImportBook;
  /** When given, every category path must exist in this tree. */
  categories?: readonly ImportCategory[];
}): string[] => {
  const problems: string[] = [];
  const problem = (message: string) => problems.push(`${book.recordReference}: ${message}`);

  if (!/^[\w.-]{1,100}$/.test(book.recordReference)) problem('bad record reference');
  if (!isFilled(book.name, 400)) problem('missing or too long name');
  if (!book.contributors.some(({ role }) => role === 'author')) problem('no author');
  for (const { name } of book.contributors)
    if (!isFilled(name, 200)) problem('bad contributor name');
  if (book.isbn !== null && !isValidIsbn13(book.isbn)) problem(`bad ISBN ${book.isbn}`);
  if (book.eIsbn !== null && !isValidIsbn13(book.eIsbn)) problem(`bad e-ISBN ${book.eIsbn}`);
  if (book.categories.length < 1 || book.categories.length > 2) problem('needs 1-2 categories');
  for (const path of book.categories) {
    if (path.length < 1 || path.length > 2) problem('category path must have 1-2 levels');
    if (categories && !pathExists(categories, path)) {
      problem(`unknown category ${path.map(({ en }) => en).join(' > ')}`);
    }
  }
  for (const tag of book.tags) if (!isFilled(tag, 100)) problem('bad tag');
  if (book.releaseDate !== null && !/^\d{4}-\d{2}-\d{2}$/.test(book.releaseDate))
    problem('bad release date');
  if (!Number.isInteger(book.priceSatang) || book.priceSatang < 0)
    problem('price must be whole satang');
  if (
    book.oldPriceSatang !== null &&
    (!Number.isInteger(book.oldPriceSatang) || book.oldPriceSatang <= book.priceSatang)
  ) {
    problem('old price must be whole satang above the price');
  }
  if (book.pageCount !== null && (!Number.isInteger(book.pageCount) || book.pageCount <= 0))
    problem('bad page count');
  for (const file of book.files) {
    if (!Number.isInteger(file.sizeBytes) || file.sizeBytes < 0 || file.sizeBytes > 2 ** 31 - 1)
      problem('bad file size');
  }
  if (new Set(book.files.map(({ format }) => format)).size !== book.files.length)
    problem('duplicate file format');
  if (
    book.rating &&
    (!Number.isInteger(book.rating.sum) ||
      !Number.isInteger(book.rating.count) ||
      book.rating.sum > book.rating.count * 5)
  ) {
    problem('bad rating');
  }
  if (book.soldCount !== undefined && (!Number.isInteger(book.soldCount) || book.soldCount < 0))
    problem('bad copies sold');
  return problems;
};
