import { z } from 'zod';
import { envelope } from '../envelope.js';
import { portalRoute } from './route.js';

/**
 * A member previews one of their organisation's titles in the store's own reader before it goes
 * live (issue 25, docs/reader.md "Preview", ADR 0019 "Preview"): the portal answers a one-time
 * link on the storefront, opened in a new tab. The book must be the organisation's (its catalog
 * publisher's), published or not; another organisation's book is 404.
 */
export const PortalPreviewParamsSchema = z
  .object({ bookId: z.coerce.number().int().min(1).max(2_147_483_647) })
  .strict();

export const PortalPreviewLinkSchema = z.object({
  /**
   * The storefront's address that opens the reader on the book: `<STOREFRONT_URL>/preview/<token>`
   * (Thai) or `/en/preview/<token>`, by the caller's language. It opens once.
   */
  Url: z.string(),
  /** Until when the link opens (ISO 8601, about ten minutes). */
  ExpiresAt: z.string(),
  /** How long the reading it opens lasts, in minutes. */
  ReadingMinutes: z.int(),
});
export type PortalPreviewLink = z.infer<typeof PortalPreviewLinkSchema>;

export const PREVIEW_PORTAL_ROUTES = {
  portalTitlePreview: portalRoute({
    service: 'portal',
    method: 'POST',
    path: '/portal/v1/titles/:bookId/preview',
    access: 'publisher',
    permission: 'titles.read',
    params: PortalPreviewParamsSchema,
    response: envelope(PortalPreviewLinkSchema),
  }),
} as const;
