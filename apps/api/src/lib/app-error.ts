import type { ErrorCode } from '@nangsue/contracts';
import type { MessageKey, MessageParams } from './messages.js';

type AppErrorOptions = {
  /** Translated message shown to the caller; defaults to the generic message of the code. */
  message?: MessageKey;
  params?: MessageParams;
  /** More messages (for example one per bad field), already translated. */
  messages?: string[];
  /** Seconds, for RATE_LIMITED. */
  retryAfter?: number;
  cause?: unknown;
};

/** The one error type services throw. The error handler maps `code` to a status through one table. */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly messageKey: MessageKey | undefined;
  readonly params: MessageParams;
  readonly messages: string[] | undefined;
  readonly retryAfter: number | undefined;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(options.message ?? code, { cause: options.cause });
    this.code = code;
    this.messageKey = options.message;
    this.params = options.params ?? {};
    this.messages = options.messages;
    this.retryAfter = options.retryAfter;
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
