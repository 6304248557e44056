import 'server-only';
import { DEFAULT_LOCALE, type Locale } from '@nangsue/contracts';
import type { NextResponse } from 'next/server';
import { getServerEnv } from '@/env';
import { isSecureSite } from '@/lib/session-cookie';

/**
 * A publisher member's preview of their title in the store's reader (docs/reader.md "Preview").
 * The portal's one-time link (`/preview/<token>`) is opened once by this server into a reading
 * session of a few hours, kept in an HttpOnly cookie of its own, one per book (two previews in two
 * tabs do not take each other's place), never the customer's session cookie: a preview needs no
 * store account in this browser, and a signed-in customer's session never reaches its calls.
 */

const PREVIEW_COOKIE = 'nangsue_preview';

const secureByDefault = (): boolean => isSecureSite(getServerEnv().SITE_URL);

/** The cookie of a book's preview; `__Host-` on an https site, as the session cookie. */
export const previewCookieName = (productId: number, secure: boolean = secureByDefault()): string =>
  `${secure ? '__Host-' : ''}${PREVIEW_COOKIE}_${productId}`;

/** A page's path in a language (Thai without a prefix). */
const localized = (locale: Locale, path: string): string =>
  locale === DEFAULT_LOCALE ? path : `/${locale}${path}`;

/** The reader on a previewed book. */
export const previewReaderPath = (locale: Locale, productId: number): string =>
  localized(locale, `/preview/read/${productId}`);

/** Where a link that does not open (used, expired, unknown) lands. */
export const previewLinkEndedPath = (locale: Locale): string => localized(locale, '/preview/ended');

/**
 * Keeps the reading session until it ends: HttpOnly, `SameSite=Lax` (the link is opened from the
 * portal, another site: a top-level navigation still carries it), `Secure` on https, whole site
 * (the reader's page and its file route).
 */
export const setPreviewCookie = (
  response: NextResponse,
  opened: { productId: number; session: string; expiresAt: Date },
  { now = new Date(), secure = secureByDefault() }: { now?: Date; secure?: boolean } = {},
): void => {
  response.cookies.set(previewCookieName(opened.productId, secure), opened.session, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: Math.max(0, Math.floor((opened.expiresAt.getTime() - now.getTime()) / 1000)),
  });
};
