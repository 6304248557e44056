/**
 * Rules of the `/files/...` route (covers and banners from the API's file storage), kept free of
 * Next.js so they can be unit-tested.
 */
const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
const MAX_SEGMENTS = 8;

/** The API path of a file, or null when a segment has anything but safe characters. */
export const toFilePath = (segments: readonly string[]): string | null => {
  if (segments.length === 0 || segments.length > MAX_SEGMENTS) return null;
  if (!segments.every((segment) => SAFE_SEGMENT.test(segment) && !segment.includes('..')))
    return null;
  return `/files/${segments.join('/')}`;
};

/** Response headers passed back from the API: the content, its caching and its lock-down. */
const PASSED_HEADERS = [
  'Content-Type',
  'Content-Length',
  'Cache-Control',
  'ETag',
  'Last-Modified',
  'Content-Security-Policy',
];

export const fileResponseHeaders = (upstream: Headers): Headers => {
  const headers = new Headers({ 'X-Content-Type-Options': 'nosniff' });
  for (const name of PASSED_HEADERS) {
    const value = upstream.get(name);
    if (value !== null) headers.set(name, value);
  }
  return headers;
};
