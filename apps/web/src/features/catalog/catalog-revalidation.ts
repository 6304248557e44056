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

export type CatalogFollowerDeps = {
  readVersion: () => Promise<string>;
  revalidate: () => Promise<void>;
  onError: (error: unknown) => void;
};

/**
 * One check: revalidates when the version differs from the last one seen, and also on the first
 * check (pages cached before this process started may be older than the catalog).
 */
export const createCatalogFollower = (deps: CatalogFollowerDeps) => {
  let seen: string | null = null;
  return async (): Promise<void> => {
    try {
      const version = await deps.readVersion();
      if (version === seen) return;
      await deps.revalidate();
      seen = version;
      publishCatalogVersion(version);
    } catch (error) {
      deps.onError(error);
    }
  };
};

/** Starts following the catalog version (once per process); returns how to stop. */
export const followCatalogVersion = (): (() => void) => {
  const env = getServerEnv();
  if (env.CATALOG_POLL_MS === 0) return () => {};

  let lastError = '';
  const check = createCatalogFollower({
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
