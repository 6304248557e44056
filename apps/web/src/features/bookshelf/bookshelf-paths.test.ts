import { describe, expect, it } from 'vitest';
import { isReaderPath, readerPath } from './bookshelf-paths';

describe('isReaderPath', () => {
  it('knows the reader in both languages, a sample too', () => {
    expect(isReaderPath(readerPath(12))).toBe(true);
    expect(isReaderPath(`/en${readerPath(12, true)}`)).toBe(true);
  });

  it('is not the shelf, a collection or a look-alike', () => {
    expect(isReaderPath('/bookshelf')).toBe(false);
    expect(isReaderPath('/en/bookshelf/collection')).toBe(false);
    expect(isReaderPath('/bookshelf/read/')).toBe(false);
    expect(isReaderPath('/th/bookshelf/read/1')).toBe(false);
  });
});
