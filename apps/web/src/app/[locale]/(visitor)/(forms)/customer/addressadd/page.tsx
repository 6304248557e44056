import type { Metadata } from 'next';
import {
  AddressFormPage,
  addressPageMetadata,
  type LocaleParams,
} from '@/features/address/address-pages';
import { addressPaths } from '@/features/address/address-paths';
import { resolveLocale } from '@/features/catalog/page-helpers';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return addressPageMetadata(await resolveLocale(params), addressPaths.add, 'form.addTitle');
}

/** A new address for the address book. */
export default function AddressAddPage({ params }: LocaleParams) {
  return <AddressFormPage params={params} flow="book" id={null} />;
}
