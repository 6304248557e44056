import type { NextRequest } from 'next/server';
import { answerSignIn } from '@/features/auth/auth-endpoints';

/** The login page (`/Login`, `/en/Login`), or with `?provider=` that provider's start. */
export function GET(request: NextRequest) {
  return answerSignIn(request);
}
