import type { ByteRange } from '../../lib/file-storage.js';

/**
 * The byte range an HTTP `Range` header asks of a file of `size` bytes (RFC 9110 §14): one range
 * (`bytes=0-499`, `bytes=500-`, `bytes=-500`), clipped to the file. `undefined`: no usable range,
 * answer the whole file (several ranges at once are answered whole too, as the RFC allows);
 * `'unsatisfiable'`: answer 416.
 */
export const parseByteRange = (
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined => {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return undefined;
  if (from === '') {
    // The last `to` bytes.
    const length = Number(to);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
};
