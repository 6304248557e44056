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
  return addressPageMetadata(locale, addressPaths.shippingEdit(id), 'form.editTitle');
}

/** One of the customer's addresses, changed from the shipping-address choice. */
export default async function ShippingAddressEditPage({ params }: AddressIdParams) {
  const id = await requireAddressId(params);
  return <AddressFormPage params={params} flow="shipping" id={id} />;
}
