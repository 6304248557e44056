/**
 * The storefront's security headers. The Content-Security-Policy carries a fresh nonce per page
 * (Next applies it to its own scripts when it finds the policy on the request; our one inline script,
 * the colour-scheme script, reads it from `NONCE_HEADER`). The headers every response gets are in
 * next.config.ts. ADR 0009.
 */
export const NONCE_HEADER = 'x-nonce';

/** A random nonce: 16 bytes, base64. */
export const newNonce = (): string => {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
};

/**
 * The policy of a page. Scripts: only those carrying the nonce, and what they load
 * (`'strict-dynamic'`); development adds `'unsafe-eval'` for React's debugging. Styles: MUI's
 * emotion writes style elements at run time, so inline styles are allowed (styles cannot run code).
 * Pictures may come from the configured file host (`https:`). Nothing may frame the store.
 */
export const contentSecurityPolicy = (nonce: string, isDev: boolean): string =>
  [
    `default-src 'self'`,
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${isDev ? ` 'unsafe-eval'` : ''}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob: https:`,
    `font-src 'self' data:`,
    `connect-src 'self'${isDev ? ' ws:' : ''}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
