import { getTranslations } from 'next-intl/server';
import { catalogPaths } from '@/features/catalog/catalog-paths';
import { getBestSellers } from '@/features/catalog/data';
import { fixedListingPage } from '@/features/catalog/listing-pages';

const page = fixedListingPage({
  path: catalogPaths.bestSellers,
  load: getBestSellers,
  texts: async () => {
    const t = await getTranslations('catalog.bestSellers');
    return { title: t('title'), description: t('description') };
  },
  defaultSort: 'bestseller',
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
