/**
 * The catalog version this web process last revalidated its pages for, shared between its bundles
 * (the instrumentation's follower writes it, the proxy reads it) through the global object. Unknown
 * (`undefined`) until the follower has seen one, or when following is off.
 */
const VERSION_KEY = Symbol.for('nangsue.catalog-version');
type VersionHolder = { [VERSION_KEY]?: string };

export const currentCatalogVersion = (): string | undefined =>
  (globalThis as VersionHolder)[VERSION_KEY];

export const publishCatalogVersion = (version: string): void => {
  (globalThis as VersionHolder)[VERSION_KEY] = version;
};
