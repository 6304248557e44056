import { HEADERS } from '@nangsue/contracts';
import { cookies } from 'next/headers';
import type { NextRequest } from 'next/server';
import { getServerEnv } from '@/env';
import { clientIpFrom } from '@/lib/api-forward';
import { readSessionToken } from '@/lib/session-cookie';

type RouteContext = { params: Promise<{ number: string }> };

const RECEIPT_NUMBER = /^(RC|TX|RV|CN)-\d{4}-\d{6}$/;
const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' };

/**
 * A receipt or tax invoice PDF (`/receipts/RC-2569-000123`, the `ReceiptUrl` of an order): fetched
 * from the API with the reader's session from the HttpOnly cookie and streamed back, never cached.
 * Someone else's number, or no session, is a plain 404.
 */
export async function GET(request: NextRequest, { params }: RouteContext): Promise<Response> {
  const { number } = await params;
  const token = readSessionToken(await cookies());
  if (!RECEIPT_NUMBER.test(number) || !token)
    return new Response(null, { status: 404, headers: PRIVATE });

  const env = getServerEnv();
  const headers = new Headers({
    [HEADERS.requestId]: crypto.randomUUID(),
    [HEADERS.token]: token,
  });
  const clientIp = clientIpFrom(request.headers.get('x-forwarded-for'));
  if (clientIp) headers.set('X-Forwarded-For', clientIp);
  try {
    const upstream = await fetch(new URL(`/v2/order/receipt/${number}`, env.API_MAIN_URL), {
      headers,
      cache: 'no-store',
      redirect: 'manual',
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(env.API_TIMEOUT_MS)]),
    });
    if (!upstream.ok) {
      await upstream.body?.cancel();
      const status = upstream.status === 401 || upstream.status === 404 ? 404 : 502;
      return new Response(null, { status, headers: PRIVATE });
    }
    return new Response(upstream.body, {
      status: 200,
      headers: {
        ...PRIVATE,
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="${number}.pdf"`,
      },
    });
  } catch (error) {
    if (request.signal.aborted) return new Response(null, { status: 499 });
    console.error(`[receipts] GET ${number} failed`, error);
    return new Response(null, { status: 502, headers: PRIVATE });
  }
}
