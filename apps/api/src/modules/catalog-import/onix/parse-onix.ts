import type { Readable } from 'node:stream';
import type { ImportBook } from '../catalog-import.types.js';
import { mapOnixProduct } from './onix-product.js';
import { childText, readOnixProducts } from './onix-xml.js';

export { OnixFormatError } from './onix-xml.js';

/**
 * One record of an ONIX file: the book, or why it was skipped. `index` is the product's 1-based
 * number in the file and `line` the line its `<Product>` tag starts on.
 */
export type OnixRecord =
  | {
      index: number;
      line: number;
      recordReference: string | null;
      book: ImportBook;
      errors?: undefined;
    }
  | {
      index: number;
      line: number;
      recordReference: string | null;
      book?: undefined;
      errors: string[];
    };

/**
 * Parses an ONIX for Books 3.0 message (reference or short tags) as a stream, one record at a time.
 * Cover files named by relative `ResourceLink`s are read from `baseDir`. A record with a problem is
 * reported and the rest go on; a file that is not well-formed XML or not ONIX 3.0 throws
 * `OnixFormatError` where the problem is.
 */
export async function* parseOnix({
  xml,
  baseDir,
}: {
  xml: string | Readable;
  /** Null for a file uploaded alone (no covers or book files beside it). */
  baseDir: string | null;
}): AsyncGenerator<OnixRecord> {
  for await (const { index, line, node } of readOnixProducts(xml)) {
    const outcome = await mapOnixProduct({ product: node, baseDir });
    const recordReference = childText(node, 'RecordReference') || null;
    yield outcome.book
      ? { index, line, recordReference, book: outcome.book }
      : { index, line, recordReference, errors: outcome.errors };
  }
}
