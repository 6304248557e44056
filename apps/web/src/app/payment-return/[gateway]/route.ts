import type { NextRequest } from 'next/server';
import { getServerEnv } from '@/env';

type RouteContext = { params: Promise<{ gateway: string }> };

const ORDER_ID = /^[1-9][0-9]{0,15}$/;

/**
 * Where a gateway sends the reader back after paying (2C2P posts a form to it). Nothing it carries
 * is believed: it only names our order, and the payment page asks the API, which re-reads the
 * payment at the gateway (docs/buying.md §6.4). A 303 turns the POST into a GET of that page.
 */
const toPaymentPage = async (request: NextRequest, { params }: RouteContext) => {
  const { gateway } = await params;
  const orderId = request.nextUrl.searchParams.get('orderId') ?? '';
  const english = request.nextUrl.searchParams.get('lang') === 'en';
  const base = getServerEnv().SITE_URL;
  if (gateway !== 'pgw' || !ORDER_ID.test(orderId))
    return Response.redirect(new URL(english ? '/en' : '/', base), 303);
  return Response.redirect(
    new URL(`${english ? '/en' : ''}/payment?orderId=${orderId}`, base),
    303,
  );
};

export const GET = toPaymentPage;
export const POST = toPaymentPage;
