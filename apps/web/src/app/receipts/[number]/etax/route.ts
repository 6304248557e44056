import { FILE_ROUTES, pathOf } from '@nangsue/contracts';
import type { NextRequest } from 'next/server';
import { notFound, streamPrivate } from '@/lib/private-stream';

type RouteContext = { params: Promise<{ number: string }> };

const TAX_INVOICE_NUMBER = /^TX-\d{4}-\d{6}$/;

/**
 * A full tax invoice's e-Tax Invoice (`/receipts/TX-2569-000045/etax`, the `EtaxUrl` of an
 * order's receipt): the signed PDF/A-3 with ETDA's XML inside (docs/receipts.md "e-Tax Invoice"),
 * fetched from the API with the reader's session and streamed back as a download, never cached.
 * Someone else's number, or no session, is a plain 404.
 */
export async function GET(request: NextRequest, { params }: RouteContext): Promise<Response> {
  const { number } = await params;
  if (!TAX_INVOICE_NUMBER.test(number)) return notFound();
  const response = await streamPrivate(request, {
    apiPath: pathOf(FILE_ROUTES.etaxInvoice, { number }),
  });
  if (response.ok)
    response.headers.set('Content-Disposition', `attachment; filename="${number}-etax.pdf"`);
  return response;
}
