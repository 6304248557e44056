/**
 * The redirect allow-list (security checklist 23): after login or an external sign-in the
 * storefront only ever goes to a path of its own. Anything else (`//evil.com`, `/\evil.com`,
 * encoded slashes, `javascript:`, absolute URLs, control characters) falls back to `/`.
 */
const MAX_LENGTH = 2000;

export const safeRedirectPath = (value: unknown, fallback = '/'): string => {
  if (typeof value !== 'string' || value === '' || value.length > MAX_LENGTH) return fallback;
  if (!value.startsWith('/')) return fallback;
  // Control characters and backslashes are refused outright: browsers turn `\` into `/`.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;

  let decoded = value;
  try {
    // Decode repeatedly so `%252F%252F` cannot hide `//` either.
    for (let round = 0; round < 3; round += 1) {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    }
  } catch {
    return fallback;
  }
  // eslint-disable-next-line no-control-regex
  if (decoded.startsWith('//') || /[\u0000-\u001f\u007f\\]/.test(decoded)) return fallback;

  // Resolve against a dummy origin: a same-origin result is a path of ours.
  const base = 'http://nangsue.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
};
