import type { Metadata } from 'next';
import {
  AddressFormPage,
  addressPageMetadata,
  type LocaleParams,
} from '@/features/address/address-pages';
import { addressPaths } from '@/features/address/address-paths';
import { resolveLocale } from '@/features/catalog/page-helpers';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return addressPageMetadata(
    await resolveLocale(params),
    addressPaths.shippingAdd,
    'form.addTitle',
  );
}

/** A new address from the shipping-address choice; it becomes the shipping address. */
export default function ShippingAddressAddPage({ params }: LocaleParams) {
  return <AddressFormPage params={params} flow="shipping" id={null} />;
}
