import { contentRoute } from '@/features/content/content-route';

/** `/policy`: the group's own page (docs/content.md). */
const route = contentRoute('policy');
export const generateMetadata = route.generateMetadata;
export default route.Page;
