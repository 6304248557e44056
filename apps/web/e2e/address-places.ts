import {
  PlaceSchema,
  SubdistrictPlaceSchema,
  THAILAND_COUNTRY_ID,
  envelope,
  type Envelope,
} from '@nangsue/contracts';
import { request, type APIRequestContext } from '@playwright/test';
import { z } from 'zod';
import { API_URL } from './test-servers';

/**
 * The Thai places the address journeys pick, found by their Thai names and then named in the
 * language under test by the API (the English names are the seeded data's, not hard-coded).
 */
export type Language = 'th' | 'en';

export type PlaceNames = {
  province: string;
  district: string;
  subdistrict: string;
  postcode: string;
};

export type JourneyPlaces = {
  /** กรุงเทพมหานคร -> จตุจักร -> จอมพล, 10900. */
  first: PlaceNames;
  /** กรุงเทพมหานคร -> บางรัก -> สีลม, 10500: the edit changes the district. */
  second: PlaceNames;
};

const read = async <T extends z.ZodType>(
  api: APIRequestContext,
  apiPath: string,
  schema: T,
  language: Language,
): Promise<z.infer<T>> => {
  const response = await api.get(apiPath, { headers: { Language: language } });
  if (!response.ok()) throw new Error(`GET ${apiPath}: ${response.status()}`);
  const parsed = envelope(schema).parse(await response.json()) as Envelope<z.infer<T>>;
  if (parsed.Data === null) throw new Error(`GET ${apiPath}: no data`);
  return parsed.Data;
};

const places = z.array(PlaceSchema);
const subdistricts = z.array(SubdistrictPlaceSchema);

const byThaiName = <T extends { Id: number; Name: string }>(list: T[], name: string): T => {
  const found = list.find((place) => place.Name === name);
  if (!found) throw new Error(`no place named ${name}`);
  return found;
};

const byId = <T extends { Id: number }>(list: T[], id: number): T => {
  const found = list.find((place) => place.Id === id);
  if (!found) throw new Error(`no place ${id}`);
  return found;
};

const namesOf = async (
  api: APIRequestContext,
  thaiNames: readonly [string, string, string],
  language: Language,
): Promise<PlaceNames> => {
  const [provinceTh, districtTh, subdistrictTh] = thaiNames;
  const province = byThaiName(
    await read(api, `/v2/country/getstatesbycountryid/${THAILAND_COUNTRY_ID}`, places, 'th'),
    provinceTh,
  );
  const district = byThaiName(
    await read(api, `/v2/country/getcitybystatesid/${province.Id}`, places, 'th'),
    districtTh,
  );
  const subdistrict = byThaiName(
    await read(api, `/v2/country/getsubdistrictsbycityid/${district.Id}`, subdistricts, 'th'),
    subdistrictTh,
  );

  const [provinceNames, districtNames, subdistrictNames] = await Promise.all([
    read(api, `/v2/country/getstatesbycountryid/${THAILAND_COUNTRY_ID}`, places, language),
    read(api, `/v2/country/getcitybystatesid/${province.Id}`, places, language),
    read(api, `/v2/country/getsubdistrictsbycityid/${district.Id}`, subdistricts, language),
  ]);
  const named = byId(subdistrictNames, subdistrict.Id);
  return {
    province: byId(provinceNames, province.Id).Name,
    district: byId(districtNames, district.Id).Name,
    subdistrict: named.Name,
    postcode: named.Postcodes[0] ?? '',
  };
};

export const readJourneyPlaces = async (language: Language): Promise<JourneyPlaces> => {
  const api = await request.newContext({ baseURL: API_URL });
  try {
    const [first, second] = await Promise.all([
      namesOf(api, ['กรุงเทพมหานคร', 'จตุจักร', 'จอมพล'], language),
      namesOf(api, ['กรุงเทพมหานคร', 'บางรัก', 'สีลม'], language),
    ]);
    return { first, second };
  } finally {
    await api.dispose();
  }
};
