import type { Address } from '@nangsue/contracts';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '../../../messages/en.json';
import th from '../../../messages/th.json';
import {
  formatAddressLines,
  formatPlaceLine,
  formatTaxBranch,
  formatTaxId,
  fullNameOf,
} from './address-format';

const thai = createTranslator({ locale: 'th', messages: th, namespace: 'address.format' });
const english = createTranslator({ locale: 'en', messages: en, namespace: 'address.format' });

const chatuchak: Address = {
  Id: 1,
  FirstName: 'สมชาย',
  LastName: 'ใจดี',
  Email: null,
  PhoneNumber: '0812345678',
  Company: null,
  TaxId: null,
  TaxBranch: null,
  CountryId: 1,
  CountryName: 'ประเทศไทย',
  StateProvinceId: 10,
  StateProvinceName: 'กรุงเทพมหานคร',
  CityId: 1030,
  CityName: 'จตุจักร',
  SubdistrictId: 103005,
  SubdistrictName: 'จอมพล',
  ZipPostalCode: '10900',
  Address1: '99/1 ซอยพหลโยธิน 24',
  Address2: null,
  IsShippingAddress: false,
};

const chiangMai = {
  ...chatuchak,
  StateProvinceId: 50,
  StateProvinceName: 'เชียงใหม่',
  CityId: 5001,
  CityName: 'เมืองเชียงใหม่',
  SubdistrictId: 500103,
  SubdistrictName: 'สุเทพ',
  ZipPostalCode: '50200',
};

const tokyo: Address = {
  ...chatuchak,
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
  Address2: 'Hikarie 11F',
};

describe('formatPlaceLine', () => {
  it('writes Bangkok with แขวง and เขต and no จังหวัด in Thai', () => {
    expect(formatPlaceLine(chatuchak, thai)).toBe('แขวงจอมพล เขตจตุจักร กรุงเทพมหานคร 10900');
  });

  it('writes other provinces with ตำบล, อำเภอ and จังหวัด in Thai', () => {
    expect(formatPlaceLine(chiangMai, thai)).toBe('ตำบลสุเทพ อำเภอเมืองเชียงใหม่ จังหวัดเชียงใหม่ 50200');
  });

  it('separates the English names with commas', () => {
    const english_names = {
      ...chatuchak,
      StateProvinceName: 'Bangkok',
      CityName: 'Chatuchak',
      SubdistrictName: 'Chom Phon',
    };
    expect(formatPlaceLine(english_names, english)).toBe('Chom Phon, Chatuchak, Bangkok 10900');
  });

  it('writes free-text places as city, region and postcode', () => {
    expect(formatPlaceLine(tokyo, thai)).toBe('Shibuya, Tokyo 150-0002');
    expect(formatPlaceLine({ ...tokyo, StateProvinceName: null }, english)).toBe(
      'Shibuya 150-0002',
    );
    expect(formatPlaceLine({ ...tokyo, StateProvinceName: ' ', CityName: null }, english)).toBe(
      '150-0002',
    );
  });
});

describe('formatAddressLines', () => {
  it('gives street lines and the place line, without the country for Thailand', () => {
    expect(formatAddressLines(chatuchak, thai)).toEqual([
      '99/1 ซอยพหลโยธิน 24',
      'แขวงจอมพล เขตจตุจักร กรุงเทพมหานคร 10900',
    ]);
  });

  it('adds the second line and the country elsewhere', () => {
    expect(formatAddressLines(tokyo, english)).toEqual([
      '2-21-1 Shibuya',
      'Hikarie 11F',
      'Shibuya, Tokyo 150-0002',
      'Japan',
    ]);
  });
});

describe('fullNameOf', () => {
  it('joins first and last name', () => {
    expect(fullNameOf(chatuchak)).toBe('สมชาย ใจดี');
    expect(fullNameOf({ FirstName: 'Ann', LastName: '' })).toBe('Ann');
  });
});

describe('tax ids', () => {
  it('groups 13 digits as printed', () => {
    expect(formatTaxId('0105556000000')).toBe('0-1055-56000-00-0');
    expect(formatTaxId('12345')).toBe('12345');
  });

  it('names the head office and other branches in each language', () => {
    expect(formatTaxBranch('00000', thai)).toBe('สำนักงานใหญ่');
    expect(formatTaxBranch('00000', english)).toBe('Head office');
    expect(formatTaxBranch('00012', thai)).toBe('สาขาที่ 00012');
    expect(formatTaxBranch('00012', english)).toBe('Branch 00012');
  });
});
