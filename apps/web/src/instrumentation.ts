/**
 * Runs once when the web server starts: on the Node.js runtime, it follows the catalog version to
 * revalidate cached catalog pages (features/catalog/catalog-revalidation.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { followCatalogVersion } = await import('@/features/catalog/catalog-revalidation');
  followCatalogVersion();
}
