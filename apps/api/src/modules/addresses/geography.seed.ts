import { THAILAND_COUNTRY_ID } from '@nangsue/contracts';
import type { Database } from '../../db/client.js';
import { COUNTRIES } from './geography.countries.js';
import { GEOGRAPHY_SOURCE, loadThaiGeography } from './geography.data.js';
import {
  findGeographyMismatches,
  insertSubdistrictPostcodes,
  upsertCountries,
  upsertPlaces,
} from './geography.repository.js';

export class GeographySeedError extends Error {
  override name = 'GeographySeedError';
}

/**
 * Seeds the countries and the Thai province -> district -> subdistrict tree with postcodes, in one
 * transaction and a few statements. Idempotent and safe to run at every start, also by two
 * processes at once: missing rows are added, English names refreshed, postcodes only ever added.
 * A stored place whose parent or Thai name differs from the data means the ids moved (a new data
 * version): seeding stops rather than silently re-pointing customers' addresses.
 */
export const seedGeography = async (db: Database): Promise<void> => {
  const geography = await loadThaiGeography();
  const levels = [
    {
      level: 'countries' as const,
      rows: COUNTRIES.map((row) => ({ id: row.id, parentId: row.isoCode, nameTh: row.nameTh })),
    },
    {
      level: 'provinces' as const,
      rows: geography.provinces.map((row) => ({ ...row, parentId: THAILAND_COUNTRY_ID })),
    },
    {
      level: 'districts' as const,
      rows: geography.districts.map((row) => ({ ...row, parentId: row.provinceId })),
    },
    {
      level: 'subdistricts' as const,
      rows: geography.subdistricts.map((row) => ({ ...row, parentId: row.districtId })),
    },
  ];

  await db.transaction(async (tx) => {
    for (const { level, rows } of levels) {
      const mismatches = await findGeographyMismatches(tx, {
        level,
        rows: rows.map(({ id, parentId, nameTh }) => ({ id, parentId, nameTh })),
      });
      if (mismatches.length > 0) {
        throw new GeographySeedError(
          `The stored ${level} differ from ${GEOGRAPHY_SOURCE} (ids ${mismatches.join(', ')}): ` +
            'the geography data changed its ids. See docs/accounts.md before seeding it.',
        );
      }
    }

    await upsertCountries(tx, COUNTRIES);
    await upsertPlaces(tx, {
      level: 'provinces',
      rows: geography.provinces.map((row) => ({ ...row, countryId: THAILAND_COUNTRY_ID })),
    });
    await upsertPlaces(tx, { level: 'districts', rows: geography.districts });
    await upsertPlaces(tx, {
      level: 'subdistricts',
      rows: geography.subdistricts.map(({ postcodes: _postcodes, ...row }) => row),
    });
    await insertSubdistrictPostcodes(
      tx,
      geography.subdistricts.flatMap((row) =>
        row.postcodes.map((postcode) => ({ subdistrictId: row.id, postcode })),
      ),
    );
  });
};
