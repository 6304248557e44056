import type { NextRequest } from 'next/server';
import { startSignIn } from '@/features/auth/sign-in-flow';

type RouteContext = { params: Promise<{ provider: string }> };

/** Starts an external sign-in: `/api/auth/signin/{google|facebook|apple}?locale=&mode=&next=`. */
export async function GET(request: NextRequest, { params }: RouteContext) {
  const { provider } = await params;
  return startSignIn(request, provider);
}
