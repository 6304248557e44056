import type { FastifyReply } from 'fastify';
import type { FileStorage } from '../../lib/file-storage.js';
import { parseByteRange } from './byte-range.js';

/** A stored file the reader reads by ranges: where it is, its size and validator, its headers. */
export type StoredFileToSend = {
  storageKey: string;
  size: number;
  /** Compared with If-Range; without one, a range asked with If-Range is answered whole. */
  etag: string | undefined;
  contentType: string;
  fileName: string;
};

/**
 * Streams a stored file to the reader (the whole book, a pending order's preview), one byte range
 * at a time when asked (`parseByteRange`): private and never cached; a range of a file that
 * changed since (If-Range names another version) is answered whole; a range past its end is 416;
 * a file gone from storage is 404.
 */
export const sendStoredFile = async (
  storage: FileStorage,
  headers: { range?: string | undefined; 'if-range'?: string | undefined },
  reply: FastifyReply,
  file: StoredFileToSend,
) => {
  const { size, etag } = file;
  const ifRange = headers['if-range'];
  const range =
    ifRange !== undefined && ifRange !== etag ? undefined : parseByteRange(headers.range, size);
  reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', `inline; filename="${file.fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .header('Accept-Ranges', 'bytes');
  if (etag) reply.header('ETag', etag);
  if (range === 'unsatisfiable')
    return reply.code(416).header('Content-Range', `bytes */${size}`).send();
  const stream = await storage.stream(file.storageKey, range);
  if (!stream) return reply.callNotFound();
  if (range)
    reply
      .code(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
      .header('Content-Length', range.end - range.start + 1);
  else reply.header('Content-Length', size);
  return reply.send(stream);
};
