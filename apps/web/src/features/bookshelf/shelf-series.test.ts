import type { ShelfBook } from '@nangsue/contracts';
import { describe, expect, it } from 'vitest';
import { groupBySeries, nextVolumeOf } from './shelf-series';

const book = (id: number, series: { Id: number; Volume: number } | null): ShelfBook =>
  ({
    Product: { Id: id },
    Series: series && { ...series, Name: `Series ${series.Id}` },
    NextVolume: series && {
      ProductId: id + 100,
      Name: `Next of ${id}`,
      Volume: series.Volume + 1,
      Owned: false,
    },
  }) as unknown as ShelfBook;

describe('the shelf groups a series', () => {
  it('gathers a series in volume order at its first book’s place, others untouched', () => {
    const page = [
      book(1, { Id: 7, Volume: 3 }),
      book(2, null),
      book(3, { Id: 7, Volume: 1 }),
      book(4, { Id: 8, Volume: 2 }),
      book(5, { Id: 7, Volume: 2 }),
    ];
    const entries = groupBySeries(page);
    expect(
      entries.map((entry) =>
        entry.kind === 'book' ? entry.book.Product.Id : entry.books.map((b) => b.Product.Id),
      ),
    ).toEqual([[3, 5, 1], 2, [4]]);
    const first = entries[0]!;
    expect(first.kind === 'series' && nextVolumeOf(first.books)).toMatchObject({ Volume: 4 });
    expect(groupBySeries([])).toEqual([]);
  });
});
