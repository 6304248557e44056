import { answerProviders } from '@/features/auth/auth-endpoints';

/** The external sign-in providers on offer, keyed by id (Auth.js's shape). */
export function GET() {
  return answerProviders();
}
