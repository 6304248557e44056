import type { DbOrTx } from '../../db/client.js';
import { bumpCatalogVersion } from '../catalog/index.js';
import { readContentFiles, seedHashOf, CONTENT_PAGES_DIR } from './content-files.js';
import * as contentRepository from './content.repository.js';

export type ContentSeedResult = {
  inserted: number;
  updated: number;
  /** Pages whose stored text is no longer the seed's (staff edited them): left as they are. */
  keptEdited: string[];
};

/**
 * Loads the content pages' files into `content_pages` (docs/content.md), at every start: a new page
 * is inserted; a page whose stored text is still the previous seed's (its hash equals `seed_hash`)
 * takes the new text; a page staff edited (its text no longer hashes to `seed_hash`) is kept. When
 * anything changed, the catalog version moves, so every API process's cached answers and the
 * storefront's cached pages are renewed. A malformed file throws (the start fails, naming it).
 */
export const seedContentPages = async (
  db: DbOrTx,
  { dir = CONTENT_PAGES_DIR }: { dir?: string } = {},
): Promise<ContentSeedResult> => {
  const files = await readContentFiles(dir);
  const stored = new Map(
    (await contentRepository.findAllPages(db)).map((row) => [
      `${row.group}/${row.key}/${row.locale}`,
      row,
    ]),
  );
  const result: ContentSeedResult = { inserted: 0, updated: 0, keptEdited: [] };
  const newPages: contentRepository.NewContentPage[] = [];

  for (const file of files) {
    const seedHash = seedHashOf(file);
    const values = {
      title: file.title,
      summary: file.summary,
      bodyMarkdown: file.bodyMarkdown,
      displayOrder: file.order,
      seedHash,
    };
    const row = stored.get(`${file.group}/${file.key}/${file.locale}`);
    if (!row) {
      newPages.push({ group: file.group, key: file.key, locale: file.locale, ...values });
      continue;
    }
    if (row.seedHash === seedHash) continue;
    const current = seedHashOf({
      title: row.title,
      summary: row.summary,
      order: row.displayOrder,
      bodyMarkdown: row.bodyMarkdown,
    });
    if (row.seedHash === null || current !== row.seedHash) {
      result.keptEdited.push(`${file.group}/${file.key}.${file.locale}`);
      continue;
    }
    const updated = await contentRepository.updateSeededPage(db, {
      id: row.id,
      previousSeedHash: row.seedHash,
      values,
    });
    if (updated) result.updated += 1;
  }

  result.inserted = await contentRepository.insertSeededPages(db, newPages);
  if (result.inserted + result.updated > 0) await bumpCatalogVersion(db);
  return result;
};
