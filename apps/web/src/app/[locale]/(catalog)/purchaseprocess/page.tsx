import { contentRoute } from '@/features/content/content-route';

/** `/purchaseprocess`: the group's own page (docs/content.md). */
const route = contentRoute('purchaseprocess');
export const generateMetadata = route.generateMetadata;
export default route.Page;
