import { contentRoute } from '@/features/content/content-route';

/** `/howto/{key}`: one page of the group (docs/content.md). */
const route = contentRoute('howto');
export const generateMetadata = route.generateMetadata;
export default route.Page;
