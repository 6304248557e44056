import type { BookFileFormat } from '@nangsue/contracts';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { preload } from 'react-dom';
import { ErrorView } from '@/components/shell/error-view';
import { requireEntityId, resolveLocale } from '@/features/catalog/page-helpers';
import { loadPreviewBook } from '@/features/reader/preview-data';
import { ReaderApp } from '@/features/reader/reader-app';

type PreviewReaderPageProps = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<{ format?: string | string[] }>;
};

const first = (raw: string | string[] | undefined) => (Array.isArray(raw) ? raw[0] : raw);
const formatOf = (raw: string | undefined): BookFileFormat | null =>
  raw === 'PDF' || raw === 'EPUB' ? raw : null;

export async function generateMetadata({ params }: PreviewReaderPageProps): Promise<Metadata> {
  await resolveLocale(params);
  const t = await getTranslations('reader');
  return { title: t('previewTitle'), robots: { index: false, follow: false } };
}

/**
 * A publisher member's preview of their title (docs/reader.md "Preview"): the store's own reader,
 * on the whole book, published or not, its file stamped with the watermark a buyer's copy carries,
 * made from the member. Rendered per visit from the book's preview cookie; nothing is saved.
 */
export default async function PreviewReaderPage({ params, searchParams }: PreviewReaderPageProps) {
  const locale = await resolveLocale(params);
  const { id } = await params;
  const productId = requireEntityId(id);
  const search = await searchParams;
  const [t, load] = await Promise.all([
    getTranslations('reader'),
    loadPreviewBook(productId, formatOf(first(search.format)), locale),
  ]);
  if (load.kind === 'ended')
    return (
      <ErrorView
        heading={t('previewEndedTitle')}
        lines={[t('previewEnded')]}
        homeLabel={t('previewHome')}
      />
    );
  if (load.book.Format === 'EPUB')
    preload(load.book.FileUrl, { as: 'fetch', crossOrigin: 'anonymous' });
  return <ReaderApp book={load.book} locale={locale} preview />;
}
