import type { MetadataRoute } from 'next';
import { webManifest } from '@/features/offline/web-manifest';

/** `/manifest.webmanifest`: the store as an installable app, in Thai (docs/offline.md). */
export default function manifest(): Promise<MetadataRoute.Manifest> {
  return webManifest('th');
}
