/**
 * Spec §2: a query parameter named `error` on the current route means a sign-in failed; it is
 * only logged, and the session is not restored on that page load.
 */
export const hasSignInError = (search: string): boolean => new URLSearchParams(search).has('error');
