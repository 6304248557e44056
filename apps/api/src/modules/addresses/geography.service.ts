import type { CountryPlace, Locale, Place, SubdistrictPlace } from '@nangsue/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type * as geographyRepository from './geography.repository.js';

const collators: Record<Locale, Intl.Collator> = {
  th: new Intl.Collator('th'),
  en: new Intl.Collator('en'),
};

type Named = { nameTh: string; nameEn: string };
const nameIn = (locale: Locale, place: Named): string =>
  locale === 'th' ? place.nameTh : place.nameEn;

/** Sorted by the caller's language: Thai dictionary order (ก-ฮ) or alphabetical. */
const byName =
  (locale: Locale) =>
  <T extends { Name: string; Id: number }>(a: T, b: T): number =>
    collators[locale].compare(a.Name, b.Name) || a.Id - b.Id;

/**
 * The picker lists of addresses. The geography is reference data that changes only with a new
 * release (seeding at start), so every list is kept in process memory after its first read; only
 * lists of places that exist are kept, which bounds the memory (~2,000 lists).
 */
export const createGeographyService = ({
  db,
  repository,
}: {
  db: Database;
  /** The geography repository; a unit test passes a substitute. */
  repository: Pick<
    typeof geographyRepository,
    | 'findCountries'
    | 'findCountryById'
    | 'findDistrictById'
    | 'findDistrictsByProvince'
    | 'findProvinceById'
    | 'findProvincesByCountry'
    | 'findSubdistrictsByDistrict'
  >;
}) => {
  const {
    findCountries,
    findCountryById,
    findDistrictById,
    findDistrictsByProvince,
    findProvinceById,
    findProvincesByCountry,
    findSubdistrictsByDistrict,
  } = repository;
  const memo = new Map<string, Promise<unknown>>();
  const remember = <T>(key: string, load: () => Promise<T>): Promise<T> => {
    const known = memo.get(key) as Promise<T> | undefined;
    if (known) return known;
    const loading = load();
    memo.set(key, loading);
    // Misses (404) and failures are not kept.
    loading.catch(() => memo.delete(key));
    return loading;
  };

  return {
    listCountries: (locale: Locale): Promise<CountryPlace[]> =>
      remember(`countries:${locale}`, async () => {
        const rows = await findCountries(db);
        // Thailand (display order 0) first, then by name.
        return rows
          .sort(
            (a, b) =>
              a.displayOrder - b.displayOrder ||
              collators[locale].compare(nameIn(locale, a), nameIn(locale, b)),
          )
          .map((row) => ({
            Id: row.id,
            Name: nameIn(locale, row),
            IsoCode: row.isoCode,
            HasSubdivisions: row.hasSubdivisions,
          }));
      }),

    /** Provinces of a country; empty for a country without subdivisions; 404 for no country. */
    listProvinces: (countryId: number, locale: Locale): Promise<Place[]> =>
      remember(`provinces:${countryId}:${locale}`, async () => {
        if (!(await findCountryById(db, countryId))) {
          throw new AppError('NOT_FOUND', { message: 'addresses.countryNotFound' });
        }
        const rows = await findProvincesByCountry(db, countryId);
        return rows.map((row) => ({ Id: row.id, Name: nameIn(locale, row) })).sort(byName(locale));
      }),

    listDistricts: (provinceId: number, locale: Locale): Promise<Place[]> =>
      remember(`districts:${provinceId}:${locale}`, async () => {
        if (!(await findProvinceById(db, provinceId))) {
          throw new AppError('NOT_FOUND', { message: 'addresses.provinceNotFound' });
        }
        const rows = await findDistrictsByProvince(db, provinceId);
        return rows.map((row) => ({ Id: row.id, Name: nameIn(locale, row) })).sort(byName(locale));
      }),

    listSubdistricts: (districtId: number, locale: Locale): Promise<SubdistrictPlace[]> =>
      remember(`subdistricts:${districtId}:${locale}`, async () => {
        if (!(await findDistrictById(db, districtId))) {
          throw new AppError('NOT_FOUND', { message: 'addresses.districtNotFound' });
        }
        const rows = await findSubdistrictsByDistrict(db, districtId);
        return rows
          .map((row) => ({ Id: row.id, Name: nameIn(locale, row), Postcodes: row.postcodes }))
          .sort(byName(locale));
      }),
  };
};

export type GeographyService = ReturnType<typeof createGeographyService>;
