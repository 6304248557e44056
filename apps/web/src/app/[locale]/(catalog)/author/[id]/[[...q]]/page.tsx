import { getTranslations } from 'next-intl/server';
import { catalogPaths } from '@/features/catalog/catalog-paths';
import { getAuthorListing } from '@/features/catalog/data';
import { entityListingPage } from '@/features/catalog/listing-pages';
import { followThisLabelsOf } from '@/features/notifications/follow-labels';
import { FollowButton } from '@/features/notifications/follow-button';

/** An author (a contributor of any role) and their books, with the listing's sort and filters. */
const page = entityListingPage({
  path: catalogPaths.author,
  load: getAuthorListing,
  texts: async () => {
    const t = await getTranslations('catalog.author');
    return { eyebrow: t('eyebrow'), title: (name) => name };
  },
  // Follow the author for news of their books (docs/notifications.md); read in the browser.
  actions: async (id) => (
    <FollowButton
      kind="contributor"
      targetId={id}
      labels={await followThisLabelsOf('contributor')}
    />
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
