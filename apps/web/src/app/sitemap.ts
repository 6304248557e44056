import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { getServerEnv } from '@/env';
import { loadSitemap } from '@/features/catalog/sitemap-data';

/**
 * `/sitemap.xml`: home, listings, every category, topic and book, in Thai and English. Built per
 * request (the site address is a runtime setting) and kept a few minutes by `loadSitemap`.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  return loadSitemap(getServerEnv().SITE_URL);
}
