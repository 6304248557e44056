import { NextResponse, type NextRequest } from 'next/server';
import { getServerEnv } from '@/env';
import { errorEnvelope, isForeignRequest, ownOriginsOf } from '@/lib/api-forward';
import { clearSessionCookie } from '@/lib/session-cookie';

/** Forgets the session (spec §4, HTTP 401): the token cookie is HttpOnly, so only the server can. */
export function POST(request: NextRequest) {
  const ownOrigins = ownOriginsOf(request.headers, request.nextUrl, getServerEnv().SITE_URL);
  if (isForeignRequest(true, request.headers, ownOrigins)) {
    return NextResponse.json(errorEnvelope('Forbidden'), { status: 403 });
  }

  const response = new NextResponse(null, {
    status: 204,
    headers: { 'Cache-Control': 'no-store' },
  });
  clearSessionCookie(response);
  return response;
}
