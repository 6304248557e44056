import { CategoryPage, generateCategoryMetadata } from '@/features/catalog/category-page';

export const generateMetadata = generateCategoryMetadata;
export default CategoryPage;
