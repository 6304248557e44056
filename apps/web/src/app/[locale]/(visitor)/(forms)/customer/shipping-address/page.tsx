import type { Metadata } from 'next';
import {
  ShippingAddressPage as ShippingAddressChoice,
  addressPageMetadata,
  type LocaleParams,
} from '@/features/address/address-pages';
import { addressPaths } from '@/features/address/address-paths';
import { resolveLocale } from '@/features/catalog/page-helpers';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return addressPageMetadata(await resolveLocale(params), addressPaths.shipping, 'shipping.title');
}

/** Which of the customer's addresses orders ship to. */
export default function ShippingAddressPage({ params }: LocaleParams) {
  return <ShippingAddressChoice params={params} />;
}
