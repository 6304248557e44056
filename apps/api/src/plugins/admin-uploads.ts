import { createWriteStream } from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ADMIN_ROUTES, type AdminRoute } from '@nangsue/contracts/admin';
import { PORTAL_ROUTES, type PortalRoute } from '@nangsue/contracts/portal';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';

/**
 * Back-office uploads (issue 24): a route whose contract declares `upload` takes the file itself as
 * the raw body (`Content-Type` one of the declared types, the name in `X-File-Name`), handed to the
 * handler as a stream, never parsed or buffered here.
 *
 * Order matters: the staff-auth plugin's preParsing hook answers 401/403 before Fastify picks a
 * parser, so an anonymous or unauthorised upload is refused before a byte of its body is read
 * (tested with a body over the limit: 401, not 413). Then this parser:
 * - refuses a type the route does not take (415, naming the accepted types);
 * - refuses a `Content-Length` over the route's `bodyLimit` at once (413), and counts the bytes as
 *   they stream, failing the read with 413 once they pass it (a body without a length, or a lying
 *   one). Fastify's own limit applies only to bodies it buffers, not to streams.
 */

/** Every type some upload route takes, plus octet-stream so a wrong file gets our message. */
const UPLOAD_ROUTES: ReadonlyMap<string, AdminRoute | PortalRoute> = new Map(
  [
    ...Object.values(ADMIN_ROUTES as Record<string, AdminRoute>),
    // The publisher portal's uploads (ADR 0019) stream the same way, after portal-auth's check.
    ...Object.values(PORTAL_ROUTES as Record<string, PortalRoute>),
  ]
    .filter((route) => route.upload !== undefined)
    .map((route) => [`${route.method} ${route.path}`, route]),
);
const UPLOAD_TYPES = [
  ...new Set([...UPLOAD_ROUTES.values()].flatMap((route) => route.upload ?? [])),
  'application/octet-stream',
];

const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

const tooLarge = (limit: number) =>
  new AppError('PAYLOAD_TOO_LARGE', {
    message: 'upload.tooLarge',
    params: { megabytes: megabytes(limit), limit },
  });

/** Passes the bytes through, failing with 413 once more than `limit` went by. */
const limitTo = (limit: number) => {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > limit) callback(tooLarge(limit));
      else callback(null, chunk);
    },
  });
};

export const adminUploadsPlugin = fp(async (app: FastifyInstance) => {
  app.addContentTypeParser(UPLOAD_TYPES, (request, payload, done) => {
    // No such call: the 404 answers, not this parser.
    if (request.is404) {
      payload.resume();
      done(null, undefined);
      return;
    }
    const route = UPLOAD_ROUTES.get(`${request.method} ${request.routeOptions.url ?? ''}`);
    const type = String(request.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase();
    if (!route?.upload?.includes(type)) {
      done(
        new AppError('UNSUPPORTED_MEDIA_TYPE', {
          message: 'upload.type',
          params: {
            type: type || '-',
            accepted: (route?.upload ?? ['application/json']).join(', '),
          },
        }),
        undefined,
      );
      return;
    }
    const limit = request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit ?? 1_048_576;
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      done(tooLarge(limit), undefined);
      return;
    }
    const limited = limitTo(limit);
    payload.on('aborted', () =>
      limited.destroy(new AppError('VALIDATION_FAILED', { message: 'upload.interrupted' })),
    );
    payload.on('error', (error) => limited.destroy(error));
    payload.pipe(limited);
    done(null, limited);
  });
});

/** The uploaded body as a stream (only on `upload` routes). */
export const uploadStreamOf = (request: FastifyRequest): Readable => {
  const body = request.body as Readable | undefined;
  if (!body || typeof body.pipe !== 'function')
    throw new AppError('VALIDATION_FAILED', { message: 'upload.empty' });
  return body;
};

/** The whole upload in memory (covers, book files: their checks read every byte anyway). */
export const readUpload = async (request: FastifyRequest): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of uploadStreamOf(request)) chunks.push(chunk as Buffer);
  const data = Buffer.concat(chunks);
  if (data.length === 0) throw new AppError('VALIDATION_FAILED', { message: 'upload.empty' });
  return data;
};

/** Streams the upload to a file (an ONIX file of 50 MB never sits in memory); answers its size. */
export const saveUpload = async (request: FastifyRequest, file: string): Promise<number> => {
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      callback(null, chunk);
    },
  });
  await pipeline(uploadStreamOf(request), counter, createWriteStream(file));
  if (size === 0) throw new AppError('VALIDATION_FAILED', { message: 'upload.empty' });
  return size;
};

/** The file's name as the admin front sends it (`X-File-Name`, URI-encoded), if any. */
export const uploadFileName = (request: FastifyRequest): string | null => {
  const value = request.headers['x-file-name'];
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw) return null;
  try {
    return decodeURIComponent(raw).slice(0, 200);
  } catch {
    return null;
  }
};
