import {
  isValidThaiTaxId,
  MAX_ADDRESSES_PER_CUSTOMER,
  REQUEST_TAX_INVOICE_FORM_KEY,
  SHIPPING_ADDRESS_FORM_KEY,
  type Address,
  type AddressInput,
  type Locale,
  type SaveShippingBody,
} from '@nangsue/contracts';
import type { Database, DbOrTx } from '../../db/client.js';
import type { checkoutRepository } from '../checkout/index.js';
import { AppError } from '../../lib/app-error.js';
import { createWithTransaction, type WithTransaction } from '../../lib/deps.js';
import type * as addressRepository from './addresses.repository.js';
import type { AddressRecord, AddressValues } from './addresses.repository.js';
import type * as geographyRepository from './geography.repository.js';

const THAI_POSTCODE = /^[0-9]{5}$/;
const FOREIGN_POSTCODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/;
const MAX_INT32 = 2_147_483_647;

const invalid = (message: ConstructorParameters<typeof AppError>[1]): AppError =>
  new AppError('VALIDATION_FAILED', message);

/** The contract's view of an address, named in the caller's language. */
export const toAddress = (record: AddressRecord, locale: Locale): Address => ({
  Id: record.id,
  FirstName: record.firstName,
  LastName: record.lastName,
  Email: record.email,
  PhoneNumber: record.phone,
  Company: record.company,
  TaxId: record.taxId,
  TaxBranch: record.taxBranch,
  CountryId: record.countryId,
  CountryName: record.countryName[locale],
  StateProvinceId: record.provinceId,
  StateProvinceName: record.provinceName?.[locale] ?? record.regionText,
  CityId: record.districtId,
  CityName: record.districtName?.[locale] ?? record.cityText,
  SubdistrictId: record.subdistrictId,
  SubdistrictName: record.subdistrictName?.[locale] ?? null,
  ZipPostalCode: record.postcode,
  Address1: record.address1,
  Address2: record.address2,
  IsShippingAddress: record.isShippingAddress,
});

/**
 * A customer's addresses. Every read and write names the customer in its WHERE clause, so another
 * customer's address id is "not found" (404), never "forbidden": ids reveal nothing.
 */
export const createAddressService = ({
  db,
  addresses,
  geography,
  checkoutStates,
  withTransaction = createWithTransaction(db),
}: {
  db: Database;
  /** Repositories; a unit test passes substitutes. */
  addresses: Pick<
    typeof addressRepository,
    | 'countCustomerAddresses'
    | 'deleteCustomerAddress'
    | 'findAddressesByCustomer'
    | 'findCustomerAddress'
    | 'findShippingAddressId'
    | 'insertAddress'
    | 'lockCustomer'
    | 'setShippingAddress'
    | 'updateCustomerAddress'
  >;
  geography: Pick<typeof geographyRepository, 'findCountryById' | 'findPlaceChain'>;
  /** Checkout's state, where the wish for a full tax invoice is kept with the chosen address. */
  checkoutStates: Pick<typeof checkoutRepository, 'findCheckoutState' | 'saveTaxInvoiceRequested'>;
  withTransaction?: WithTransaction;
}) => {
  const {
    countCustomerAddresses,
    deleteCustomerAddress,
    findAddressesByCustomer,
    findCustomerAddress,
    findShippingAddressId,
    insertAddress,
    lockCustomer,
    setShippingAddress,
    updateCustomerAddress,
  } = addresses;
  const { findCountryById, findPlaceChain } = geography;
  /** Checks the input against the country's rules and returns the columns to store. */
  const validate = async (input: AddressInput): Promise<AddressValues> => {
    if (input.TaxBranch && !input.TaxId) {
      throw invalid({ message: 'addresses.taxBranchWithoutTaxId' });
    }
    if (input.TaxId && !isValidThaiTaxId(input.TaxId)) {
      throw invalid({ message: 'addresses.taxIdInvalid' });
    }

    const country = await findCountryById(db, input.CountryId);
    if (!country) throw invalid({ message: 'addresses.countryNotFound' });

    const common = {
      firstName: input.FirstName,
      lastName: input.LastName,
      email: input.Email ?? null,
      phone: input.PhoneNumber,
      company: input.Company ?? null,
      taxId: input.TaxId ?? null,
      taxBranch: input.TaxBranch ?? null,
      countryId: country.id,
      address1: input.Address1,
      address2: input.Address2 ?? null,
    };

    if (!country.hasSubdivisions) {
      if (input.StateProvinceId != null || input.CityId != null || input.SubdistrictId != null) {
        throw invalid({ message: 'addresses.placeIdsNotAllowed' });
      }
      if (!input.CityText) throw invalid({ message: 'addresses.cityRequired' });
      if (!FOREIGN_POSTCODE.test(input.ZipPostalCode)) {
        throw invalid({ message: 'addresses.postcodeFormat' });
      }
      return {
        ...common,
        provinceId: null,
        districtId: null,
        subdistrictId: null,
        regionText: input.StateProvinceText ?? null,
        cityText: input.CityText,
        postcode: input.ZipPostalCode.toUpperCase(),
      };
    }

    // Thailand: province -> district -> subdistrict must nest, and the postcode must be one of the
    // subdistrict's (a postcode alone is not a key: 80240 is in Krabi and Nakhon Si Thammarat).
    const { StateProvinceId: provinceId, CityId: districtId, SubdistrictId: subdistrictId } = input;
    if (provinceId == null || districtId == null || subdistrictId == null) {
      throw invalid({ message: 'addresses.thaiPlaceRequired' });
    }
    if (!THAI_POSTCODE.test(input.ZipPostalCode)) {
      throw invalid({ message: 'addresses.thaiPostcodeFormat' });
    }
    const chain = await findPlaceChain(db, { provinceId, districtId, subdistrictId });
    if (!chain.province) throw invalid({ message: 'addresses.provinceNotFound' });
    if (chain.province.countryId !== country.id) {
      throw invalid({ message: 'addresses.provinceNotInCountry' });
    }
    if (!chain.district) throw invalid({ message: 'addresses.districtNotFound' });
    if (chain.district.provinceId !== provinceId) {
      throw invalid({ message: 'addresses.districtNotInProvince' });
    }
    if (!chain.subdistrict) throw invalid({ message: 'addresses.subdistrictNotFound' });
    if (chain.subdistrict.districtId !== districtId) {
      throw invalid({ message: 'addresses.subdistrictNotInDistrict' });
    }
    if (!chain.subdistrict.postcodes.includes(input.ZipPostalCode)) {
      throw invalid({
        message: 'addresses.postcodeNotInSubdistrict',
        params: {
          postcode: input.ZipPostalCode,
          postcodes: chain.subdistrict.postcodes.join(', '),
        },
      });
    }
    return {
      ...common,
      provinceId,
      districtId,
      subdistrictId,
      regionText: null,
      cityText: null,
      postcode: input.ZipPostalCode,
    };
  };

  const getOwned = async (customerId: number, addressId: number): Promise<AddressRecord> => {
    const record = await findCustomerAddress(db, { customerId, addressId });
    if (!record) throw new AppError('NOT_FOUND', { message: 'addresses.addressNotFound' });
    return record;
  };

  return {
    list: async (customerId: number) => {
      const [records, shippingAddressId] = await Promise.all([
        findAddressesByCustomer(db, customerId),
        findShippingAddressId(db, customerId),
      ]);
      return { records, shippingAddressId };
    },

    get: getOwned,

    /** Adds an address; at most MAX_ADDRESSES_PER_CUSTOMER, also under concurrent adds. */
    create: async (customerId: number, input: AddressInput): Promise<AddressRecord> => {
      const values = await validate(input);
      const addressId = await withTransaction(async (tx) => {
        if (!(await lockCustomer(tx, customerId))) throw new AppError('UNAUTHORIZED');
        if ((await countCustomerAddresses(tx, customerId)) >= MAX_ADDRESSES_PER_CUSTOMER) {
          throw new AppError('CONFLICT', {
            message: 'addresses.limitReached',
            params: { max: MAX_ADDRESSES_PER_CUSTOMER },
          });
        }
        return insertAddress(tx, { ...values, customerId });
      });
      return getOwned(customerId, addressId);
    },

    update: async (
      customerId: number,
      addressId: number,
      input: AddressInput,
    ): Promise<AddressRecord> => {
      // Not found before invalid: another customer's id answers 404 whatever the body.
      await getOwned(customerId, addressId);
      const values = await validate(input);
      if (!(await updateCustomerAddress(db, { customerId, addressId, values }))) {
        throw new AppError('NOT_FOUND', { message: 'addresses.addressNotFound' });
      }
      return getOwned(customerId, addressId);
    },

    remove: async (customerId: number, addressId: number): Promise<void> => {
      if (!(await deleteCustomerAddress(db, { customerId, addressId }))) {
        throw new AppError('NOT_FOUND', { message: 'addresses.addressNotFound' });
      }
    },

    /**
     * The address checkout prints on a full tax invoice: the one saveshipping chose, in the
     * caller's transaction.
     */
    shippingAddressOf: async (
      tx: DbOrTx,
      customerId: number,
      locale: Locale,
    ): Promise<Address | null> => {
      const addressId = await findShippingAddressId(tx, customerId);
      const record =
        addressId === null ? undefined : await findCustomerAddress(tx, { customerId, addressId });
      return record ? toAddress(record, locale) : null;
    },

    /**
     * POST /v2/checkout/saveshipping: FormValues with shipping_address_id (spec §3), and ours,
     * request_tax_invoice ("true" / "false").
     */
    saveShipping: async (
      customerId: number,
      body: SaveShippingBody,
    ): Promise<{ ShippingAddressId: number; TaxInvoiceRequested: boolean }> => {
      const requested = body.FormValues.find(
        (entry) => entry.Key === REQUEST_TAX_INVOICE_FORM_KEY,
      )?.Value.trim();
      const value = body.FormValues.find((entry) => entry.Key === SHIPPING_ADDRESS_FORM_KEY)?.Value;
      const addressId =
        value !== undefined && /^[0-9]{1,10}$/.test(value.trim()) ? Number(value) : 0;
      if (addressId < 1 || addressId > MAX_INT32) {
        throw invalid({ message: 'addresses.shippingAddressIdRequired' });
      }
      if (!(await setShippingAddress(db, { customerId, addressId }))) {
        throw new AppError('NOT_FOUND', { message: 'addresses.addressNotFound' });
      }
      if (requested !== undefined)
        await checkoutStates.saveTaxInvoiceRequested(db, {
          customerId,
          requested: requested === 'true',
        });
      return {
        ShippingAddressId: addressId,
        TaxInvoiceRequested:
          (await checkoutStates.findCheckoutState(db, customerId))?.taxInvoiceRequested ?? false,
      };
    },
  };
};

export type AddressService = ReturnType<typeof createAddressService>;
