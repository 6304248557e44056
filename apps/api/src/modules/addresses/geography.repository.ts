import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { executeRows, type DbOrTx } from '../../db/client.js';
import {
  countries,
  districts,
  provinces,
  subdistrictPostcodes,
  subdistricts,
  type CountryRow,
  type DistrictRow,
  type ProvinceRow,
} from '../../db/schema/index.js';
import type { CountrySeed } from './geography.countries.js';
import type { DistrictSeed, ProvinceSeed, SubdistrictSeed } from './geography.data.js';

// ---- Seeding: a few statements whatever the size, rows travel as one JSON parameter ----------

const recordset = (rows: unknown[], columns: string): SQL =>
  sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(${sql.raw(columns)})`;

/** Ids whose stored row names another parent or another Thai name than the seed (at most 10). */
export const findGeographyMismatches = async (
  db: DbOrTx,
  params: {
    level: 'countries' | 'provinces' | 'districts' | 'subdistricts';
    rows: { id: number; parentId: number | string; nameTh: string }[];
  },
): Promise<number[]> => {
  const parentColumn = {
    countries: 'iso_code',
    provinces: 'country_id',
    districts: 'province_id',
    subdistricts: 'district_id',
  }[params.level];
  const parentType = params.level === 'countries' ? 'text' : 'int';
  const rows = await executeRows<{ id: number }>(
    db,
    sql`select x.id from ${recordset(params.rows, `"id" int, "parentId" ${parentType}, "nameTh" text`)}
        join ${sql.identifier(params.level)} t on t.id = x.id
        where t.${sql.identifier(parentColumn)} <> x."parentId" or t.name_th <> x."nameTh"
        order by x.id limit 10`,
  );
  return rows.map((row) => Number(row.id));
};

/** Inserts missing countries and refreshes the names and order of the others. */
export const upsertCountries = async (db: DbOrTx, rows: CountrySeed[]): Promise<void> => {
  await db.execute(sql`
    insert into countries (id, iso_code, name_th, name_en, has_subdivisions, display_order)
    select id, "isoCode", "nameTh", "nameEn", "hasSubdivisions", "displayOrder"
    from ${recordset(rows, '"id" int, "isoCode" text, "nameTh" text, "nameEn" text, "hasSubdivisions" boolean, "displayOrder" smallint')}
    on conflict (id) do update set
      name_th = excluded.name_th, name_en = excluded.name_en,
      has_subdivisions = excluded.has_subdivisions, display_order = excluded.display_order
    where (countries.name_th, countries.name_en, countries.has_subdivisions, countries.display_order)
      is distinct from (excluded.name_th, excluded.name_en, excluded.has_subdivisions, excluded.display_order)`);
};

/**
 * Inserts missing places of one level and refreshes English names (romanisations get fixed);
 * parents and Thai names are checked by {@link findGeographyMismatches} first.
 */
export const upsertPlaces = async (
  db: DbOrTx,
  params:
    | { level: 'provinces'; rows: (ProvinceSeed & { countryId: number })[] }
    | { level: 'districts'; rows: DistrictSeed[] }
    | { level: 'subdistricts'; rows: Omit<SubdistrictSeed, 'postcodes'>[] },
): Promise<void> => {
  const [parentColumn, parentField] = {
    provinces: ['country_id', 'countryId'],
    districts: ['province_id', 'provinceId'],
    subdistricts: ['district_id', 'districtId'],
  }[params.level];
  const table = sql.identifier(params.level);
  const rows = (params.rows as Record<string, unknown>[]).map((row) => ({
    id: row.id,
    parentId: row[parentField!],
    nameTh: row.nameTh,
    nameEn: row.nameEn,
  }));
  await db.execute(sql`
    insert into ${table} (id, ${sql.identifier(parentColumn!)}, name_th, name_en)
    select id, "parentId", "nameTh", "nameEn"
    from ${recordset(rows, '"id" int, "parentId" int, "nameTh" text, "nameEn" text')}
    on conflict (id) do update set name_en = excluded.name_en
    where ${table}.name_en is distinct from excluded.name_en`);
};

/** Adds the (subdistrict, postcode) pairs not stored yet; pairs are never removed. */
export const insertSubdistrictPostcodes = async (
  db: DbOrTx,
  rows: { subdistrictId: number; postcode: string }[],
): Promise<void> => {
  await db.execute(sql`
    insert into subdistrict_postcodes (subdistrict_id, postcode)
    select "subdistrictId", postcode from ${recordset(rows, '"subdistrictId" int, "postcode" text')}
    on conflict do nothing`);
};

/** How many rows each geography table holds. */
export const countGeography = async (
  db: DbOrTx,
): Promise<
  Record<'countries' | 'provinces' | 'districts' | 'subdistricts' | 'postcodes', number>
> => {
  const [row] = await executeRows<Record<string, number | string>>(
    db,
    sql`select (select count(*) from countries) as countries,
               (select count(*) from provinces) as provinces,
               (select count(*) from districts) as districts,
               (select count(*) from subdistricts) as subdistricts,
               (select count(*) from subdistrict_postcodes) as postcodes`,
  );
  return {
    countries: Number(row?.countries),
    provinces: Number(row?.provinces),
    districts: Number(row?.districts),
    subdistricts: Number(row?.subdistricts),
    postcodes: Number(row?.postcodes),
  };
};

// ---- Reads --------------------------------------------------------------------------------

export const findCountries = (db: DbOrTx): Promise<CountryRow[]> =>
  db.select().from(countries).orderBy(asc(countries.displayOrder), asc(countries.id));

export const findCountryById = async (db: DbOrTx, id: number): Promise<CountryRow | undefined> => {
  const [row] = await db.select().from(countries).where(eq(countries.id, id)).limit(1);
  return row;
};

export const findProvincesByCountry = (db: DbOrTx, countryId: number): Promise<ProvinceRow[]> =>
  db.select().from(provinces).where(eq(provinces.countryId, countryId));

export const findProvinceById = async (
  db: DbOrTx,
  id: number,
): Promise<ProvinceRow | undefined> => {
  const [row] = await db.select().from(provinces).where(eq(provinces.id, id)).limit(1);
  return row;
};

export const findDistrictsByProvince = (db: DbOrTx, provinceId: number): Promise<DistrictRow[]> =>
  db.select().from(districts).where(eq(districts.provinceId, provinceId));

export const findDistrictById = async (
  db: DbOrTx,
  id: number,
): Promise<DistrictRow | undefined> => {
  const [row] = await db.select().from(districts).where(eq(districts.id, id)).limit(1);
  return row;
};

export type SubdistrictWithPostcodes = {
  id: number;
  nameTh: string;
  nameEn: string;
  postcodes: string[];
};

export const findSubdistrictsByDistrict = async (
  db: DbOrTx,
  districtId: number,
): Promise<SubdistrictWithPostcodes[]> => {
  const [places, postcodes] = await Promise.all([
    db
      .select({ id: subdistricts.id, nameTh: subdistricts.nameTh, nameEn: subdistricts.nameEn })
      .from(subdistricts)
      .where(eq(subdistricts.districtId, districtId)),
    db
      .select({
        subdistrictId: subdistrictPostcodes.subdistrictId,
        postcode: subdistrictPostcodes.postcode,
      })
      .from(subdistrictPostcodes)
      .innerJoin(subdistricts, eq(subdistricts.id, subdistrictPostcodes.subdistrictId))
      .where(eq(subdistricts.districtId, districtId))
      .orderBy(asc(subdistrictPostcodes.postcode)),
  ]);
  return places.map((place) => ({
    ...place,
    postcodes: postcodes.filter((row) => row.subdistrictId === place.id).map((row) => row.postcode),
  }));
};

/** What the stored tree says about a Thai address's three ids (each part undefined when unknown). */
export type PlaceChain = {
  province: { id: number; countryId: number } | undefined;
  district: { id: number; provinceId: number } | undefined;
  subdistrict: { id: number; districtId: number; postcodes: string[] } | undefined;
};

export const findPlaceChain = async (
  db: DbOrTx,
  params: { provinceId: number; districtId: number; subdistrictId: number },
): Promise<PlaceChain> => {
  const [row] = await executeRows<{
    province_id: number | null;
    country_id: number | null;
    district_id: number | null;
    district_province_id: number | null;
    subdistrict_id: number | null;
    subdistrict_district_id: number | null;
    postcodes: string | null;
  }>(
    db,
    sql`select p.id as province_id, p.country_id, d.id as district_id,
               d.province_id as district_province_id, s.id as subdistrict_id,
               s.district_id as subdistrict_district_id,
               (select string_agg(sp.postcode, ',' order by sp.postcode)
                  from subdistrict_postcodes sp where sp.subdistrict_id = s.id) as postcodes
        from (select 1) as one
        left join provinces p on p.id = ${params.provinceId}
        left join districts d on d.id = ${params.districtId}
        left join subdistricts s on s.id = ${params.subdistrictId}`,
  );
  return {
    province:
      row?.province_id != null
        ? { id: Number(row.province_id), countryId: Number(row.country_id) }
        : undefined,
    district:
      row?.district_id != null
        ? { id: Number(row.district_id), provinceId: Number(row.district_province_id) }
        : undefined,
    subdistrict:
      row?.subdistrict_id != null
        ? {
            id: Number(row.subdistrict_id),
            districtId: Number(row.subdistrict_district_id),
            postcodes: row.postcodes ? row.postcodes.split(',') : [],
          }
        : undefined,
  };
};
