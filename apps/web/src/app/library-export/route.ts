import { FILE_ROUTES, pathOf } from '@nangsue/contracts';
import type { NextRequest } from 'next/server';
import { streamPrivate } from '@/lib/private-stream';

/**
 * The whole library as one zip (`/library-export`, the "Download my library" button): every owned
 * book's watermarked files and a manifest, streamed from the API with the reader's session
 * (docs/downloads.md). Allowed once a day: a second try is the API's 429 with its message.
 */
export async function GET(request: NextRequest): Promise<Response> {
  return streamPrivate(request, {
    apiPath: pathOf(FILE_ROUTES.libraryExport),
    passHeaders: ['Content-Disposition', 'Retry-After'],
    passStatuses: [429],
  });
}
