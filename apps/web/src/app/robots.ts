import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { getServerEnv } from '@/env';

/** `/robots.txt`: everything but the API proxy, and where the sitemap is. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  await connection();
  const origin = new URL(getServerEnv().SITE_URL).origin;
  return {
    rules: { userAgent: '*', allow: '/', disallow: '/api/' },
    sitemap: `${origin}/sitemap.xml`,
  };
}
