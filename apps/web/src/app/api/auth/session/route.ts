import type { NextRequest } from 'next/server';
import { answerSession } from '@/features/auth/auth-endpoints';

/** `{ user: { name, email }, expires }` for a live session, `{}` without one. */
export function GET(request: NextRequest) {
  return answerSession(request);
}
