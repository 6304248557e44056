import { DEFAULT_LOCALE } from '@nangsue/contracts';

/**
 * The proxy passes the path the visitor asked for to server rendering in this request header,
 * so the 404 page can name it (spec §8: 'Page Not Found: {path}').
 */
export const REQUEST_PATH_HEADER = 'x-nangsue-path';

const MAX_PATH_LENGTH = 300;

/** The requested path from the header, or null when it is missing or not a path. */
export const readRequestPath = (value: string | null): string | null => {
  if (value === null || !value.startsWith('/')) return null;

  let path: string;
  try {
    path = decodeURIComponent(value);
  } catch {
    path = value;
  }
  return path.length > MAX_PATH_LENGTH ? `${path.slice(0, MAX_PATH_LENGTH)}…` : path;
};

/**
 * Thai lives at the root: while a switch to Thai is under way the address can briefly read `/th...`
 * (before the redirect to the unprefixed path). The page to come back to is the unprefixed one.
 */
export const withoutDefaultLocalePrefix = (pathname: string): string =>
  pathname === `/${DEFAULT_LOCALE}`
    ? '/'
    : pathname.startsWith(`/${DEFAULT_LOCALE}/`)
      ? pathname.slice(DEFAULT_LOCALE.length + 1)
      : pathname;
