import type { Metadata } from 'next';
import {
  AddressFormPage,
  addressPageMetadata,
  requireAddressId,
  type AddressIdParams,
} from '@/features/address/address-pages';
import { addressPaths } from '@/features/address/address-paths';
import { resolveLocale } from '@/features/catalog/page-helpers';

export async function generateMetadata({ params }: AddressIdParams): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const id = await requireAddressId(params);
  return addressPageMetadata(locale, addressPaths.edit(id), 'form.editTitle');
}

/** One of the customer's addresses, to change; anyone else's id is a 404. */
export default async function AddressEditPage({ params }: AddressIdParams) {
  const id = await requireAddressId(params);
  return <AddressFormPage params={params} flow="book" id={id} />;
}
