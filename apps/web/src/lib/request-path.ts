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
