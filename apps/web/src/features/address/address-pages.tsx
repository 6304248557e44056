import 'server-only';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import LocalShippingRoundedIcon from '@mui/icons-material/LocalShippingRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  MAX_ADDRESSES_PER_CUSTOMER,
  THAILAND_COUNTRY_ID,
  type Address,
  type Locale,
  type Place,
  type SubdistrictPlace,
} from '@nangsue/contracts';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ButtonLink } from '@/components/ui/router-links';
import { EmptyState } from '@/features/catalog/components/empty-state';
import { resolveLocale } from '@/features/catalog/page-helpers';
import { buildAlternates } from '@/i18n/metadata';
import { sortCountries } from './address-form-values';
import { addressPaths, flowPaths, parseAddressId, type AddressFlow } from './address-paths';
import { AddressBook } from './components/address-book';
import { AddressDetails } from './components/address-details';
import { AddressForm } from './components/address-form';
import { AddressPageShell } from './components/address-page-shell';
import { ShippingAddressChooser } from './components/shipping-address-chooser';
import { SignInRequired } from './components/sign-in-required';
import {
  getAddress,
  getAddressBook,
  getCountries,
  getDistricts,
  getProvinces,
  getSubdistricts,
  type CustomerData,
} from './data';

/**
 * The address pages, shared by their routes (`app/[locale]/customer/...`): the address book,
 * the add/edit form of both flows, and the shipping-address choice. Server components; the data
 * comes with the session cookie, and a missing session shows `SignInRequired`.
 */

export type LocaleParams = { params: Promise<{ locale: string }> };
export type AddressIdParams = { params: Promise<{ locale: string; id: string }> };

type TitleKey = 'book.title' | 'form.addTitle' | 'form.editTitle' | 'shipping.title';

/** Title and alternates of a private page, which search engines leave alone. */
export const addressPageMetadata = async (
  locale: Locale,
  path: string,
  titleKey: TitleKey,
): Promise<Metadata> => {
  const t = await getTranslations({ locale, namespace: 'address' });
  return {
    title: t(titleKey),
    alternates: buildAlternates(path, locale),
    robots: { index: false, follow: false },
  };
};

/** The address id of the route, or the page's 404 when it cannot be one. */
export const requireAddressId = async (params: AddressIdParams['params']): Promise<number> => {
  const id = parseAddressId((await params).id);
  if (id === null) notFound();
  return id;
};

export async function AddressBookPage({ params }: LocaleParams) {
  await resolveLocale(params);
  const [book, t] = await Promise.all([getAddressBook(), getTranslations('address')]);

  if (book.kind === 'signed-out') {
    return (
      <AddressPageShell title={t('book.title')}>
        <SignInRequired />
      </AddressPageShell>
    );
  }

  const { Addresses: addresses } = book.data;
  const isFull = addresses.length >= MAX_ADDRESSES_PER_CUSTOMER;
  const actions = (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {addresses.length > 0 ? (
        <ButtonLink
          href={addressPaths.shipping}
          variant="outlined"
          startIcon={<LocalShippingRoundedIcon />}
        >
          {t('book.chooseShipping')}
        </ButtonLink>
      ) : null}
      {isFull || addresses.length === 0 ? null : (
        <ButtonLink href={addressPaths.add} variant="contained" startIcon={<AddRoundedIcon />}>
          {t('book.add')}
        </ButtonLink>
      )}
    </Box>
  );

  return (
    <AddressPageShell title={t('book.title')} description={t('book.intro')} actions={actions}>
      {isFull ? (
        <Typography role="note" sx={{ mb: 2, color: 'tokens.note-font' }}>
          {t('book.full', { max: MAX_ADDRESSES_PER_CUSTOMER })}
        </Typography>
      ) : null}
      <AddressBook addresses={addresses} />
    </AddressPageShell>
  );
}

/** The lists the form needs for its starting values, fetched together. */
const loadStartingPlaces = async (countryId: number | null, address: Address | null) => {
  const none = Promise.resolve<Place[]>([]);
  const [provinces, districts, subdistricts] = await Promise.all([
    countryId === null ? none : getProvinces(countryId),
    address?.StateProvinceId ? getDistricts(address.StateProvinceId) : none,
    address?.CityId ? getSubdistricts(address.CityId) : Promise.resolve<SubdistrictPlace[]>([]),
  ]);
  return { provinces, districts, subdistricts };
};

/**
 * The address to edit (404 when it is not the customer's), or for a new one whether the book has
 * room; either way a read that needs the session.
 */
const loadFormSubject = async (
  id: number | null,
): Promise<CustomerData<{ address: Address | null; isFull: boolean }>> => {
  if (id !== null) {
    const result = await getAddress(id);
    return result.kind === 'ok'
      ? { kind: 'ok', data: { address: result.data, isFull: false } }
      : result;
  }
  const book = await getAddressBook();
  if (book.kind !== 'ok') return book;
  const isFull = book.data.Addresses.length >= MAX_ADDRESSES_PER_CUSTOMER;
  return { kind: 'ok', data: { address: null, isFull } };
};

type AddressFormPageProps = {
  params: LocaleParams['params'];
  flow: AddressFlow;
  /** The address to edit; null to add one. */
  id: number | null;
};

export async function AddressFormPage({ params, flow, id }: AddressFormPageProps) {
  const locale = await resolveLocale(params);
  const t = await getTranslations('address');
  const title = t(id === null ? 'form.addTitle' : 'form.editTitle');
  const trail = [
    { label: t('book.title'), href: flowPaths.book.list },
    ...(flow === 'shipping' ? [{ label: t('shipping.title'), href: flowPaths.shipping.list }] : []),
  ];

  const [subject, countries] = await Promise.all([loadFormSubject(id), getCountries()]);
  if (subject.kind === 'signed-out') {
    return (
      <AddressPageShell title={title} trail={trail} width="md">
        <SignInRequired />
      </AddressPageShell>
    );
  }

  const { address, isFull } = subject.data;
  if (isFull) {
    return (
      <AddressPageShell title={title} trail={trail} width="md">
        <EmptyState
          title={t('book.full', { max: MAX_ADDRESSES_PER_CUSTOMER })}
          action={{ href: flowPaths[flow].list, label: t('form.back') }}
        />
      </AddressPageShell>
    );
  }

  const sortedCountries = sortCountries(countries, locale);
  const countryId =
    address?.CountryId ??
    sortedCountries.find((country) => country.Id === THAILAND_COUNTRY_ID)?.Id ??
    null;
  const hasTree = sortedCountries.find((country) => country.Id === countryId)?.HasSubdivisions;
  const places = await loadStartingPlaces(hasTree ? countryId : null, address);

  return (
    <AddressPageShell title={title} trail={trail} width="md">
      <AddressForm
        flow={flow}
        address={address}
        countries={sortedCountries}
        initialProvinces={places.provinces}
        initialDistricts={places.districts}
        initialSubdistricts={places.subdistricts}
      />
    </AddressPageShell>
  );
}

export async function ShippingAddressPage({ params }: LocaleParams) {
  await resolveLocale(params);
  const [book, t] = await Promise.all([getAddressBook(), getTranslations('address')]);
  const title = t('shipping.title');
  const trail = [{ label: t('book.title'), href: addressPaths.list }];

  if (book.kind === 'signed-out') {
    return (
      <AddressPageShell title={title} trail={trail} width="md">
        <SignInRequired />
      </AddressPageShell>
    );
  }

  const { Addresses: addresses, ShippingAddressId: shippingAddressId } = book.data;
  const canAdd = addresses.length < MAX_ADDRESSES_PER_CUSTOMER;
  const details = Object.fromEntries(
    addresses.map((address) => [address.Id, <AddressDetails key={address.Id} address={address} />]),
  );

  return (
    <AddressPageShell
      title={title}
      description={t('shipping.intro')}
      trail={trail}
      width="md"
      actions={
        canAdd && addresses.length > 0 ? (
          <ButtonLink
            href={addressPaths.shippingAdd}
            variant="outlined"
            startIcon={<AddRoundedIcon />}
          >
            {t('shipping.add')}
          </ButtonLink>
        ) : null
      }
    >
      {addresses.length === 0 ? (
        <EmptyState
          title={t('shipping.emptyTitle')}
          body={t('shipping.emptyBody')}
          icon={<LocalShippingRoundedIcon />}
          action={{ href: addressPaths.shippingAdd, label: t('shipping.add') }}
        />
      ) : (
        <ShippingAddressChooser
          addresses={addresses}
          details={details}
          shippingAddressId={shippingAddressId}
        />
      )}
    </AddressPageShell>
  );
}
