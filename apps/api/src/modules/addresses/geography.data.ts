import {
  getDatabase,
  getEngMode,
  getGeoMode,
  preload,
  setEngMode,
  setGeoMode,
  type IExpanded,
} from 'thai-address-universal';

/**
 * The Thai geography the store seeds: provinces (จังหวัด), districts (อำเภอ/เขต) and subdistricts
 * (ตำบล/แขวง) with their postcodes, in Thai and English, read from the npm package
 * `thai-address-universal` 2.2.0 (ISC; community data from Thailand Post postcodes with the DOPA
 * geocodes). Ids are the DOPA geocodes (2, 4 and 6 digits) wherever the package gives a usable one;
 * see {@link buildThaiGeography} for the exceptions. docs/accounts.md explains the model.
 */
export const GEOGRAPHY_SOURCE = 'thai-address-universal@2.2.0';

export type ProvinceSeed = { id: number; nameTh: string; nameEn: string };
export type DistrictSeed = ProvinceSeed & { provinceId: number };
export type SubdistrictSeed = ProvinceSeed & { districtId: number; postcodes: string[] };
export type ThaiGeography = {
  provinces: ProvinceSeed[];
  districts: DistrictSeed[];
  subdistricts: SubdistrictSeed[];
};

/** One row of the package: a subdistrict with one postcode, named in both languages. */
export type GeographyRow = { th: IExpanded; en: IExpanded };

type SubdistrictDraft = Omit<SubdistrictSeed, 'id'> & { code: number | undefined };

/**
 * Codes the package lacks or gets wrong, from the DOPA list (keyed by Thai names). Bueng Kan (split
 * from Nong Khai in 2011) has the placeholder 97 and no district codes in the package; its DOPA
 * code is 38 (ISO 3166-2:TH-38). The package gives Nam Pat the code of Tha Pla and Galyani Vadhana
 * the code of Mae Chaem.
 */
const PROVINCE_CODE_FIXES: Record<string, number> = { บึงกาฬ: 38 };
const DISTRICT_CODE_FIXES: Record<string, number> = {
  'บึงกาฬ|เมืองบึงกาฬ': 3801,
  'บึงกาฬ|พรเจริญ': 3802,
  'บึงกาฬ|โซ่พิสัย': 3803,
  'บึงกาฬ|เซกา': 3804,
  'บึงกาฬ|ปากคาด': 3805,
  'บึงกาฬ|บึงโขงหลง': 3806,
  'บึงกาฬ|ศรีวิไล': 3807,
  'บึงกาฬ|บุ่งคล้า': 3808,
  'อุตรดิตถ์|น้ำปาด': 5304,
  'เชียงใหม่|กัลยาณิวัฒนา': 5025,
};

const POSTCODE = /^[0-9]{5}$/;
const clean = (name: string): string => name.normalize('NFC').replace(/\s+/g, ' ').trim();
const codeOf = (code: string | undefined, digits: number): number | undefined =>
  code && new RegExp(`^[0-9]{${digits}}$`).test(code) ? Number(code) : undefined;

/**
 * Turns the package's rows into the three tables, deterministically for a given package version:
 * - one subdistrict per (province, district, Thai name); its rows' postcodes become its postcodes
 *   (a subdistrict with several postcodes appears once per postcode in the package);
 * - rows without a postcode (43 uninhabited islands of Chumphon) are left out;
 * - a subdistrict keeps its 6-digit code unless another subdistrict claimed it first (the package
 *   repeats ~135 codes, mostly Bangkok khwaeng created after their khet was split): the one whose
 *   district the code's first four digits name wins, else the first in the package's order;
 * - a subdistrict without a code of its own (~200: Bueng Kan, new khwaeng, repeated codes) gets
 *   `district id * 100 + n`, n counting down from 99 past every taken code, the package's own
 *   convention for uncoded subdistricts (e.g. 101599). So `id / 100` is NOT always the district:
 *   ~15% of the package's codes carry the prefix of the district they were split from.
 */
export const buildThaiGeography = (rows: GeographyRow[]): ThaiGeography => {
  const provinces = new Map<string, ProvinceSeed>();
  const districts = new Map<string, DistrictSeed & { key: string }>();
  const subdistricts = new Map<string, SubdistrictDraft>();

  for (const { th, en } of rows) {
    const provinceTh = clean(th.province);
    const provinceId = PROVINCE_CODE_FIXES[provinceTh] ?? codeOf(th.province_code, 2) ?? Number.NaN;
    if (!provinces.has(provinceTh)) {
      provinces.set(provinceTh, { id: provinceId, nameTh: provinceTh, nameEn: clean(en.province) });
    }

    const districtKey = `${provinceTh}|${clean(th.district)}`;
    let district = districts.get(districtKey);
    if (!district) {
      district = {
        key: districtKey,
        id: DISTRICT_CODE_FIXES[districtKey] ?? codeOf(th.district_code, 4) ?? Number.NaN,
        provinceId,
        nameTh: clean(th.district),
        nameEn: clean(en.district),
      };
      districts.set(districtKey, district);
    }

    const postcode = th.postal_code.trim();
    if (!POSTCODE.test(postcode)) continue;
    const subdistrictKey = `${districtKey}|${clean(th.sub_district)}`;
    const subdistrict = subdistricts.get(subdistrictKey);
    if (subdistrict) {
      if (!subdistrict.postcodes.includes(postcode)) subdistrict.postcodes.push(postcode);
      subdistrict.code ??= codeOf(th.sub_district_code, 6);
      continue;
    }
    subdistricts.set(subdistrictKey, {
      code: codeOf(th.sub_district_code, 6),
      districtId: district.id,
      nameTh: clean(th.sub_district),
      nameEn: clean(en.sub_district),
      postcodes: [postcode],
    });
  }

  const invalid = [...districts.values()].filter(
    (district) =>
      !Number.isInteger(district.id) || Math.floor(district.id / 100) !== district.provinceId,
  );
  if (invalid.length > 0 || [...provinces.values()].some((p) => !Number.isInteger(p.id))) {
    throw new Error(
      `geography: districts without a usable code: ${invalid.map((d) => d.key).join(', ')}`,
    );
  }

  // Codes: the rightful claimant first (code prefix = its district), then package order.
  const claimants = new Map<number, SubdistrictDraft[]>();
  for (const subdistrict of subdistricts.values()) {
    if (subdistrict.code === undefined) continue;
    const list = claimants.get(subdistrict.code) ?? [];
    list.push(subdistrict);
    claimants.set(subdistrict.code, list);
  }
  const ids = new Map<SubdistrictDraft, number>();
  for (const [code, list] of claimants) {
    const winner =
      list.find((candidate) => Math.floor(code / 100) === candidate.districtId) ?? list[0]!;
    ids.set(winner, code);
  }
  const taken = new Set(ids.values());
  for (const subdistrict of subdistricts.values()) {
    if (ids.has(subdistrict)) continue;
    let id = subdistrict.districtId * 100 + 99;
    while (taken.has(id)) id -= 1;
    if (id <= subdistrict.districtId * 100) {
      throw new Error(`geography: no free code in district ${subdistrict.districtId}`);
    }
    taken.add(id);
    ids.set(subdistrict, id);
  }

  return {
    provinces: [...provinces.values()].sort((a, b) => a.id - b.id),
    districts: [...districts.values()]
      .map(({ id, provinceId, nameTh, nameEn }) => ({ id, provinceId, nameTh, nameEn }))
      .sort((a, b) => a.id - b.id),
    subdistricts: [...subdistricts.values()]
      .map((subdistrict) => ({
        id: ids.get(subdistrict)!,
        districtId: subdistrict.districtId,
        nameTh: subdistrict.nameTh,
        nameEn: subdistrict.nameEn,
        postcodes: subdistrict.postcodes.sort(),
      }))
      .sort((a, b) => a.id - b.id),
  };
};

/** The package's rows in both languages. Its language and geocode switches are process-wide. */
const readPackageRows = async (): Promise<GeographyRow[]> => {
  await preload({ language: 'both', geo: true });
  const [wasEnglish, wasGeo] = [getEngMode(), getGeoMode()];
  try {
    await setGeoMode(true);
    await setEngMode(false);
    const th = getDatabase();
    await setEngMode(true);
    const en = getDatabase();
    if (th.length !== en.length) throw new Error('geography: Thai and English rows differ');
    return th.map((row, index) => ({ th: row, en: en[index]! }));
  } finally {
    await setEngMode(wasEnglish);
    await setGeoMode(wasGeo);
  }
};

let loading: Promise<ThaiGeography> | undefined;

/** The Thai geography, read and built once per process. */
export const loadThaiGeography = (): Promise<ThaiGeography> =>
  (loading ??= readPackageRows()
    .then(buildThaiGeography)
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
