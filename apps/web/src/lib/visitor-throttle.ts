import { LRUCache } from 'lru-cache';

/**
 * Visitors the API has throttled as a whole (its per-visitor limit, not a login throttle), and
 * until when. The web server learns it from the API's answers to calls made on a visitor's behalf
 * (rendering a page, the browser's API proxy) and then answers that visitor's pages rendered per
 * visit with HTTP 429 and `Retry-After` (src/proxy.ts) without rendering them, which would only
 * spend more of the API. Cached pages cost the API nothing and are still served.
 *
 * Soft state, per web process and bounded: each process learns it again from the API, whose count
 * (in Redis when there are several API processes) stays the authority. Shared between this
 * process's bundles (the proxy and server rendering) through the global object.
 */
const STATE_KEY = Symbol.for('nangsue.throttled-visitors');
type StateHolder = { [STATE_KEY]?: LRUCache<string, number> };

/** At most this many visitors are remembered; the oldest entry goes first. */
export const MAX_REMEMBERED_VISITORS = 10_000;

/** The longest wait believed from one answer, whatever it says. */
const MAX_WAIT_SECONDS = 3600;

/** The wait when the API's answer names none. */
export const DEFAULT_WAIT_SECONDS = 60;

/** Visitor → when their wait ends (epoch ms); the least recently throttled go first when full. */
const throttledVisitors = (): LRUCache<string, number> => {
  const holder = globalThis as StateHolder;
  holder[STATE_KEY] ??= new LRUCache<string, number>({ max: MAX_REMEMBERED_VISITORS });
  return holder[STATE_KEY];
};

/**
 * Whether an API answer says the visitor is throttled as a whole: a 429 from the per-visitor
 * limit, which says no request is left in its window. A login or code throttle answers 429 without
 * that header, and keeps the visitor's other pages open.
 */
export const isVisitorThrottled = (status: number, headers: Headers): boolean =>
  status === 429 && headers.get('x-ratelimit-remaining') === '0';

export const rememberThrottledVisitor = (
  visitor: string,
  waitSeconds: number = DEFAULT_WAIT_SECONDS,
  now: number = Date.now(),
): void => {
  const seconds = Math.min(MAX_WAIT_SECONDS, Math.max(1, Math.ceil(waitSeconds)));
  throttledVisitors().set(visitor, now + seconds * 1000);
};

/** The seconds `visitor` still has to wait, or null when the visitor is not throttled. */
export const throttledSecondsOf = (visitor: string, now: number = Date.now()): number | null => {
  const visitors = throttledVisitors();
  const until = visitors.get(visitor);
  if (until === undefined) return null;
  if (until <= now) {
    visitors.delete(visitor);
    return null;
  }
  return Math.ceil((until - now) / 1000);
};

/** Forgets every throttled visitor (tests). */
export const forgetThrottledVisitors = (): void => throttledVisitors().clear();

/** The page a throttled visitor's request is rewritten to (never reachable by its own address). */
export const THROTTLED_PAGE = '/too-many-requests';

/** The proxy tells the throttled page how long to wait in this request header. */
export const WAIT_SECONDS_HEADER = 'x-nangsue-wait-seconds';

/** The wait from the header, a whole number of seconds of at least one. */
export const waitSecondsFrom = (value: string | null): number => {
  const seconds = Number(value);
  return Number.isInteger(seconds) && seconds > 0 ? seconds : DEFAULT_WAIT_SECONDS;
};
