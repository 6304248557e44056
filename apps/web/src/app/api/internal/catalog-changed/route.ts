import { timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { NextResponse, type NextRequest } from 'next/server';
import {
  REVALIDATION_SECRET_HEADER,
  revalidationSecret,
} from '@/features/catalog/catalog-revalidation';
import { CATALOG_CACHE_TAG } from '@/lib/api-server';

const sameSecret = (given: string | null): boolean => {
  if (given === null) return false;
  const expected = Buffer.from(revalidationSecret());
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};

/**
 * The catalog moved: every cached catalog page and answer is dropped at once, so the next visit
 * renders the new catalog. Only this process may ask (its follower holds the secret).
 */
export function POST(request: NextRequest) {
  if (!sameSecret(request.headers.get(REVALIDATION_SECRET_HEADER)))
    return new NextResponse(null, { status: 404 });
  revalidateTag(CATALOG_CACHE_TAG, { expire: 0 });
  return new NextResponse(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}
