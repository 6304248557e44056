import type { BookFileFormat } from '@nangsue/contracts';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { preload } from 'react-dom';
import { CatalogPage } from '@/features/catalog/components/catalog-page';
import { requireEntityId, resolveLocale } from '@/features/catalog/page-helpers';
import { SignInPrompt } from '@/features/coins/sign-in-prompt';
import { loadReaderBook } from '@/features/reader/data';
import { ReaderApp } from '@/features/reader/reader-app';
import { loadAccountReaderSettings } from '@/features/reader/settings-data';
import { PendingReaderPage } from '@/features/reader/pending-reader-page';

type ReaderPageProps = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<{
    sample?: string | string[];
    format?: string | string[];
    /** Read while you pay: the pending order whose preview opens (docs/reader.md). */
    order?: string | string[];
  }>;
};

const first = (raw: string | string[] | undefined) => (Array.isArray(raw) ? raw[0] : raw);
const formatOf = (raw: string | undefined): BookFileFormat | null =>
  raw === 'PDF' || raw === 'EPUB' ? raw : null;

export async function generateMetadata({ params }: ReaderPageProps): Promise<Metadata> {
  await resolveLocale(params);
  const t = await getTranslations('reader');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * The reader (issue 13): a book the customer owns, or anyone's sample (`?sample=true`), in the
 * browser, in Thai and English, as EPUB or (`?format=PDF`) PDF (docs/reader.md). Rendered per visit.
 */
export default async function ReaderPage({ params, searchParams }: ReaderPageProps) {
  const locale = await resolveLocale(params);
  const { id } = await params;
  const productId = requireEntityId(id);
  const search = await searchParams;
  const sample = first(search.sample) === 'true';
  const order = first(search.order);
  if (order !== undefined && !sample) {
    const pending = await PendingReaderPage({
      productId,
      order,
      locale,
      format: formatOf(first(search.format)),
    });
    if (pending) return pending;
  }
  const [t, load, account] = await Promise.all([
    getTranslations('reader'),
    loadReaderBook(productId, sample, formatOf(first(search.format))),
    loadAccountReaderSettings(),
  ]);
  if (load.kind === 'not-found') notFound();
  if (load.kind === 'signed-out')
    return (
      <CatalogPage>
        <SignInPrompt title={t('signInTitle')} body={t('signInBody')} action={t('signIn')} />
      </CatalogPage>
    );
  // The EPUB is asked for with the page, while the reader's scripts load (the engine's `fetch` takes
  // the preloaded answer). A PDF is read in ranges, which a preload cannot ask for.
  if (load.book.Format === 'EPUB')
    preload(load.book.FileUrl, { as: 'fetch', crossOrigin: 'anonymous' });
  return <ReaderApp book={load.book} locale={locale} account={account} />;
}
