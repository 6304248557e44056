import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { createMemoryCache } from '../../lib/cache.js';
import { createCatalogCache } from '../../lib/catalog-cache.js';
import { COVER_HEIGHT, COVER_WIDTH } from '../../lib/cover-svg.js';
import { svgToWebp } from '../../lib/svg-raster.js';
import { coverStamp } from './catalog.mapper.js';
import { createCatalogService, type CatalogServiceDeps } from './catalog.service.js';

const BOOK_ID = 345;
const UPDATED_AT = new Date('2026-03-01T10:00:00Z');
const STAMP = coverStamp(UPDATED_AT);

/** The catalog service over an in-memory cache, a book's cover facts and a counting rasterizer. */
const setUp = () => {
  let facts = {
    nameTh: 'ลิขิตรักข้ามภพ',
    nameEn: 'Love Across Lifetimes',
    authors: [{ id: 26, th: 'วรรณา บุญมา', en: 'Wanna Boonma' }],
    seriesVolume: 2,
    seriesNameTh: 'ข้ามภพ',
    updatedAt: UPDATED_AT,
  };
  const reads: number[] = [];
  const rasterized: string[] = [];
  const repository = {
    findCoverFacts: async (_db: unknown, id: number) => {
      reads.push(id);
      return id === BOOK_ID ? facts : undefined;
    },
  } as unknown as CatalogServiceDeps['repository'];
  const service = createCatalogService({
    db: {} as Database,
    cache: createCatalogCache(createMemoryCache()),
    filesBaseUrl: '/files',
    repository,
    rasterize: (svg) => {
      rasterized.push(svg);
      return svgToWebp(svg);
    },
  });
  const change = (changes: Partial<typeof facts>) => {
    facts = { ...facts, ...changes };
  };
  return { service, reads, rasterized, change };
};

describe('drawn covers as WebP', () => {
  it('rasterizes the SVG cover at its own size, 357x510', async () => {
    const { service, rasterized } = setUp();
    const webp = await service.renderGeneratedCoverWebp(BOOK_ID, STAMP);
    if (!webp) throw new Error('no cover');
    const { format, width, height } = await sharp(webp).metadata();
    expect({ format, width, height }).toEqual({
      format: 'webp',
      width: COVER_WIDTH,
      height: COVER_HEIGHT,
    });
    expect(rasterized).toHaveLength(1);
    expect(rasterized[0]).toBe(await service.renderGeneratedCover(BOOK_ID));
  });

  it('rasterizes once: the next request reads the bytes from the cache, not the database', async () => {
    const { service, reads, rasterized } = setUp();
    const first = await service.renderGeneratedCoverWebp(BOOK_ID, STAMP);
    const [second, third] = await Promise.all([
      service.renderGeneratedCoverWebp(BOOK_ID, STAMP),
      service.renderGeneratedCoverWebp(BOOK_ID, STAMP),
    ]);
    expect(rasterized).toHaveLength(1);
    expect(reads).toEqual([BOOK_ID]);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
  });

  it('answers an older or made-up version with the current picture, rasterized once', async () => {
    const { service, rasterized } = setUp();
    const current = await service.renderGeneratedCoverWebp(BOOK_ID, STAMP);
    expect(await service.renderGeneratedCoverWebp(BOOK_ID, 'abc')).toEqual(current);
    expect(await service.renderGeneratedCoverWebp(BOOK_ID, 'xyz')).toEqual(current);
    expect(rasterized).toHaveLength(1);
  });

  it('draws again when the book changes: a new version in its address', async () => {
    const { service, rasterized, change } = setUp();
    const before = await service.renderGeneratedCoverWebp(BOOK_ID, STAMP);
    const later = new Date('2026-03-02T10:00:00Z');
    change({ nameTh: 'ชื่อใหม่', updatedAt: later });
    const after = await service.renderGeneratedCoverWebp(BOOK_ID, coverStamp(later));
    expect(rasterized).toHaveLength(2);
    expect(rasterized[1]).toContain('ชื่อใหม่');
    expect(after).not.toEqual(before);
  });

  it('finds no cover for a book that does not exist, without rasterizing', async () => {
    const { service, rasterized } = setUp();
    expect(await service.renderGeneratedCoverWebp(999, STAMP)).toBeUndefined();
    expect(await service.renderGeneratedCover(999)).toBeUndefined();
    expect(rasterized).toEqual([]);
  });
});
