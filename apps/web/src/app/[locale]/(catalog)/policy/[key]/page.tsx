import { contentRoute } from '@/features/content/content-route';

/** `/policy/{key}`: one page of the group (docs/content.md). */
const route = contentRoute('policy');
export const generateMetadata = route.generateMetadata;
export default route.Page;
