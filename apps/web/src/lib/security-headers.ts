/**
 * The storefront's security headers (ADR 0009, ADR 0013). Two page policies:
 * - pages rendered per visit (account, sign-in, search…): scripts only with a fresh nonce per page
 *   and what they load (`'strict-dynamic'`); Next puts the nonce on its own scripts when it finds
 *   the policy on the request; our one inline script, MUI's colour-scheme script, is allowed by its
 *   hash (`COLOR_SCHEME_SCRIPT_HASH`, checked against the rendered script by a test);
 * - catalog pages, rendered once and served to everyone from Next's cache, cannot carry a nonce:
 *   scripts from this site and inline scripts (Next streams its data as inline scripts that differ
 *   per page). These pages hold nothing personal and show no visitor's input.
 * The headers every response gets are in next.config.ts.
 */
export const NONCE_HEADER = 'x-nonce';

/** The SHA-256 of MUI's colour-scheme script as `DocumentShell` renders it. */
export const COLOR_SCHEME_SCRIPT_HASH = 'sha256-fqtp0c2h5IC3qTZFd6E4ZSP3nxcUy7m/x8Em0ZhAphI=';

/** A random nonce: 16 bytes, base64. */
export const newNonce = (): string => {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
};

/**
 * Omise's card form (docs/buying.md §9), allowed only when the storefront is set up for Omise: the
 * origin Omise.js is loaded from, and Omise's vault, which the card goes to (by `fetch` or from a
 * frame of its own).
 */
export type OmiseSources = { scriptUrl: string; vaultUrl: string };

/** The origins of `OmiseSources` (`https://cdn.omise.co`, `https://vault.omise.co`). */
const omiseOrigins = (omise: OmiseSources) => ({
  script: new URL(omise.scriptUrl).origin,
  vault: new URL(omise.vaultUrl).origin,
});

/** Scripts of a page: with its nonce, or (`null`, a cached page) from this site and inline. */
const scriptSources = (nonce: string | null, isDev: boolean, omiseScript: string | null): string =>
  [
    `script-src 'self'`,
    ...(nonce === null
      ? [`'unsafe-inline'`]
      : [`'nonce-${nonce}'`, `'${COLOR_SCHEME_SCRIPT_HASH}'`, `'strict-dynamic'`]),
    ...(omiseScript ? [omiseScript] : []),
    ...(isDev ? [`'unsafe-eval'`] : []),
  ].join(' ');

/**
 * The policy of a page: `nonce` for a page rendered per visit, `null` for a cached catalog page.
 * Development adds `'unsafe-eval'` for React's debugging. Styles: MUI's emotion writes style
 * elements at run time, so inline styles are allowed (styles cannot run code). Pictures may come
 * from the configured file host (`https:`). Nothing may frame the store. `omise` (a per-visit page
 * of a store set up for Omise) adds Omise.js's origin to scripts and Omise's vault to connections
 * and frames; without it, nothing of Omise's is allowed. `reader` (the reader's page) allows the
 * `blob:` frames, styles, fonts and reads of the book engine and the PDF worker.
 */
export const contentSecurityPolicy = (
  nonce: string | null,
  isDev: boolean,
  omise: OmiseSources | null = null,
  reader = false,
): string => {
  const origins = omise && nonce !== null ? omiseOrigins(omise) : null;
  // The reader (a per-visit page): the EPUB engine shows each chapter in a same-origin frame made
  // from a `blob:` URL, with the book's stylesheets, pictures and fonts as `blob:` URLs too; such a
  // frame inherits this policy, so the book's own scripts still cannot run. PDF.js works in a worker
  // served by this site (docs/reader.md).
  const blob = reader && nonce !== null ? ' blob:' : '';
  return [
    `default-src 'self'`,
    scriptSources(nonce, isDev, origins?.script ?? null),
    `style-src 'self' 'unsafe-inline'${blob}`,
    `img-src 'self' data: blob: https:`,
    `font-src 'self' data:${blob}`,
    `connect-src 'self'${origins ? ` ${origins.vault}` : ''}${blob}${isDev ? ' ws:' : ''}`,
    ...(origins ? [`frame-src ${origins.script} ${origins.vault}`] : []),
    ...(blob ? [`frame-src 'self' blob:`] : []),
    // The offline store's service worker (`/sw.js`, docs/offline.md): with 'strict-dynamic' in
    // script-src, 'self' there no longer covers workers.
    `worker-src 'self'${blob}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
};
