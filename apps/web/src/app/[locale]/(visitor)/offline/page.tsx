import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ShelfMessages } from '@/features/bookshelf/shelf-messages';
import { CatalogPage } from '@/features/catalog/components/catalog-page';
import { PageHeader } from '@/features/catalog/components/page-header';
import { resolveLocale } from '@/features/catalog/page-helpers';
import { OfflineBooks } from '@/features/offline/offline-books';

type OfflinePageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: OfflinePageProps): Promise<Metadata> {
  await resolveLocale(params);
  const t = await getTranslations('bookshelf.offline');
  return { title: t('pageTitle'), robots: { index: false, follow: false } };
}

/**
 * The app shell's offline page (docs/offline.md): precached by the service worker and shown for
 * any page that cannot be loaded without the network. Nothing personal is rendered here: the list
 * of books kept on the device comes from the browser's own storage.
 */
export default async function OfflinePage({ params }: OfflinePageProps) {
  await resolveLocale(params);
  const t = await getTranslations('bookshelf.offline');
  return (
    <CatalogPage>
      <PageHeader title={t('pageTitle')} description={t('pageIntro')} />
      <ShelfMessages>
        <OfflineBooks />
      </ShelfMessages>
    </CatalogPage>
  );
}
