import { contentRoute } from '@/features/content/content-route';

/** `/purchaseprocess/{key}`: one page of the group (docs/content.md). */
const route = contentRoute('purchaseprocess');
export const generateMetadata = route.generateMetadata;
export default route.Page;
