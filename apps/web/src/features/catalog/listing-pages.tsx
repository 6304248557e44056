import type { EntityPage, ProductPage, Sort } from '@nangsue/contracts';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { parseCatalogQuery, type CatalogQuery, type RawSearchParams } from './catalog-query';
import { CatalogBreadcrumbs } from './components/catalog-breadcrumbs';
import { CatalogListing } from './components/catalog-listing';
import { CatalogPage } from './components/catalog-page';
import { PageHeader } from './components/page-header';
import {
  listingMetadata,
  loadFilterConfig,
  requireEntityId,
  resolveLocale,
  summaryOf,
} from './page-helpers';

type FixedProps = { params: Promise<{ locale: string }>; searchParams: Promise<RawSearchParams> };
type EntityProps = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<RawSearchParams>;
};

/**
 * A listing with no id in its path (new releases, best sellers): its route file is
 * `export const { generateMetadata, default } = …` of this.
 */
export const fixedListingPage = (page: {
  path: string;
  load: (query: CatalogQuery) => Promise<ProductPage>;
  texts: () => Promise<{ title: string; description: string }>;
  defaultSort: Sort;
}) => ({
  generateMetadata: async ({ params, searchParams }: FixedProps): Promise<Metadata> => {
    const locale = await resolveLocale(params);
    const { title, description } = await page.texts();
    return listingMetadata({
      locale,
      path: page.path,
      title,
      description,
      query: parseCatalogQuery(await searchParams),
    });
  },

  Page: async function FixedListingPage({ params, searchParams }: FixedProps) {
    await resolveLocale(params);
    const query = parseCatalogQuery(await searchParams);
    const [result, filters, { title, description }] = await Promise.all([
      page.load(query),
      loadFilterConfig(),
      page.texts(),
    ]);
    return (
      <CatalogPage>
        <PageHeader
          title={title}
          description={description}
          breadcrumbs={<CatalogBreadcrumbs trail={[]} current={title} />}
        />
        <CatalogListing
          basePath={page.path}
          query={query}
          page={result}
          filters={filters}
          defaultSort={page.defaultSort}
        />
      </CatalogPage>
    );
  },
});

/** A listing of one tag, imprint or publisher (`/tag/{id}`, `/manufacturer/{id}`, `/vendor/{id}`). */
export const entityListingPage = (page: {
  path: (id: number) => string;
  load: (id: number, query: CatalogQuery) => Promise<EntityPage>;
  /** The eyebrow, and the title (document and breadcrumb) made from the entity's name. */
  texts: () => Promise<{ eyebrow: string; title: (name: string) => string }>;
  /** Actions on the right of the title (a contact link). */
  actions?: (id: number) => Promise<ReactNode>;
  /** False where the entity is itself the publisher. */
  withPublisherFilter?: boolean;
}) => ({
  generateMetadata: async ({ params, searchParams }: EntityProps): Promise<Metadata> => {
    const locale = await resolveLocale(params);
    const id = requireEntityId((await params).id);
    const query = parseCatalogQuery(await searchParams);
    const [entity, texts] = await Promise.all([page.load(id, query), page.texts()]);
    return listingMetadata({
      locale,
      path: page.path(id),
      title: texts.title(entity.Name),
      description: summaryOf(entity.Description),
      query,
    });
  },

  Page: async function EntityListingPage({ params, searchParams }: EntityProps) {
    await resolveLocale(params);
    const id = requireEntityId((await params).id);
    const query = parseCatalogQuery(await searchParams);
    const [entity, filters, texts, actions] = await Promise.all([
      page.load(id, query),
      loadFilterConfig({ withPublishers: page.withPublisherFilter ?? true }),
      page.texts(),
      page.actions?.(id),
    ]);
    return (
      <CatalogPage>
        <PageHeader
          eyebrow={texts.eyebrow}
          title={entity.Name}
          description={entity.Description}
          breadcrumbs={<CatalogBreadcrumbs trail={[]} current={texts.title(entity.Name)} />}
          actions={actions}
        />
        <CatalogListing
          basePath={page.path(id)}
          query={query}
          page={entity}
          filters={filters}
          defaultSort="bestseller"
        />
      </CatalogPage>
    );
  },
});
