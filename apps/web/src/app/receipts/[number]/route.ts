import { FILE_ROUTES, pathOf } from '@nangsue/contracts';
import type { NextRequest } from 'next/server';
import { notFound, streamPrivate } from '@/lib/private-stream';

type RouteContext = { params: Promise<{ number: string }> };

const RECEIPT_NUMBER = /^(RC|TX|RV|CN)-\d{4}-\d{6}$/;

/**
 * A receipt or tax invoice PDF (`/receipts/RC-2569-000123`, the `ReceiptUrl` of an order): fetched
 * from the API with the reader's session from the HttpOnly cookie and streamed back, never cached.
 * Someone else's number, or no session, is a plain 404.
 */
export async function GET(request: NextRequest, { params }: RouteContext): Promise<Response> {
  const { number } = await params;
  if (!RECEIPT_NUMBER.test(number)) return notFound();
  const response = await streamPrivate(request, {
    apiPath: pathOf(FILE_ROUTES.receipt, { number }),
  });
  if (response.ok) response.headers.set('Content-Disposition', `inline; filename="${number}.pdf"`);
  return response;
}
