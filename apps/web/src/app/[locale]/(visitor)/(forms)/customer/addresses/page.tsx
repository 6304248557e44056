import type { Metadata } from 'next';
import {
  AddressBookPage,
  addressPageMetadata,
  type LocaleParams,
} from '@/features/address/address-pages';
import { addressPaths } from '@/features/address/address-paths';
import { resolveLocale } from '@/features/catalog/page-helpers';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return addressPageMetadata(await resolveLocale(params), addressPaths.list, 'book.title');
}

/** The customer's addresses: edit, delete, add, and which one is the shipping address. */
export default function AddressesPage({ params }: LocaleParams) {
  return <AddressBookPage params={params} />;
}
