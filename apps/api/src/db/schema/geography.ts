import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Countries of addresses. Thailand has the province -> district -> subdistrict tree below; other
 * countries keep free-text lines (see docs/accounts.md).
 */
export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  /** ISO 3166-1 alpha-2, upper case. */
  isoCode: varchar('iso_code', { length: 2 }).notNull().unique(),
  nameTh: varchar('name_th', { length: 100 }).notNull(),
  nameEn: varchar('name_en', { length: 100 }).notNull(),
  hasSubdivisions: boolean('has_subdivisions').notNull().default(false),
  displayOrder: smallint('display_order').notNull().default(100),
});

/** จังหวัด (the spec's "states"): id = the 2-digit DOPA code, e.g. 10 = Bangkok. */
export const provinces = pgTable(
  'provinces',
  {
    id: integer('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    nameTh: varchar('name_th', { length: 100 }).notNull(),
    nameEn: varchar('name_en', { length: 100 }).notNull(),
  },
  (table) => [index('provinces_country_idx').on(table.countryId)],
);

/** อำเภอ / เขต (the spec's "cities"): id = the 4-digit DOPA code, e.g. 1030 = Chatuchak. */
export const districts = pgTable(
  'districts',
  {
    id: integer('id').primaryKey(),
    provinceId: integer('province_id')
      .notNull()
      .references(() => provinces.id),
    nameTh: varchar('name_th', { length: 100 }).notNull(),
    nameEn: varchar('name_en', { length: 100 }).notNull(),
  },
  (table) => [index('districts_province_idx').on(table.provinceId)],
);

/** ตำบล / แขวง: id = the 6-digit DOPA code, e.g. 103005. */
export const subdistricts = pgTable(
  'subdistricts',
  {
    id: integer('id').primaryKey(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id),
    nameTh: varchar('name_th', { length: 100 }).notNull(),
    nameEn: varchar('name_en', { length: 100 }).notNull(),
  },
  (table) => [index('subdistricts_district_idx').on(table.districtId)],
);

/** A postcode is not a key: some subdistricts have several, some postcodes span provinces. */
export const subdistrictPostcodes = pgTable(
  'subdistrict_postcodes',
  {
    subdistrictId: integer('subdistrict_id')
      .notNull()
      .references(() => subdistricts.id),
    postcode: varchar('postcode', { length: 5 }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.subdistrictId, table.postcode] }),
    index('subdistrict_postcodes_postcode_idx').on(table.postcode),
  ],
);

export type CountryRow = typeof countries.$inferSelect;
export type ProvinceRow = typeof provinces.$inferSelect;
export type DistrictRow = typeof districts.$inferSelect;
export type SubdistrictRow = typeof subdistricts.$inferSelect;
