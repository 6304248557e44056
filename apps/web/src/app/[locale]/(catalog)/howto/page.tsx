import { contentRoute } from '@/features/content/content-route';

/** `/howto`: the group's own page (docs/content.md). */
const route = contentRoute('howto');
export const generateMetadata = route.generateMetadata;
export default route.Page;
