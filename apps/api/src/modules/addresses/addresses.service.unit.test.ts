import { MAX_ADDRESSES_PER_CUSTOMER, type AddressInput } from '@nangsue/contracts';
import { describe, expect, it } from 'vitest';
import type { Database, DbOrTx } from '../../db/client.js';
import type { WithTransaction } from '../../lib/deps.js';
import * as addressRepository from './addresses.repository.js';
import { createAddressService } from './addresses.service.js';
import * as geographyRepository from './geography.repository.js';

/** The address rules with both repositories substituted: no database. */
const setup = ({ stored = 0 } = {}) => {
  const inserted: unknown[] = [];
  const transactions: string[] = [];
  const addresses = {
    ...addressRepository,
    lockCustomer: async (tx: DbOrTx) => {
      transactions.push(`lock in ${String(tx)}`);
      return true;
    },
    countCustomerAddresses: async () => stored,
    insertAddress: async (_tx: DbOrTx, values: unknown) => {
      inserted.push(values);
      return 41;
    },
    findCustomerAddress: async () => ({ id: 41 }) as addressRepository.AddressRecord,
  } as unknown as typeof addressRepository;
  const geography = {
    ...geographyRepository,
    findCountryById: async (_db: unknown, id: number) =>
      id === 764
        ? { id: 764, hasSubdivisions: true }
        : id === 392
          ? { id: 392, hasSubdivisions: false }
          : undefined,
    findPlaceChain: async () => ({
      province: { countryId: 764 },
      district: { provinceId: 10 },
      subdistrict: { districtId: 1001, postcodes: ['10200'] },
    }),
  } as unknown as typeof geographyRepository;
  const withTransaction: WithTransaction = (work) => work('tx-1' as unknown as DbOrTx);
  const service = createAddressService({
    db: {} as Database,
    addresses,
    geography,
    checkoutStates: {
      findCheckoutState: async () => undefined,
      saveTaxInvoiceRequested: async () => undefined,
    },
    withTransaction,
  });
  return { service, inserted, transactions };
};

const thai: AddressInput = {
  FirstName: 'สมชาย',
  LastName: 'ใจดี',
  PhoneNumber: '0812345678',
  CountryId: 764,
  StateProvinceId: 10,
  CityId: 1001,
  SubdistrictId: 100101,
  ZipPostalCode: '10200',
  Address1: '1 ถนนราชดำเนิน',
} as AddressInput;

describe('addresses', () => {
  it('adds inside one transaction that locks the customer first', async () => {
    const { service, inserted, transactions } = setup();
    await service.create(7, thai);
    expect(transactions).toEqual(['lock in tx-1']);
    expect(inserted).toEqual([expect.objectContaining({ customerId: 7, postcode: '10200' })]);
  });

  it(`refuses one more than ${MAX_ADDRESSES_PER_CUSTOMER} addresses`, async () => {
    const { service, inserted } = setup({ stored: MAX_ADDRESSES_PER_CUSTOMER });
    await expect(service.create(7, thai)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'addresses.limitReached',
    });
    expect(inserted).toEqual([]);
  });

  it('checks the Thai tax id and its branch', async () => {
    const { service } = setup();
    await expect(service.create(7, { ...thai, TaxId: '1234567890123' })).rejects.toMatchObject({
      message: 'addresses.taxIdInvalid',
    });
    await expect(service.create(7, { ...thai, TaxBranch: '00001' })).rejects.toMatchObject({
      message: 'addresses.taxBranchWithoutTaxId',
    });
  });

  it('needs a postcode of the chosen subdistrict in Thailand, and a city abroad', async () => {
    const { service, inserted } = setup();
    await expect(service.create(7, { ...thai, ZipPostalCode: '10300' })).rejects.toMatchObject({
      message: 'addresses.postcodeNotInSubdistrict',
    });
    const abroad = {
      ...thai,
      CountryId: 392,
      StateProvinceId: null,
      CityId: null,
      SubdistrictId: null,
      ZipPostalCode: '100-0001',
    } as AddressInput;
    await expect(service.create(7, abroad)).rejects.toMatchObject({
      message: 'addresses.cityRequired',
    });
    await service.create(7, { ...abroad, CityText: 'Tokyo' });
    expect(inserted).toEqual([
      expect.objectContaining({ countryId: 392, cityText: 'Tokyo', provinceId: null }),
    ]);
  });

  it('refuses an unknown country', async () => {
    const { service } = setup();
    await expect(service.create(7, { ...thai, CountryId: 1 })).rejects.toMatchObject({
      message: 'addresses.countryNotFound',
    });
  });
});
