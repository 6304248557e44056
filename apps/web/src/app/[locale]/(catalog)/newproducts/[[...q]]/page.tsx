import { getTranslations } from 'next-intl/server';
import { catalogPaths } from '@/features/catalog/catalog-paths';
import { getNewProducts } from '@/features/catalog/data';
import { fixedListingPage } from '@/features/catalog/listing-pages';

const page = fixedListingPage({
  path: catalogPaths.newProducts,
  load: getNewProducts,
  texts: async () => {
    const t = await getTranslations('catalog.newProducts');
    return { title: t('title'), description: t('description') };
  },
  defaultSort: 'newest',
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
