import { BookLoading } from '@/features/catalog/components/loading-views';

export default BookLoading;
