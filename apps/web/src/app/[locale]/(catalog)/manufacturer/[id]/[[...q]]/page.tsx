import { getTranslations } from 'next-intl/server';
import { catalogPaths } from '@/features/catalog/catalog-paths';
import { getManufacturerListing } from '@/features/catalog/data';
import { entityListingPage } from '@/features/catalog/listing-pages';

/** An imprint (the spec's manufacturer) and its books. */
const page = entityListingPage({
  path: catalogPaths.manufacturer,
  load: getManufacturerListing,
  texts: async () => {
    const t = await getTranslations('catalog.manufacturer');
    return { eyebrow: t('eyebrow'), title: (name) => name };
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
