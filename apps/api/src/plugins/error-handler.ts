import type { ErrorCode, Locale } from '@nangsue/contracts';
import { DEFAULT_LOCALE, ERROR_STATUS, HEADERS, isLocale } from '@nangsue/contracts';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isConnectionLoss } from '../db/client.js';
import { AppError, isAppError } from '../lib/app-error.js';
import {
  genericMessageKey,
  translate,
  type MessageKey,
  type MessageParams,
} from '../lib/messages.js';
import { errorReference } from '../lib/tracing.js';
import { describeIssue } from '../lib/validation-messages.js';
import { isValidationIssueList } from '../lib/zod-validator.js';

type Mapped = {
  code: ErrorCode;
  message?: MessageKey;
  params?: MessageParams;
  messages?: string[];
};
type FastifyErrorMapper = (
  error: FastifyError,
  request: FastifyRequest,
  app: FastifyInstance,
) => Mapped;

/** The name the caller used: `Data.DeviceTypeId`, `language`; the part itself when the whole is bad. */
const fieldName = (context: string | undefined, path: PropertyKey[]): string =>
  path.length > 0 ? path.map(String).join('.') : (context ?? 'body');

/** Fastify's own errors, by code, to our codes and messages. Anything not listed is unexpected. */
const FASTIFY_ERRORS: Record<string, FastifyErrorMapper> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => ({
    code: 'VALIDATION_FAILED',
    message: 'request.invalidJson',
  }),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => ({ code: 'VALIDATION_FAILED', message: 'request.emptyJson' }),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => ({
    code: 'VALIDATION_FAILED',
    message: 'request.badContentLength',
  }),
  FST_ERR_CTP_BODY_TOO_LARGE: (_error, _request, app) => ({
    code: 'PAYLOAD_TOO_LARGE',
    params: { limit: app.env.BODY_LIMIT_BYTES },
  }),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: (_error, request) => ({
    code: 'UNSUPPORTED_MEDIA_TYPE',
    params: { type: String(request.headers['content-type'] ?? '').slice(0, 100) || '-' },
  }),
  FST_ERR_VALIDATION: (error, request) => {
    if (!isValidationIssueList(error.validation)) return { code: 'VALIDATION_FAILED' };
    const messages = error.validation.map((issue) =>
      describeIssue(request.locale, {
        code: issue.keyword,
        path: fieldName(error.validationContext, issue.params.path),
        params: issue.params,
      }),
    );
    return { code: 'VALIDATION_FAILED', messages: [...new Set(messages)] };
  },
};

const toMapped = (error: unknown, request: FastifyRequest, app: FastifyInstance): Mapped => {
  // PostgreSQL gone or restarting (a connection cut, refused, in recovery): a clear 503 the client
  // retries (a write with its Idempotency-Key), not a 500 that reads as a bug.
  if (isConnectionLoss(error)) return { code: 'UNAVAILABLE' };
  if (isAppError(error)) {
    return {
      code: error.code,
      ...(error.messageKey ? { message: error.messageKey } : {}),
      params: error.params,
      ...(error.messages ? { messages: error.messages } : {}),
    };
  }
  const fastifyError = error as FastifyError;
  const mapper =
    typeof fastifyError?.code === 'string' ? FASTIFY_ERRORS[fastifyError.code] : undefined;
  return mapper ? mapper(fastifyError, request, app) : { code: 'INTERNAL' };
};

export const buildErrorMessages = (locale: Locale, mapped: Mapped, requestId: string): string[] => {
  if (mapped.messages && mapped.messages.length > 0) return mapped.messages;
  const key = mapped.message ?? genericMessageKey(mapped.code);
  return [translate(locale, key, { requestId, ...mapped.params })];
};

/** Sends the error envelope; used by the error handler, the 404 handler and the rate limiter. */
export const sendError = (reply: FastifyReply, code: ErrorCode, messages: string[]) =>
  reply
    .code(ERROR_STATUS[code])
    .type('application/json; charset=utf-8')
    .send({ Data: null, ErrorList: messages });

export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(async (error, request, reply) => {
    const mapped = toMapped(error, request, app);
    const status = ERROR_STATUS[mapped.code];

    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else
      request.log.info(
        { code: mapped.code, err: { message: (error as Error).message } },
        'request refused',
      );

    if (isAppError(error) && error.retryAfter !== undefined)
      reply.header('Retry-After', String(error.retryAfter));
    else if (isConnectionLoss(error)) reply.header('Retry-After', '1');
    return sendError(
      reply,
      mapped.code,
      buildErrorMessages(request.locale, mapped, errorReference(request.id)),
    );
  });
});

/** The longest part of a path the router accepts (`routerOptions.maxParamLength`). */
export const MAX_PARAM_LENGTH = 500;

/**
 * Errors the router raises before any route or hook runs (a path part longer than
 * `MAX_PARAM_LENGTH`, a malformed URL): a 400 envelope in the caller's language, like every other.
 */
export const frameworkErrorHandler = (
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  const header = request.headers[HEADERS.language.toLowerCase()];
  const language = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase();
  const locale = isLocale(language) ? language : DEFAULT_LOCALE;
  const key = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'request.pathTooLong' : 'request.badUrl';
  return sendError(reply, 'VALIDATION_FAILED', [translate(locale, key, { max: MAX_PARAM_LENGTH })]);
};

/**
 * Requests Node refuses before Fastify sees them (a request line or headers over its 16 KB limit, such
 * as a 10,000-character Thai keyword in a path, or broken HTTP): a 400 envelope written to the socket,
 * in the default language (the headers were never read).
 */
export const clientErrorHandler = (error: Error & { code?: string }, socket: Socket) => {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const key = error.code === 'HPE_HEADER_OVERFLOW' ? 'request.tooLong' : 'request.malformed';
  const body = JSON.stringify({ Data: null, ErrorList: [translate(DEFAULT_LOCALE, key)] });
  socket.end(
    `HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
};

/** Unknown routes: a 404 envelope naming the route. app.ts installs it behind the rate limiter. */
export const notFoundHandler = async (request: FastifyRequest, reply: FastifyReply) => {
  const path = request.url.split('?')[0]?.slice(0, 200) ?? '';
  return sendError(reply, 'NOT_FOUND', [
    translate(request.locale, 'request.routeNotFound', { method: request.method, path }),
  ]);
};

export { AppError };
