/** The per-visit twin of the cached listing, for filtered states (features/catalog/listing-routes.ts). */
export { default, generateMetadata } from '@/app/[locale]/(catalog)/author/[id]/[[...q]]/page';
