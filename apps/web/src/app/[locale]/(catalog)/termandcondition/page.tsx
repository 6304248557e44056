import { contentRoute } from '@/features/content/content-route';

/** `/termandcondition`: the group's own page (docs/content.md). */
const route = contentRoute('termandcondition');
export const generateMetadata = route.generateMetadata;
export default route.Page;
