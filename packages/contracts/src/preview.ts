import { z } from 'zod';
import { BookFileFormatSchema } from './bookshelf.js';
import { envelope } from './envelope.js';
import { ReaderBookSchema } from './reading.js';

/**
 * A publisher member's preview of their own title in the store's reader (issue 25, docs/reader.md
 * "Preview"). The portal makes a one-time link (`/preview/<token>` on the storefront); the
 * storefront's server opens it once for a reading session of a few hours, kept in an HttpOnly
 * cookie of the storefront and sent back by its server alone. These calls are made by the
 * storefront's server, never by page scripts.
 */

/** The link's token: 32 random bytes, base64url. */
export const PREVIEW_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The header the storefront's server sends the reading session in on the file call. */
export const PREVIEW_SESSION_HEADER = 'PreviewSession';

const TokenSchema = z.string().regex(PREVIEW_TOKEN_PATTERN);

// POST /v2/preview/open: the one-time link, opened once
export const PreviewOpenBodySchema = z
  .object({ Data: z.object({ Token: TokenSchema }).strict() })
  .strict();
export const PreviewOpenedSchema = z.object({
  /** The book the preview reads. */
  ProductId: z.int(),
  /** The reading session's token: for the storefront's HttpOnly cookie, never for page scripts. */
  Session: z.string(),
  /** When the reading session ends (ISO 8601). */
  ExpiresAt: z.string(),
});
export type PreviewOpened = z.infer<typeof PreviewOpenedSchema>;
export const PreviewOpenedResponseSchema = envelope(PreviewOpenedSchema);

// POST /v2/preview/book/{productId}?format=: what the reader opens with, for the session
export const PreviewBookParamsSchema = z
  .object({ productId: z.coerce.number().int().min(1).max(2_147_483_647) })
  .strict();
export const PreviewBookQuerySchema = z
  .object({ format: BookFileFormatSchema.optional() })
  .strict();
export const PreviewBookBodySchema = z
  .object({ Data: z.object({ Session: TokenSchema }).strict() })
  .strict();
export const PreviewBookSchema = z.object({
  /**
   * As the buyer's reader gets it, whole (`IsSample` false), with no position or notes (a preview
   * saves nothing); `FileUrl` is the storefront's `/preview-files/<id>?format=…`.
   */
  Book: ReaderBookSchema,
  /** When the reading session ends (ISO 8601). */
  ExpiresAt: z.string(),
});
export type PreviewBook = z.infer<typeof PreviewBookSchema>;
export const PreviewBookResponseSchema = envelope(PreviewBookSchema);
