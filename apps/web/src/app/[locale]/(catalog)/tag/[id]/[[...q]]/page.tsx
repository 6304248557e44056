import { getTranslations } from 'next-intl/server';
import { catalogPaths } from '@/features/catalog/catalog-paths';
import { getTagListing } from '@/features/catalog/data';
import { entityListingPage } from '@/features/catalog/listing-pages';

/** Books with a tag (ขายดี, แปล, …). */
const page = entityListingPage({
  path: catalogPaths.tag,
  load: getTagListing,
  texts: async () => {
    const t = await getTranslations('catalog.tag');
    return { eyebrow: t('eyebrow'), title: (name) => t('title', { name }) };
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
