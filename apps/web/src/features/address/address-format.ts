import { THAILAND_COUNTRY_ID, type Address } from '@nangsue/contracts';
import type { useTranslations } from 'next-intl';

/**
 * How an address reads in the customer's language. The API names places in the caller's
 * language; the words around them (แขวง/เขต in Bangkok, ตำบล/อำเภอ/จังหวัด elsewhere, commas in
 * English) come from the `address.format` messages.
 */
export type AddressFormatTranslator = ReturnType<typeof useTranslations<'address.format'>>;

/** Bangkok's DOPA code: its subdistricts are แขวง and its districts เขต, with no จังหวัด. */
export const BANGKOK_PROVINCE_ID = 10;

/** The Thai head office's branch number on a tax invoice (สำนักงานใหญ่). */
export const HEAD_OFFICE_BRANCH = '00000';

type PlaceParts = Pick<
  Address,
  | 'CountryId'
  | 'StateProvinceId'
  | 'StateProvinceName'
  | 'CityId'
  | 'CityName'
  | 'SubdistrictName'
  | 'ZipPostalCode'
>;

const isFilled = (value: string | null | undefined): value is string =>
  value !== null && value !== undefined && value.trim() !== '';

/**
 * Subdistrict, district, province and postcode on one line: `แขวงจอมพล เขตจตุจักร
 * กรุงเทพมหานคร 10900`, `Chom Phon, Chatuchak, Bangkok 10900`. Addresses outside the Thai tree
 * (other countries) give `city, region postcode` from their free text.
 */
export const formatPlaceLine = (address: PlaceParts, t: AddressFormatTranslator): string => {
  const inTree =
    address.StateProvinceId !== null &&
    address.CityId !== null &&
    isFilled(address.SubdistrictName) &&
    isFilled(address.CityName) &&
    isFilled(address.StateProvinceName);

  if (inTree) {
    const isBangkok = address.StateProvinceId === BANGKOK_PROVINCE_ID;
    return t('placeLine', {
      subdistrict: t(isBangkok ? 'subdistrictBangkok' : 'subdistrict', {
        name: address.SubdistrictName ?? '',
      }),
      district: t(isBangkok ? 'districtBangkok' : 'district', { name: address.CityName ?? '' }),
      province: t(isBangkok ? 'provinceBangkok' : 'province', {
        name: address.StateProvinceName ?? '',
      }),
      postcode: address.ZipPostalCode,
    });
  }

  const places = [address.CityName, address.StateProvinceName].filter(isFilled).join(', ');
  return [places, address.ZipPostalCode].filter(isFilled).join(' ');
};

/**
 * The lines of an address under the name: the street lines, the place line, and the country
 * when it is not Thailand.
 */
export const formatAddressLines = (
  address: PlaceParts & Pick<Address, 'Address1' | 'Address2' | 'CountryName'>,
  t: AddressFormatTranslator,
): string[] =>
  [
    address.Address1,
    address.Address2,
    formatPlaceLine(address, t),
    address.CountryId === THAILAND_COUNTRY_ID ? null : address.CountryName,
  ].filter(isFilled);

/** `FirstName LastName`, as both languages write a name on an address. */
export const fullNameOf = (address: Pick<Address, 'FirstName' | 'LastName'>): string =>
  [address.FirstName, address.LastName].filter(isFilled).join(' ');

/** A 13-digit Thai tax id grouped as printed on cards and invoices: `0-1055-56000-00-0`. */
export const formatTaxId = (taxId: string): string => {
  const match = /^(\d)(\d{4})(\d{5})(\d{2})(\d)$/.exec(taxId);
  return match ? match.slice(1).join('-') : taxId;
};

/** The branch of a tax id as an invoice names it: head office, or `สาขาที่ 00001`. */
export const formatTaxBranch = (branch: string, t: AddressFormatTranslator): string =>
  branch === HEAD_OFFICE_BRANCH ? t('headOffice') : t('branch', { number: branch });
