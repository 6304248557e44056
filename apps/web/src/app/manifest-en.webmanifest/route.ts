import { webManifest } from '@/features/offline/web-manifest';

export const dynamic = 'force-static';

/** `/manifest-en.webmanifest`: the English pages' manifest (docs/offline.md). */
export async function GET(): Promise<Response> {
  return new Response(JSON.stringify(await webManifest('en')), {
    headers: { 'Content-Type': 'application/manifest+json' },
  });
}
