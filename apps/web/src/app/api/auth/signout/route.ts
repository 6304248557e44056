import type { NextRequest } from 'next/server';
import { answerSignOut } from '@/features/auth/auth-endpoints';

/** Ends the session: `csrfToken` (form or JSON) must match this browser's CSRF cookie. */
export function POST(request: NextRequest) {
  return answerSignOut(request);
}
