import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';
import { translate } from './messages.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Staff and tool routes guarded by a configured secret (`Authorization: Bearer <secret>`), compared in
 * constant time: 401 without credentials, 403 with wrong ones or when no secret is configured.
 */
export const requireBearerSecret = (request: FastifyRequest, secret: string | undefined): void => {
  const header = request.headers.authorization;
  const presented = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  if (!presented) {
    throw new AppError('UNAUTHORIZED', {
      messages: [translate(request.locale, 'cache.credentialsRequired')],
    });
  }
  if (!secret || !timingSafeEqual(digest(presented), digest(secret))) {
    throw new AppError('FORBIDDEN', {
      messages: [translate(request.locale, 'cache.credentialsRefused')],
    });
  }
};
