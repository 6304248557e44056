import { AddressInputSchema, type Address, type CountryPlace } from '@nangsue/contracts';
import { describe, expect, it } from 'vitest';
import {
  emptyAddressForm,
  formValuesOf,
  postcodeToFill,
  sortCountries,
  sortPlaces,
  validateAddressForm,
  type AddressFormValues,
} from './address-form-values';

const thaiTree = { usesPlaceTree: true, postcodes: ['10900'] };

const filledThai: AddressFormValues = {
  ...emptyAddressForm(1),
  FirstName: ' สมชาย ',
  LastName: 'ใจดี',
  PhoneNumber: '081-234-5678',
  StateProvinceId: 10,
  CityId: 1030,
  SubdistrictId: 103005,
  ZipPostalCode: '10900',
  Address1: '99/1 ซอยพหลโยธิน 24',
};

describe('validateAddressForm', () => {
  it('turns a complete Thai address into a body the contract accepts', () => {
    const result = validateAddressForm(filledThai, thaiTree);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.input).toEqual({
      FirstName: 'สมชาย',
      LastName: 'ใจดี',
      Email: null,
      PhoneNumber: '081-234-5678',
      Company: null,
      TaxId: null,
      TaxBranch: null,
      CountryId: 1,
      StateProvinceId: 10,
      CityId: 1030,
      SubdistrictId: 103005,
      StateProvinceText: null,
      CityText: null,
      ZipPostalCode: '10900',
      Address1: '99/1 ซอยพหลโยธิน 24',
      Address2: null,
    });
    expect(AddressInputSchema.safeParse(result.input).success).toBe(true);
  });

  it('asks for every required field of an empty form', () => {
    const result = validateAddressForm(emptyAddressForm(null), {
      usesPlaceTree: true,
      postcodes: null,
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      FirstName: { key: 'required' },
      LastName: { key: 'required' },
      PhoneNumber: { key: 'required' },
      CountryId: { key: 'required' },
      StateProvinceId: { key: 'required' },
      CityId: { key: 'required' },
      SubdistrictId: { key: 'required' },
      ZipPostalCode: { key: 'required' },
      Address1: { key: 'required' },
    });
  });

  it('names the rule a filled field breaks', () => {
    const result = validateAddressForm(
      {
        ...filledThai,
        FirstName: 'ก'.repeat(101),
        PhoneNumber: '12ab',
        Email: 'somchai@',
        wantsTaxInvoice: true,
        TaxId: '1101700207341',
        TaxBranch: '12',
      },
      thaiTree,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      FirstName: { key: 'tooLong', max: 100 },
      PhoneNumber: { key: 'phone' },
      Email: { key: 'email' },
      TaxId: { key: 'taxId' },
      TaxBranch: { key: 'taxBranch' },
    });
  });

  it('wants a postcode of the chosen subdistrict', () => {
    const several = { usesPlaceTree: true, postcodes: ['10900', '10901'] };
    expect(validateAddressForm({ ...filledThai, ZipPostalCode: '10901' }, several).ok).toBe(true);
    const wrong = validateAddressForm({ ...filledThai, ZipPostalCode: '50200' }, several);
    expect(wrong.ok ? null : wrong.errors).toEqual({ ZipPostalCode: { key: 'postcodeChoice' } });
  });

  it('sends a tax id with a valid check digit, typed with dashes, and the branch', () => {
    const result = validateAddressForm(
      { ...filledThai, wantsTaxInvoice: true, TaxId: '1-1017-00207-34-0', TaxBranch: '00000' },
      thaiTree,
    );
    expect(result.ok && [result.input.TaxId, result.input.TaxBranch]).toEqual([
      '1101700207340',
      '00000',
    ]);
  });

  it('asks for the tax id only when a tax invoice is wanted, and drops it otherwise', () => {
    const wanted = validateAddressForm({ ...filledThai, wantsTaxInvoice: true }, thaiTree);
    expect(wanted.ok ? null : wanted.errors).toEqual({ TaxId: { key: 'required' } });

    const notWanted = validateAddressForm(
      { ...filledThai, wantsTaxInvoice: false, TaxId: 'garbage', TaxBranch: 'x' },
      thaiTree,
    );
    expect(notWanted.ok && [notWanted.input.TaxId, notWanted.input.TaxBranch]).toEqual([
      null,
      null,
    ]);
  });

  it('takes free text outside Thailand and drops place ids', () => {
    const result = validateAddressForm(
      {
        ...filledThai,
        CountryId: 109,
        CityText: ' Shibuya ',
        StateProvinceText: '',
        ZipPostalCode: '150-0002',
      },
      { usesPlaceTree: false, postcodes: null },
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.input).toMatchObject({
      CountryId: 109,
      StateProvinceId: null,
      CityId: null,
      SubdistrictId: null,
      CityText: 'Shibuya',
      StateProvinceText: null,
      ZipPostalCode: '150-0002',
    });
  });

  it('checks a free-text postcode by its length', () => {
    const result = validateAddressForm(
      { ...filledThai, CountryId: 109, ZipPostalCode: '12' },
      { usesPlaceTree: false, postcodes: null },
    );
    expect(result.ok ? null : result.errors).toEqual({
      ZipPostalCode: { key: 'tooShort', min: 3 },
    });
  });
});

describe('formValuesOf', () => {
  const saved: Address = {
    Id: 7,
    FirstName: 'Ann',
    LastName: 'Lee',
    Email: 'ann@example.com',
    PhoneNumber: '+6681234567',
    Company: null,
    TaxId: '1101700207340',
    TaxBranch: null,
    CountryId: 109,
    CountryName: 'Japan',
    StateProvinceId: null,
    StateProvinceName: 'Tokyo',
    CityId: null,
    CityName: 'Shibuya',
    SubdistrictId: null,
    SubdistrictName: null,
    ZipPostalCode: '150-0002',
    Address1: '2-21-1 Shibuya',
    Address2: null,
    IsShippingAddress: true,
  };

  it('fills free-text places from the names of an address outside the tree', () => {
    const values = formValuesOf(saved);
    expect(values).toMatchObject({
      Email: 'ann@example.com',
      Company: '',
      wantsTaxInvoice: true,
      TaxId: '1101700207340',
      TaxBranch: '',
      StateProvinceText: 'Tokyo',
      CityText: 'Shibuya',
      Address2: '',
    });
  });

  it('keeps place ids (and no free text) for a Thai address', () => {
    const values = formValuesOf({
      ...saved,
      CountryId: 1,
      StateProvinceId: 10,
      StateProvinceName: 'Bangkok',
      CityId: 1030,
      CityName: 'Chatuchak',
      SubdistrictId: 103005,
      SubdistrictName: 'Chom Phon',
      TaxId: null,
    });
    expect(values).toMatchObject({
      StateProvinceId: 10,
      CityId: 1030,
      SubdistrictId: 103005,
      StateProvinceText: '',
      CityText: '',
      wantsTaxInvoice: false,
    });
  });
});

describe('lists', () => {
  const countries: CountryPlace[] = [
    { Id: 3, Name: 'Laos', IsoCode: 'LA', HasSubdivisions: false },
    { Id: 2, Name: 'Japan', IsoCode: 'JP', HasSubdivisions: false },
    { Id: 1, Name: 'Thailand', IsoCode: 'TH', HasSubdivisions: true },
  ];

  it('puts Thailand first, then the alphabet', () => {
    expect(sortCountries(countries, 'en').map((country) => country.Id)).toEqual([1, 2, 3]);
  });

  it('sorts Thai names in Thai order (leading vowels do not count first)', () => {
    const places = [
      { Id: 1, Name: 'ไก่' },
      { Id: 2, Name: 'กา' },
      { Id: 3, Name: 'เกม' },
      { Id: 4, Name: 'ขาว' },
      { Id: 5, Name: 'กิน' },
    ];
    expect(sortPlaces(places, 'th').map((place) => place.Name)).toEqual([
      'กา',
      'กิน',
      'เกม',
      'ไก่',
      'ขาว',
    ]);
  });

  it('fills the only postcode of a subdistrict, and none of several', () => {
    expect(postcodeToFill(['10900'])).toBe('10900');
    expect(postcodeToFill(['50200', '50201'])).toBe('');
    expect(postcodeToFill([])).toBe('');
  });
});
