import { NextResponse } from 'next/server';
import { getEnabledProviders } from '@/features/auth/providers';

/** The external sign-in providers on offer, for buttons on pages that did not pass them. */
export function GET() {
  return NextResponse.json(
    { providers: getEnabledProviders() },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
