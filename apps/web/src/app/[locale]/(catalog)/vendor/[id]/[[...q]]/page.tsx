import { Mail } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/base/button';
import { catalogPaths } from '@/features/catalog/catalog-paths';
import { getVendorListing } from '@/features/catalog/data';
import { entityListingPage } from '@/features/catalog/listing-pages';
import { followThisLabelsOf } from '@/features/notifications/follow-labels';
import { FollowButton } from '@/features/notifications/follow-button';

/** A publisher (the spec's vendor): who they are, a way to contact them, and their books. */
const page = entityListingPage({
  path: catalogPaths.vendor,
  load: getVendorListing,
  texts: async () => {
    const t = await getTranslations('catalog.vendor');
    return { eyebrow: t('eyebrow'), title: (name) => name };
  },
  actions: async (id) => {
    const [t, followLabels] = await Promise.all([
      getTranslations('catalog.vendor'),
      followThisLabelsOf('publisher'),
    ]);
    return (
      <>
        <ButtonLink
          href={catalogPaths.contactPublisher(id)}
          variant="outlined"
          startIcon={<Mail size={20} />}
        >
          {t('contact')}
        </ButtonLink>
        {/* Follow the publisher for news of its new books (docs/notifications.md). */}
        <FollowButton kind="publisher" targetId={id} labels={followLabels} />
      </>
    );
  },
  withPublisherFilter: false,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
