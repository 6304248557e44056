import 'server-only';
import { CatalogVersionResponseSchema, pathOf, SERVER_ROUTES } from '@nangsue/contracts';
import { getServerEnv } from '@/env';
import { publishCatalogVersion } from './catalog-version-state';

/**
 * How the web server keeps its cached catalog pages current (docs/storefront.md): it follows the
 * API's catalog version and, when it moves (an import), revalidates the tag `catalog`, which every
 * cached catalog page and answer carries. Revalidation must run inside a request, so the follower
 * calls this server's own route (`/api/internal/catalog-changed`) with a secret made at start and
 * known only to this process.
 */

const SECRET_KEY = Symbol.for('nangsue.catalog-revalidation-secret');
type SecretHolder = { [SECRET_KEY]?: string };

/** The secret of this process (shared by its bundles through the global object). */
export const revalidationSecret = (): string => {
  const holder = globalThis as SecretHolder;
  holder[SECRET_KEY] ??= crypto.randomUUID() + crypto.randomUUID();
  return holder[SECRET_KEY];
};

export const REVALIDATION_SECRET_HEADER = 'x-nangsue-revalidate';

/** The version the storefront processes last revalidated for, where they share a cache (Redis). */
export type SharedCatalogVersion = {
  read: () => Promise<string | null>;
  write: (version: string) => Promise<void>;
};

export type CatalogFollowerDeps = {
  readVersion: () => Promise<string>;
  revalidate: () => Promise<void>;
  onError: (error: unknown) => void;
  shared?: SharedCatalogVersion | undefined;
};

/**
 * One check: revalidates when the version differs from the last one seen, and also on the first
 * check (pages cached before this process started may be older than the catalog), unless the
 * processes share their cache and one of them already revalidated it for this version: a
 * storefront process that restarts in a cluster (a crash, a rolling restart) must not throw away
 * every page the others keep (10,000 pages rendered again: docs/performance.md).
 */
export const createCatalogFollower = (deps: CatalogFollowerDeps) => {
  let seen: string | null = null;
  return async (): Promise<void> => {
    try {
      const version = await deps.readVersion();
      if (version === seen) return;
      const sharedCurrent =
        seen === null && deps.shared !== undefined
          ? (await deps.shared.read().catch(() => null)) === version
          : false;
      if (!sharedCurrent) await deps.revalidate();
      seen = version;
      publishCatalogVersion(version);
      if (!sharedCurrent) await deps.shared?.write(version).catch(() => undefined);
    } catch (error) {
      deps.onError(error);
    }
  };
};

const SHARED_VERSION_KEY = 'nangsue:next:catalog-version-revalidated';

/** The shared version in Redis (a cluster's storefronts); none without REDIS_URL. */
const sharedVersionIn = async (
  url: string | undefined,
): Promise<SharedCatalogVersion | undefined> => {
  if (!url) return undefined;
  const { Redis } = await import('ioredis');
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 1_000,
    commandTimeout: 500,
    retryStrategy: (times) => Math.min(times * 100, 500),
  });
  // Redis away: a read is a miss (the process revalidates), a write is skipped.
  client.on('error', () => undefined);
  return {
    read: () => client.get(SHARED_VERSION_KEY),
    write: async (version) => {
      await client.set(SHARED_VERSION_KEY, version);
    },
  };
};

/** Starts following the catalog version (once per process); returns how to stop. */
export const followCatalogVersion = (): (() => void) => {
  const env = getServerEnv();
  if (env.CATALOG_POLL_MS === 0) return () => {};

  let lastError = '';
  const shared = sharedVersionIn(env.REDIS_URL);
  const check = createCatalogFollower({
    shared: {
      read: async () => (await (await shared)?.read()) ?? null,
      write: async (version) => (await shared)?.write(version),
    },
    readVersion: async () => {
      const response = await fetch(
        new URL(pathOf(SERVER_ROUTES.catalogVersion), env.API_MAIN_URL),
        {
          cache: 'no-store',
          signal: AbortSignal.timeout(env.API_TIMEOUT_MS),
        },
      );
      if (!response.ok) throw new Error(`catalog version: HTTP ${response.status}`);
      return CatalogVersionResponseSchema.parse(await response.json()).Data?.Version ?? '';
    },
    revalidate: async () => {
      const response = await fetch(new URL('/api/internal/catalog-changed', env.WEB_SELF_URL), {
        method: 'POST',
        headers: { [REVALIDATION_SECRET_HEADER]: revalidationSecret() },
        cache: 'no-store',
        signal: AbortSignal.timeout(env.API_TIMEOUT_MS),
      });
      if (response.status !== 204) throw new Error(`revalidation: HTTP ${response.status}`);
    },
    // The API or this server may still be starting: say so once per kind of failure.
    onError: (error) => {
      const message = error instanceof Error ? error.message : String(error);
      if (message !== lastError) console.warn(`[catalog] not following the catalog: ${message}`);
      lastError = message;
    },
  });

  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void check().finally(() => {
      running = false;
    });
  }, env.CATALOG_POLL_MS);
  timer.unref();
  return () => clearInterval(timer);
};
