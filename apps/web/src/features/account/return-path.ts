import { safeRedirectPath } from '@/lib/safe-redirect';

/** Pages it makes no sense to come back to after signing in. */
const SIGN_IN_PAGES =
  /^(?:\/en)?\/(?:login|register|customer\/forget-password|customer\/verify-email|customer\/signin-link|reset-password|auth)(?:[/?#]|$)/i;

/**
 * Where to go after signing in (spec §2, §4): the remembered page if it is a page of this store
 * (checklist 23) and not a sign-in page itself, else `home`.
 */
export const returnPathFrom = (remembered: string | null, home: string): string => {
  const path = safeRedirectPath(remembered, home);
  return SIGN_IN_PAGES.test(path) ? home : path;
};
