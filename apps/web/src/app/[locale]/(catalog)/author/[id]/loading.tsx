import { ListingLoading } from '@/features/catalog/components/loading-views';

export default ListingLoading;
