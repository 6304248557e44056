import { CONTENT_INDEX_KEY, CONTENT_KEY_PATTERN, type ContentGroup } from '@nangsue/contracts';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { resolveLocale } from '@/features/catalog/page-helpers';
import { buildAlternates } from '@/i18n/metadata';
import { contentPath } from './content-paths';
import { ContentView } from './content-view';
import { getContentPage } from './data';

type Params = Promise<{ locale: string; key?: string }>;

/** The page key of the address: the group's index without one; `index` itself has no address of its own. */
const keyOf = async (params: Params): Promise<string> => {
  const { key } = await params;
  if (key === undefined) return CONTENT_INDEX_KEY;
  if (key === CONTENT_INDEX_KEY || !CONTENT_KEY_PATTERN.test(key)) notFound();
  return key;
};

/**
 * The metadata and page of a content group's route (`/howto`, `/howto/{key}`, …): the same code for
 * every group, so each route file only names its group. Cached with the catalog (`(catalog)`).
 */
export const contentRoute = (group: ContentGroup) => ({
  async generateMetadata({ params }: { params: Params }): Promise<Metadata> {
    const locale = await resolveLocale(params);
    const key = await keyOf(params);
    const page = await getContentPage(group, key);
    return {
      title: page.Title,
      description: page.Summary,
      alternates: buildAlternates(contentPath(group, key), locale),
      openGraph: { title: page.Title, description: page.Summary, type: 'article' },
    };
  },

  async Page({ params }: { params: Params }) {
    await resolveLocale(params);
    const key = await keyOf(params);
    return <ContentView page={await getContentPage(group, key)} />;
  },
});
