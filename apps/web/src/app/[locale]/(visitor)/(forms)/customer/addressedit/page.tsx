import { redirect } from '@/i18n/navigation';
import { addressPaths } from '@/features/address/address-paths';
import { resolveLocale } from '@/features/catalog/page-helpers';
import type { LocaleParams } from '@/features/address/address-pages';

/** `/customer/addressedit` names no address (spec §2): it is the form for a new one. */
export default async function AddressEditWithoutIdPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  redirect({ href: addressPaths.add, locale });
}
