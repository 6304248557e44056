import { openCatalogApi } from './catalog-data';

/**
 * The first three volumes of a demo series (the demo store is deterministic, but its ids are read
 * from the API rather than written here): volume number to product id.
 */
export const findSeries = async (
  exclude: readonly number[] = [],
): Promise<[number, number, number]> => {
  const catalog = await openCatalogApi();
  try {
    const volumes = new Map<number, Map<number, number>>();
    for (let id = 1; id <= 200; id += 1) {
      if (exclude.includes(id)) continue;
      const series = await catalog.book(id, 'en').then(
        (book) => book.Series,
        () => null,
      );
      if (series?.Volume === null || series === null) continue;
      const known = volumes.get(series.Id) ?? new Map<number, number>();
      volumes.set(series.Id, known.set(series.Volume, id));
      const [first, second, third] = [1, 2, 3].map((volume) => known.get(volume));
      if (first && second && third) return [first, second, third];
    }
  } finally {
    await catalog.dispose();
  }
  throw new Error('no demo series with volumes 1 to 3');
};
