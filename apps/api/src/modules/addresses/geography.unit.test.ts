import { describe, expect, it } from 'vitest';
import { COUNTRIES } from './geography.countries.js';
import { buildThaiGeography, loadThaiGeography, type GeographyRow } from './geography.data.js';

const row = (
  province: [code: string, th: string, en: string],
  district: [code: string, th: string, en: string],
  subdistrict: [code: string, th: string, en: string],
  postcode: string,
): GeographyRow => ({
  th: {
    province: province[1],
    province_code: province[0],
    district: district[1],
    district_code: district[0],
    sub_district: subdistrict[1],
    sub_district_code: subdistrict[0],
    postal_code: postcode,
  },
  en: {
    province: province[2],
    province_code: province[0],
    district: district[2],
    district_code: district[0],
    sub_district: subdistrict[2],
    sub_district_code: subdistrict[0],
    postal_code: postcode,
  },
});

describe('buildThaiGeography', () => {
  const P: [string, string, string] = ['10', 'กรุงเทพมหานคร', 'Bangkok'];
  const D1: [string, string, string] = ['1035', 'จอมทอง', 'Chom Thong'];
  const D2: [string, string, string] = ['1049', 'ทุ่งครุ', 'Thung Khru'];

  it('merges the rows of a subdistrict with several postcodes and drops rows without postcode', () => {
    const geography = buildThaiGeography([
      row(P, D1, ['103501', 'บางขุนเทียน', 'Bang Khun Thian'], '10150'),
      row(P, D1, ['103501', 'บางขุนเทียน', 'Bang Khun Thian'], '10160'),
      row(P, D1, ['103501', 'บางขุนเทียน', 'Bang Khun Thian'], '10150'),
      row(P, D1, ['', 'เกาะร้าง', 'Ko Rang'], ''),
    ]);
    expect(geography.provinces).toEqual([{ id: 10, nameTh: 'กรุงเทพมหานคร', nameEn: 'Bangkok' }]);
    expect(geography.districts).toEqual([
      { id: 1035, provinceId: 10, nameTh: 'จอมทอง', nameEn: 'Chom Thong' },
    ]);
    expect(geography.subdistricts).toEqual([
      {
        id: 103501,
        districtId: 1035,
        nameTh: 'บางขุนเทียน',
        nameEn: 'Bang Khun Thian',
        postcodes: ['10150', '10160'],
      },
    ]);
  });

  it('gives a repeated code to the subdistrict its prefix names, and new codes to the others', () => {
    const geography = buildThaiGeography([
      row(P, D1, ['104901', 'บางมด', 'Bang Mot'], '10150'),
      row(P, D2, ['104901', 'บางมด', 'Bang Mot'], '10140'),
      row(P, D2, ['', 'ทุ่งครุ', 'Thung Khru'], '10140'),
      row(P, D2, ['104999', 'ทดสอบ', 'Test'], '10140'),
    ]);
    const byName = Object.fromEntries(
      geography.subdistricts.map((place) => [`${place.districtId}:${place.nameEn}`, place.id]),
    );
    expect(byName['1049:Bang Mot']).toBe(104901);
    // 104999 is the package's own; the uncoded ones count down past it.
    expect(byName['1049:Test']).toBe(104999);
    expect(byName['1049:Thung Khru']).toBe(104998);
    expect(byName['1035:Bang Mot']).toBe(103599);
    expect(new Set(geography.subdistricts.map((place) => place.id)).size).toBe(4);
  });

  it('refuses a district without a usable code', () => {
    expect(() =>
      buildThaiGeography([row(P, ['', 'ใหม่', 'New'], ['', 'ใหม่', 'New'], '10100')]),
    ).toThrow(/ใหม่/);
  });
});

describe('the Thai geography of thai-address-universal', async () => {
  const geography = await loadThaiGeography();

  it('has 77 provinces, 928 districts and about 7,400 subdistricts, each id once', () => {
    expect(geography.provinces).toHaveLength(77);
    expect(geography.districts).toHaveLength(928);
    expect(geography.subdistricts.length).toBeGreaterThan(7_400);
    expect(geography.subdistricts.length).toBeLessThan(7_500);
    for (const level of [geography.provinces, geography.districts, geography.subdistricts]) {
      expect(new Set(level.map((place) => place.id)).size).toBe(level.length);
    }
  });

  it('nests: district ids start with their province id; every subdistrict has a district and postcodes', () => {
    const districtIds = new Set(geography.districts.map((district) => district.id));
    const provinceIds = new Set(geography.provinces.map((province) => province.id));
    expect(
      geography.districts.filter(
        (district) =>
          !provinceIds.has(district.provinceId) ||
          Math.floor(district.id / 100) !== district.provinceId,
      ),
    ).toEqual([]);
    expect(
      geography.subdistricts.filter(
        (place) =>
          !districtIds.has(place.districtId) ||
          place.id < 100_000 ||
          place.id >= 1_000_000 ||
          place.postcodes.length === 0 ||
          place.postcodes.some((postcode) => !/^[0-9]{5}$/.test(postcode)) ||
          place.nameTh === '' ||
          place.nameEn === '',
      ),
    ).toEqual([]);
  });

  it('uses the DOPA codes: Bangkok 10, Chatuchak 1030, Chatuchak subdistrict 103005, Bueng Kan 38', () => {
    expect(geography.provinces.find((province) => province.id === 10)?.nameEn).toBe('Bangkok');
    expect(geography.provinces.find((province) => province.id === 38)?.nameTh).toBe('บึงกาฬ');
    expect(geography.provinces.some((province) => province.id === 97)).toBe(false);
    expect(geography.districts.find((district) => district.id === 1030)).toMatchObject({
      provinceId: 10,
      nameTh: 'จตุจักร',
      nameEn: 'Chatuchak',
    });
    expect(geography.subdistricts.find((place) => place.id === 103005)).toMatchObject({
      districtId: 1030,
      nameTh: 'จตุจักร',
      postcodes: ['10900'],
    });
    expect(
      geography.districts.filter((district) => district.provinceId === 38).map((d) => d.id),
    ).toEqual([3801, 3802, 3803, 3804, 3805, 3806, 3807, 3808]);
  });

  it('keeps a postcode shared by two provinces (80240: Krabi and Nakhon Si Thammarat)', () => {
    const provinceOf = new Map(geography.districts.map((d) => [d.id, d.provinceId]));
    const provinces = new Set(
      geography.subdistricts
        .filter((place) => place.postcodes.includes('80240'))
        .map((place) => provinceOf.get(place.districtId)),
    );
    expect([...provinces].sort()).toEqual([80, 81]);
  });

  it('keeps every postcode of a subdistrict with several', () => {
    const several = geography.subdistricts.filter((place) => place.postcodes.length > 1);
    expect(several.length).toBeGreaterThan(10);
    expect(geography.subdistricts.find((place) => place.id === 100203)?.postcodes).toEqual([
      '10300',
      '10303',
    ]);
  });
});

describe('COUNTRIES', () => {
  it('has Thailand as id 1 with the tree, ASEAN and the main partners, unique ids and codes', () => {
    expect(COUNTRIES[0]).toMatchObject({ id: 1, isoCode: 'TH', hasSubdivisions: true });
    const codes = COUNTRIES.map((country) => country.isoCode);
    for (const code of [
      'BN',
      'KH',
      'ID',
      'LA',
      'MY',
      'MM',
      'PH',
      'SG',
      'VN',
      'JP',
      'CN',
      'KR',
      'US',
      'GB',
      'AU',
    ]) {
      expect(codes).toContain(code);
    }
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(COUNTRIES.map((country) => country.id)).size).toBe(COUNTRIES.length);
    expect(COUNTRIES.filter((country) => country.hasSubdivisions)).toHaveLength(1);
    for (const country of COUNTRIES) {
      expect(country.isoCode).toMatch(/^[A-Z]{2}$/);
      expect(country.nameTh).toMatch(/[\u0E00-\u0E7F]/);
    }
  });
});
