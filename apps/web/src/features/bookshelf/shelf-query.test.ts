import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SHELF_QUERY,
  hasShelfFilters,
  myBookDataOf,
  parseShelfQuery,
  shelfHref,
  withChanges,
} from './shelf-query';

describe('the bookshelf state in its URL', () => {
  it('reads every part and writes it back in one order', () => {
    const query = parseShelfQuery({
      view: 'list',
      state: 'reading',
      format: 'pdf',
      shelfId: '12',
      orderBy: 'author',
      pageNumber: '3',
    });
    expect(query).toEqual({
      kind: 'owned',
      orderBy: 'author',
      shelfId: 12,
      format: 'PDF',
      state: 'reading',
      view: 'list',
      pageNumber: 3,
    });
    expect(shelfHref(query)).toBe(
      '/bookshelf?orderBy=author&shelfId=12&format=pdf&state=reading&view=list&pageNumber=3',
    );
    expect(
      parseShelfQuery(Object.fromEntries(new URL(`http://x${shelfHref(query)}`).searchParams)),
    ).toEqual(query);
  });

  it('drops what cannot be, and leaves defaults out of the address', () => {
    const query = parseShelfQuery({
      orderBy: 'price',
      shelfId: '1e3',
      format: 'mobi',
      state: 'lost',
      view: 'cards',
      pageNumber: '0',
    });
    expect(query).toEqual(DEFAULT_SHELF_QUERY);
    expect(shelfHref(query)).toBe('/bookshelf');
    expect(parseShelfQuery({ pageNumber: '10001', shelfId: '007' })).toEqual(DEFAULT_SHELF_QUERY);
  });

  it('has no collection on the samples tab', () => {
    const query = parseShelfQuery({ tab: 'samples', shelfId: '4' });
    expect(query.kind).toBe('samples');
    expect(query.shelfId).toBeNull();
    expect(shelfHref(query)).toBe('/bookshelf?tab=samples');
    expect(myBookDataOf(query)).toEqual({
      PageNumber: 1,
      OrderBy: 'acquired',
      Kind: 'samples',
      Archived: false,
    });
  });

  it('lists the archived books on their own tab', () => {
    const query = parseShelfQuery({ tab: 'archived', state: 'finished' });
    expect(query.kind).toBe('archived');
    expect(shelfHref(query)).toBe('/bookshelf?tab=archived&state=finished');
    expect(myBookDataOf(query)).toMatchObject({ Kind: 'owned', Archived: true, State: 'finished' });
    expect(parseShelfQuery({ tab: 'hidden' }).kind).toBe('owned');
  });

  it('goes back to page 1 on any change, keeping the view', () => {
    const query = { ...DEFAULT_SHELF_QUERY, view: 'list' as const, pageNumber: 4 };
    const next = withChanges(query, { format: 'EPUB' });
    expect(next.pageNumber).toBe(1);
    expect(shelfHref(next)).toBe('/bookshelf?format=epub&view=list');
    expect(hasShelfFilters(next)).toBe(true);
    expect(hasShelfFilters(query)).toBe(false);
    expect(myBookDataOf(next)).toEqual({
      PageNumber: 1,
      OrderBy: 'acquired',
      Kind: 'owned',
      Archived: false,
      Format: 'EPUB',
    });
  });
});
