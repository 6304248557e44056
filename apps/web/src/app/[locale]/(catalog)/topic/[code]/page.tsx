import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { TOPIC_CODE, catalogPaths } from '@/features/catalog/catalog-paths';
import { BookGrid } from '@/features/catalog/components/book-grid';
import { CatalogBreadcrumbs } from '@/features/catalog/components/catalog-breadcrumbs';
import { CatalogPage } from '@/features/catalog/components/catalog-page';
import { EmptyState } from '@/features/catalog/components/empty-state';
import { PageHeader } from '@/features/catalog/components/page-header';
import { getTopic } from '@/features/catalog/data';
import { resolveLocale, summaryOf } from '@/features/catalog/page-helpers';
import { buildAlternates } from '@/i18n/metadata';

type TopicPageProps = { params: Promise<{ locale: string; code: string }> };

const requireTopicCode = (raw: string): string => {
  if (!TOPIC_CODE.test(raw)) notFound();
  return raw;
};

export async function generateMetadata({ params }: TopicPageProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const code = requireTopicCode((await params).code);
  const topic = await getTopic(code);
  const description = summaryOf(topic.Body);
  return {
    title: topic.Title,
    description,
    alternates: buildAlternates(catalogPaths.topic(code), locale),
    openGraph: { title: topic.Title, description, type: 'article' },
  };
}

/** An editorial page: its text and its hand-picked books (no paging: the list is curated). */
export default async function TopicPage({ params }: TopicPageProps) {
  await resolveLocale(params);
  const code = requireTopicCode((await params).code);
  const [topic, t] = await Promise.all([getTopic(code), getTranslations('catalog.topic')]);

  return (
    <CatalogPage>
      <PageHeader
        eyebrow={t('eyebrow')}
        title={topic.Title}
        description={topic.Body}
        breadcrumbs={<CatalogBreadcrumbs trail={[]} current={topic.Title} />}
      />
      {topic.Products.length === 0 ? (
        <EmptyState title={t('empty')} action={{ href: '/', label: t('backHome') }} />
      ) : (
        <BookGrid books={topic.Products} />
      )}
    </CatalogPage>
  );
}
