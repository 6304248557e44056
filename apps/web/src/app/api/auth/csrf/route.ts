import type { NextRequest } from 'next/server';
import { answerCsrf } from '@/features/auth/auth-endpoints';

/** `{ csrfToken }` and its HttpOnly double-submit cookie, for `POST /api/auth/signout`. */
export function GET(request: NextRequest) {
  return answerCsrf(request);
}
