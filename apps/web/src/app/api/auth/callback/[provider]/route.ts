import { NextResponse, type NextRequest } from 'next/server';
import { finishSignIn } from '@/features/auth/sign-in-flow';

type RouteContext = { params: Promise<{ provider: string }> };

/** Google and Facebook come back here by GET (Apple posts to `/auth/callback-apple`). */
export async function GET(request: NextRequest, { params }: RouteContext) {
  const { provider } = await params;
  if (provider !== 'google' && provider !== 'facebook') {
    return new NextResponse(null, { status: 404 });
  }
  const query = request.nextUrl.searchParams;
  return finishSignIn(request, provider, {
    code: query.get('code'),
    state: query.get('state'),
    error: query.get('error'),
  });
}
