// An address whose percent-encoding is malformed (`/book/%E0%A4`): Next's router cannot decode it
// and answered a plain-text 500 (issue 23 §5). The storefront server answers it here, before Next:
// the API-forwarding and file routes with 400 in the API's error envelope, in the caller's
// language; pages with the 404 page, by escaping every `%` so the path decodes to what was typed
// and no page claims it. docs/security.md, "Malformed addresses".

/**
 * The routes that are not pages: the API forwarding and the file-streaming routes (src/app; the
 * proxy's matcher skips the same ones). `/opds` and `/library-export` alone hold no `%`.
 */
const NON_PAGE_PREFIXES = [
  '/api/',
  '/files/',
  '/opds/',
  '/downloads/',
  '/reader-files/',
  '/receipts/',
  '/payment-return/',
];

/** The 400's message, in both languages of the store. */
export const MALFORMED_ADDRESS_MESSAGES = {
  th: 'ที่อยู่นี้เข้ารหัสไม่ถูกต้อง',
  en: 'The address is not correctly encoded.',
};

/** Whether the path (without its query) cannot be percent-decoded. */
export const isMalformedPath = (path) => {
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
};

const localeFromHeader = (value) => {
  const tag = String(value ?? '')
    .split(',')[0]
    .trim()
    .toLowerCase();
  if (tag.startsWith('en')) return 'en';
  if (tag.startsWith('th')) return 'th';
  return null;
};

const cookieLocale = (cookieHeader) => {
  const match = /(?:^|;\s*)NEXT_LOCALE=([a-z]{2})(?:;|$)/.exec(String(cookieHeader ?? ''));
  return match ? localeFromHeader(match[1]) : null;
};

/**
 * The caller's language: the API's `Language` header, then the storefront's language cookie, then
 * the browser's first `Accept-Language`; Thai (the store's default) otherwise.
 */
export const callerLocale = (headers) =>
  localeFromHeader(headers['language']) ??
  cookieLocale(headers['cookie']) ??
  localeFromHeader(headers['accept-language']) ??
  'th';

/**
 * Handles a malformed address: answers the 400 for a non-page route and returns `true`, or
 * rewrites `request.url` to its escaped form for a page (Next then renders the 404 page) and
 * returns `false`. An address that decodes is left alone (`false`).
 */
export const answerMalformedAddress = (request, response) => {
  const url = request.url ?? '/';
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (!isMalformedPath(path)) return false;

  if (NON_PAGE_PREFIXES.some((prefix) => path.startsWith(prefix))) {
    const message = MALFORMED_ADDRESS_MESSAGES[callerLocale(request.headers)];
    response.writeHead(400, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    response.end(JSON.stringify({ Data: null, ErrorList: [message] }));
    return true;
  }
  request.url = `${path.replaceAll('%', '%25')}${queryAt === -1 ? '' : url.slice(queryAt)}`;
  return false;
};
