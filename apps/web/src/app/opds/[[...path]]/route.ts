import type { NextRequest } from 'next/server';
import { notFound, streamPrivate } from '@/lib/private-stream';

type RouteContext = { params: Promise<{ path?: string[] }> };

/** Path segments of the catalogue: feed names, numbers, `{itemKey}.epub`, `opensearch.xml`. */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/;

/**
 * The OPDS catalogue at the storefront's address (`/opds`, `/opds/books?page=2`,
 * `/opds/download/{itemKey}.epub`, docs/opds.md): forwarded to the API's `/opds/...` with the
 * reading app's own `Authorization` (HTTP Basic: e-mail and app password), never the session
 * cookie. The API's 401 and its `WWW-Authenticate` challenge come back as they are, so the app asks
 * for the password; 403 (a download limit), 404 and 429 too. Links inside the feeds are
 * root-relative, so they work here and at the API alike. Never cached.
 */
export async function GET(request: NextRequest, { params }: RouteContext): Promise<Response> {
  const { path = [] } = await params;
  if (path.length > 4 || !path.every((segment) => SEGMENT.test(segment))) return notFound();
  const suffix = path.length > 0 ? `/${path.join('/')}` : '';
  return streamPrivate(request, {
    apiPath: `/opds${suffix}${request.nextUrl.search}`,
    auth: 'authorization',
    forwardHeaders: ['Accept-Language'],
    passStatuses: [401, 403, 404, 429],
    passHeaders: ['WWW-Authenticate', 'Content-Disposition', 'Retry-After', 'Vary'],
  });
}

export const HEAD = GET;
