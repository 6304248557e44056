import { contentRoute } from '@/features/content/content-route';

/** `/termandcondition/{key}`: one page of the group (docs/content.md). */
const route = contentRoute('termandcondition');
export const generateMetadata = route.generateMetadata;
export default route.Page;
