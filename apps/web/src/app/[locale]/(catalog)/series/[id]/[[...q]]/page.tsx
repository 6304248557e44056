import { SeriesPageView, generateSeriesMetadata } from '@/features/catalog/series-page';

/** A series and its volumes in order (features/catalog/series-page.tsx). */
export const generateMetadata = generateSeriesMetadata;
export default SeriesPageView;
