import {
  CountryListResponseSchema,
  PlaceListResponseSchema,
  SubdistrictListResponseSchema,
} from '@nangsue/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { seedReferenceData } from '../../seeds.js';
import { countGeography } from './geography.repository.js';
import { GeographySeedError } from './geography.seed.js';

const thaiOrder = new Intl.Collator('th');
const englishOrder = new Intl.Collator('en');
const isSorted = (names: string[], collator: Intl.Collator) =>
  names.every((name, index) => index === 0 || collator.compare(names[index - 1]!, name) <= 0);

describe('/v2/country', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (url: string, language?: 'th' | 'en') =>
    app.inject({ method: 'GET', url, headers: language ? { Language: language } : {} });

  it('seeds the reference data at build: countries, 77 provinces, 928 districts, subdistricts', async () => {
    const counts = await countGeography(app.database.db);
    expect(counts.countries).toBeGreaterThanOrEqual(20);
    expect(counts.provinces).toBe(77);
    expect(counts.districts).toBe(928);
    expect(counts.subdistricts).toBeGreaterThan(7_400);
    expect(counts.postcodes).toBeGreaterThanOrEqual(counts.subdistricts);
  });

  it('seeding again changes nothing', async () => {
    const before = await countGeography(app.database.db);
    await seedReferenceData(app.database.db);
    expect(await countGeography(app.database.db)).toEqual(before);
  });

  it('GET /v2/country/countries: Thailand first, then by name, in the caller’s language', async () => {
    const thai = CountryListResponseSchema.parse((await get('/v2/country/countries', 'th')).json());
    expect(thai.Data?.[0]).toEqual({ Id: 1, Name: 'ไทย', IsoCode: 'TH', HasSubdivisions: true });
    const others = thai.Data!.slice(1);
    expect(
      isSorted(
        others.map((country) => country.Name),
        thaiOrder,
      ),
    ).toBe(true);
    expect(others.every((country) => !country.HasSubdivisions)).toBe(true);
    expect(others.find((country) => country.IsoCode === 'JP')?.Name).toBe('ญี่ปุ่น');

    const english = CountryListResponseSchema.parse(
      (await get('/v2/country/countries', 'en')).json(),
    );
    expect(english.Data?.[0]?.Name).toBe('Thailand');
    expect(
      isSorted(
        english.Data!.slice(1).map((country) => country.Name),
        englishOrder,
      ),
    ).toBe(true);
    expect(english.Data?.slice(1, 3).map((country) => country.Name)).toEqual([
      'Argentina',
      'Australia',
    ]);
  });

  it('GET /v2/country/getstatesbycountryid/1: 77 provinces, Thai order in Thai, A-Z in English', async () => {
    const response = await get('/v2/country/getstatesbycountryid/1', 'th');
    expect(response.statusCode).toBe(200);
    const thai = PlaceListResponseSchema.parse(response.json()).Data!;
    expect(thai).toHaveLength(77);
    expect(thai[0]).toEqual({ Id: 81, Name: 'กระบี่' });
    expect(thai).toContainEqual({ Id: 10, Name: 'กรุงเทพมหานคร' });
    expect(
      isSorted(
        thai.map((place) => place.Name),
        thaiOrder,
      ),
    ).toBe(true);
    // Code-point order would put เ/แ/โ/ไ provinces after ฮ; the Thai collation does not.
    expect(thai.at(-1)?.Name).toBe('อุบลราชธานี');

    const english = PlaceListResponseSchema.parse(
      (await get('/v2/country/getstatesbycountryid/1', 'en')).json(),
    ).Data!;
    expect(english[0]).toEqual({ Id: 37, Name: 'Amnat Charoen' });
    expect(
      isSorted(
        english.map((place) => place.Name),
        englishOrder,
      ),
    ).toBe(true);
  });

  it('answers an empty list for a country without provinces and 404 for an unknown one', async () => {
    const japan = await get('/v2/country/getstatesbycountryid/12');
    expect(japan.statusCode).toBe(200);
    expect(japan.json()).toEqual({ Data: [], ErrorList: [] });

    const unknownTh = await get('/v2/country/getstatesbycountryid/9999', 'th');
    expect(unknownTh.statusCode).toBe(404);
    expect(unknownTh.json()).toEqual({ Data: null, ErrorList: ['ไม่พบประเทศที่เลือก'] });
    const unknownEn = await get('/v2/country/getstatesbycountryid/9999', 'en');
    expect(unknownEn.json().ErrorList).toEqual(['The chosen country does not exist.']);
  });

  it('GET /v2/country/getcitybystatesid/10: the 50 districts of Bangkok', async () => {
    const thai = PlaceListResponseSchema.parse(
      (await get('/v2/country/getcitybystatesid/10', 'th')).json(),
    ).Data!;
    expect(thai).toHaveLength(50);
    expect(thai).toContainEqual({ Id: 1030, Name: 'จตุจักร' });
    expect(
      isSorted(
        thai.map((place) => place.Name),
        thaiOrder,
      ),
    ).toBe(true);
    const english = PlaceListResponseSchema.parse(
      (await get('/v2/country/getcitybystatesid/10', 'en')).json(),
    ).Data!;
    expect(english).toContainEqual({ Id: 1030, Name: 'Chatuchak' });
    expect(
      isSorted(
        english.map((place) => place.Name),
        englishOrder,
      ),
    ).toBe(true);

    const unknown = await get('/v2/country/getcitybystatesid/99', 'en');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().ErrorList).toEqual(['The chosen province does not exist.']);
  });

  it('GET /v2/country/getsubdistrictsbycityid/1030: subdistricts with their postcodes', async () => {
    const thai = SubdistrictListResponseSchema.parse(
      (await get('/v2/country/getsubdistrictsbycityid/1030', 'th')).json(),
    ).Data!;
    expect(thai).toContainEqual({ Id: 103005, Name: 'จตุจักร', Postcodes: ['10900'] });
    expect(
      isSorted(
        thai.map((place) => place.Name),
        thaiOrder,
      ),
    ).toBe(true);

    const several = SubdistrictListResponseSchema.parse(
      (await get('/v2/country/getsubdistrictsbycityid/1002', 'en')).json(),
    ).Data!;
    expect(several.find((place) => place.Id === 100203)?.Postcodes).toEqual(['10300', '10303']);

    const unknown = await get('/v2/country/getsubdistrictsbycityid/1099', 'th');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().ErrorList).toEqual(['ไม่พบอำเภอ/เขตที่เลือก']);
  });

  it.each([
    ['/v2/country/getstatesbycountryid/abc', 'id: must be a number.'],
    ['/v2/country/getstatesbycountryid/0', 'id: must be at least 1.'],
    ['/v2/country/getcitybystatesid/-1', 'id: must be at least 1.'],
    ['/v2/country/getcitybystatesid/1.5', 'id: must be a whole number.'],
    ['/v2/country/getsubdistrictsbycityid/99999999999', 'id: must be at most 2147483647.'],
  ])('refuses the id of %s with 400: %s', async (url, message) => {
    const response = await get(url, 'en');
    expect(response.statusCode).toBe(400);
    expect(response.json().ErrorList).toEqual([message]);
  });

  it('keeps answering the same lists from memory', async () => {
    const first = (await get('/v2/country/getcitybystatesid/50', 'en')).json();
    // Even when the table changes under it (reference data only changes with a release).
    await app.database.db.execute(sql`update districts set name_en = 'X' where id = 5001`);
    const second = (await get('/v2/country/getcitybystatesid/50', 'en')).json();
    await app.database.db.execute(
      sql`update districts set name_en = 'Mueang Chiang Mai' where id = 5001`,
    );
    expect(second).toEqual(first);
  });

  it('stops seeding when stored ids name other places than the data (ids moved)', async () => {
    await app.database.db.execute(sql`update subdistricts set name_th = 'อื่น' where id = 103005`);
    try {
      await expect(seedReferenceData(app.database.db)).rejects.toThrow(GeographySeedError);
      await expect(seedReferenceData(app.database.db)).rejects.toThrow(/103005/);
    } finally {
      await app.database.db.execute(
        sql`update subdistricts set name_th = 'จตุจักร' where id = 103005`,
      );
    }
    await seedReferenceData(app.database.db);
  });
});
