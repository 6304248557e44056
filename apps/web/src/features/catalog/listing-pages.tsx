import type { EntityPage, ProductPage, Sort } from '@nangsue/contracts';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import type { CatalogQuery } from './catalog-query';
import { CatalogBreadcrumbs } from './components/catalog-breadcrumbs';
import { CatalogListing } from './components/catalog-listing';
import { CatalogPage } from './components/catalog-page';
import { PageHeader } from './components/page-header';
import { queryOfSegment } from './listing-routes';
import {
  listingMetadata,
  loadFilterConfig,
  requireEntityId,
  resolveLocale,
  summaryOf,
} from './page-helpers';

/**
 * A listing route's params: the listing state comes in the last segment `q`, where the proxy puts
 * the query string (listing-routes.ts), so the page can be cached by its path.
 */
type FixedProps = { params: Promise<{ locale: string; q?: string[] }> };
export type EntityProps = { params: Promise<{ locale: string; id: string; q?: string[] }> };

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
  generateMetadata: async ({ params }: FixedProps): Promise<Metadata> => {
    const locale = await resolveLocale(params);
    const { title, description } = await page.texts();
    return listingMetadata({
      locale,
      path: page.path,
      title,
      description,
      query: queryOfSegment((await params).q),
    });
  },

  Page: async function FixedListingPage({ params }: FixedProps) {
    await resolveLocale(params);
    const query = queryOfSegment((await params).q);
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
  generateMetadata: async ({ params }: EntityProps): Promise<Metadata> => {
    const locale = await resolveLocale(params);
    const id = requireEntityId((await params).id);
    const query = queryOfSegment((await params).q);
    const [entity, texts] = await Promise.all([page.load(id, query), page.texts()]);
    return listingMetadata({
      locale,
      path: page.path(id),
      title: texts.title(entity.Name),
      description: summaryOf(entity.Description),
      query,
    });
  },

  Page: async function EntityListingPage({ params }: EntityProps) {
    await resolveLocale(params);
    const id = requireEntityId((await params).id);
    const query = queryOfSegment((await params).q);
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
