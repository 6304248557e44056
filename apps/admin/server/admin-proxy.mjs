// The rules of the admin server's forwarding of /admin/v1/* to the API (ADR 0018), kept free of
// Fastify so they can be unit-tested: which calls are declared, the visitor's address, the staff
// session cookie, the same-origin rule, and the answers the server gives itself.
import proxyaddr from 'proxy-addr';

/** The staff session cookie (HttpOnly, SameSite=Strict); `__Host-` on an https site. */
export const STAFF_COOKIE = 'nangsue_staff';

/** The publisher portal's session cookie (ADR 0019), kept apart from the staff's. */
export const PORTAL_COOKIE = 'nangsue_portal';

/**
 * The declared calls as matchers: `/admin/v1/books/:id` matches `/admin/v1/books/42` (one whole
 * segment per parameter). A path with an empty, `.` or `..` segment matches nothing.
 */
export const compileRoutes = (routes) =>
  Object.entries(routes).map(([name, route]) => {
    const pattern = route.path
      .split('/')
      .map((segment) =>
        segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/');
    return { name, route, regex: new RegExp(`^${pattern}$`) };
  });

/** A path segment that stays one segment once decoded (no `.`, `..`, `/` or `\\` inside). */
const isPlainSegment = (segment) => {
  let decoded;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return false;
  }
  return decoded !== '' && decoded !== '.' && decoded !== '..' && !/[/\\]/.test(decoded);
};

/** The declared call `method` `pathname` is, or undefined. */
export const matchRoute = (compiled, method, pathname) => {
  const segments = pathname.split('/').slice(1);
  if (!segments.every(isPlainSegment)) return undefined;
  return compiled.find(({ route, regex }) => route.method === method && regex.test(pathname));
};

/**
 * `ADMIN_TRUST_PROXY` (as the storefront's `WEB_TRUST_PROXY`): empty or unset (no proxy in
 * front: the socket is the visitor), `loopback`, addresses or CIDRs (comma-separated), or a hop
 * count.
 */
export const compileTrust = (setting) => {
  const value = (setting ?? '').trim();
  if (value === '') return () => false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return proxyaddr.compile(
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );
};

/**
 * The visitor's address: the socket's, or behind trusted proxies the one they vouch for. A
 * browser's own `X-Forwarded-For` is never believed.
 */
export const visitorAddressOf = (rawRequest, trust) => proxyaddr(rawRequest, trust) || null;

/** True when the browser reached us over https (directly, or through a trusted proxy). */
export const cameOverHttps = (rawRequest, trust) => {
  if (rawRequest.socket?.encrypted) return true;
  const proto = String(rawRequest.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    .trim()
    .toLowerCase();
  return proto === 'https' && trust(rawRequest.socket?.remoteAddress ?? '', 0);
};

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** As the storefront: Secure everywhere but on this machine (`http://localhost` has no certificate). */
export const isSecureSite = (siteUrl) => {
  const { protocol, hostname } = new URL(siteUrl);
  if (protocol === 'https:') return true;
  return !(LOOPBACK_HOSTS.has(hostname) || hostname.endsWith('.localhost'));
};

export const cookieNameFor = (secure, base = STAFF_COOKIE) => (secure ? `__Host-${base}` : base);

/** One cookie's value from a `Cookie` header. */
export const readCookie = (header, name) => {
  if (!header) return undefined;
  for (const part of String(header).split(';')) {
    const index = part.indexOf('=');
    if (index === -1) continue;
    if (part.slice(0, index).trim() === name) {
      const value = part.slice(index + 1).trim();
      try {
        return decodeURIComponent(value) || undefined;
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
};

/**
 * `Set-Cookie` for the staff session: HttpOnly (no script reads it), SameSite=Strict (no other
 * site's page sends it), Path=/, Secure on https; a session cookie (the API ends the session after
 * 30 minutes idle or 12 hours). An empty `token` clears it.
 */
export const sessionCookieHeader = (token, secure, base = STAFF_COOKIE) =>
  [
    `${cookieNameFor(secure, base)}=${token ? encodeURIComponent(token) : ''}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
    ...(token ? [] : ['Max-Age=0']),
  ].join('; ');

/**
 * What an answer does to the cookie: a call that `issues` a session stores its token when it
 * succeeds; `ends` always clears it; a 401 clears it (the session is over on the API's side), but
 * only when this request carried a session cookie: a call sent without one (a "who am I" sent
 * while the sign-in was still on its way) must not wipe the session the sign-in just set.
 */
export const sessionActionOf = (effect, status, sentToken = true) => {
  const succeeded = status !== null && status >= 200 && status < 300;
  if (effect === 'ends') return 'clear';
  if (effect === 'issues' && succeeded) return 'store';
  if (status === 401 && sentToken) return 'clear';
  return 'keep';
};

/**
 * True when a request that changes something (any method but GET/HEAD, or a call that changes
 * the session) did not come from our own pages: by `Sec-Fetch-Site`, and `Origin` when present.
 */
export const isForeignRequest = (method, effect, headers, ownOrigins) => {
  if ((method === 'GET' || method === 'HEAD') && effect === undefined) return false;
  const fetchSite = headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = headers.origin;
  return origin !== undefined && !ownOrigins.includes(origin);
};

/**
 * Splits `Data.SessionToken` off an answer: the token for the cookie and the body the browser
 * sees without it. Null when there is none.
 */
export const takeSessionToken = (body) => {
  if (typeof body !== 'object' || body === null) return null;
  const data = body.Data;
  if (typeof data !== 'object' || data === null) return null;
  const token = data.SessionToken;
  if (typeof token !== 'string' || token === '') return null;
  const { SessionToken: _taken, ...rest } = data;
  return { token, body: { ...body, Data: rest } };
};

/** Request headers passed on to the API; everything else (Cookie above all) stays here. */
export const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'content-type',
  'content-length',
  'language',
  'idempotency-key',
  'x-file-name',
];

/** Answer headers passed back to the browser. */
export const RETURNED_RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'content-disposition',
  'retry-after',
  'x-request-id',
];

const MESSAGES = {
  notFound: { th: 'ไม่พบรายการที่ขอ', en: 'Not Found' },
  forbidden: { th: 'คำขอนี้ต้องมาจากหน้าหลังร้านเท่านั้น', en: 'Forbidden' },
  badGateway: {
    th: 'ติดต่อเซิร์ฟเวอร์ API ไม่ได้ โปรดลองอีกครั้ง',
    en: 'Could not reach the API. Please try again.',
  },
  gatewayTimeout: {
    th: 'เซิร์ฟเวอร์ API ไม่ตอบภายในเวลาที่กำหนด',
    en: 'The API did not answer in time.',
  },
};

/** An answer of the admin server itself, in the caller's language (`Language`: th or en). */
export const errorEnvelope = (kind, language) => ({
  Data: null,
  ErrorList: [MESSAGES[kind][language === 'en' ? 'en' : 'th']],
});
