import { API_ROUTES, pathOf, type ApiRoute } from '@nangsue/contracts';
import { TOPIC_CODE, splitLocale } from './catalog-paths';
import { currentCatalogVersion } from './catalog-version-state';
import { parseEntityId } from './catalog-query';

/*
 * For the proxy: which paths name a catalog entity and how to know it exists. Apart from
 * catalog-paths.ts, whose path builders book cards use in the browser, because it needs the route
 * table (and so the zod schemas).
 */

/** API reads that tell whether the entity of a page exists (`GET`/`HEAD`, 404 when not). */
const ENTITY_ROUTES: Record<string, ApiRoute> = {
  'book-detail': API_ROUTES.productDetails,
  category: API_ROUTES.category,
  manufacturer: API_ROUTES.manufacturer,
  vendor: API_ROUTES.vendor,
  // The contact form of a publisher (docs/publishers.md): a 404 when there is no such publisher.
  'contact-publisher': API_ROUTES.vendor,
  tag: API_ROUTES.tag,
  series: API_ROUTES.series,
  author: API_ROUTES.author,
};

/**
 * Static pages that share a prefix with an entity page: `/vendor/apply`, the publisher
 * application (docs/publishers.md), is a page of its own, not a publisher.
 */
const RESERVED_SEGMENTS: Record<string, readonly string[]> = { vendor: ['apply'] };

export type EntityCheck = { kind: 'invalid' } | { kind: 'lookup'; apiPath: string };

/**
 * Whether a requested store path names a catalog entity and how to know it exists: `invalid`
 * when its id cannot be one (`/book-detail/abc`, `/category/0`), `lookup` with the API path to
 * ask, or null for any other page.
 */
export const entityCheckOf = (pathname: string): EntityCheck | null => {
  const { path } = splitLocale(pathname);
  const match = /^\/([a-z-]+)\/([^/]*)\/?$/.exec(path);
  if (!match) return null;

  const [, section = '', segment = ''] = match;
  if (RESERVED_SEGMENTS[section]?.includes(segment)) return null;

  if (section === 'topic') {
    return TOPIC_CODE.test(segment)
      ? { kind: 'lookup', apiPath: pathOf(API_ROUTES.topic, { topicCode: segment }) }
      : { kind: 'invalid' };
  }
  const route = ENTITY_ROUTES[section];
  if (route === undefined) return null;

  const id = parseEntityId(segment);
  return id === null ? { kind: 'invalid' } : { kind: 'lookup', apiPath: pathOf(route, { id }) };
};

/**
 * The API's answers to existence checks, for the catalog version the pages were revalidated for: a
 * cached book page is served without asking the API again whether the book exists, and an import
 * (a new version) forgets every answer. Nothing is kept while the version is unknown.
 */
const MAX_REMEMBERED = 20_000;
const remembered = new Map<string, boolean>();
let rememberedFor: string | undefined;

const answersOfCurrentVersion = (): Map<string, boolean> | null => {
  const version = currentCatalogVersion();
  if (version === undefined) return null;
  if (version !== rememberedFor) {
    remembered.clear();
    rememberedFor = version;
  }
  return remembered;
};

/** Whether the entity at `apiPath` exists, as the API said for the current catalog; or undefined. */
export const rememberedExistence = (apiPath: string): boolean | undefined =>
  answersOfCurrentVersion()?.get(apiPath);

export const rememberExistence = (apiPath: string, exists: boolean): void => {
  const answers = answersOfCurrentVersion();
  if (answers === null) return;
  if (answers.size >= MAX_REMEMBERED) answers.delete(answers.keys().next().value as string);
  answers.set(apiPath, exists);
};
