import { FILE_ROUTES, NotesExportQuerySchema, pathOf } from '@nangsue/contracts';
import type { NextRequest } from 'next/server';
import { notFound, streamPrivate } from '@/lib/private-stream';

/**
 * The customer's bookmarks and highlights as a file (`/notes-export?format=markdown|csv&productId=
 * &lang=`, the reader's notes drawer and the bookshelf): streamed from the API with the reader's
 * session (docs/reader.md "Export"). Outside the locale middleware, like the other file routes.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const parsed = NotesExportQuerySchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!parsed.success) return notFound();
  const { format, productId, lang } = parsed.data;
  const query = new URLSearchParams({ format, lang });
  if (productId !== undefined) query.set('productId', String(productId));
  return streamPrivate(request, {
    apiPath: `${pathOf(FILE_ROUTES.notesExport)}?${query}`,
    passHeaders: ['Content-Disposition'],
  });
}
