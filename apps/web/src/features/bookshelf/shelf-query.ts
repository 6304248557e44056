import type {
  BookFileFormat,
  MY_BOOK_ORDERS,
  MyBookQuery,
  READING_STATES,
} from '@nangsue/contracts';
import { BOOKSHELF_PATH } from './bookshelf-paths';

export { BOOKSHELF_PATH, COLLECTION_PATH, collectionPath, readerPath } from './bookshelf-paths';

/**
 * `/bookshelf`'s state in its URL (so a reload or a shared link keeps it): which books (owned or
 * samples), sort, collection, format, reading state, grid or list, page. Written in one fixed
 * order with defaults left out, so each state has one address; invalid values are dropped.
 */
export type ShelfOrder = (typeof MY_BOOK_ORDERS)[number];
export type ShelfState = (typeof READING_STATES)[number];
export type ShelfView = 'grid' | 'list';
/** `archived`: the owned books the customer hid from the shelf (mybook's `Archived`). */
export type ShelfKind = 'owned' | 'samples' | 'archived';
export const SHELF_KINDS = ['owned', 'samples', 'archived'] as const satisfies readonly ShelfKind[];

export type ShelfQuery = {
  kind: ShelfKind;
  orderBy: ShelfOrder;
  shelfId: number | null;
  format: BookFileFormat | null;
  state: ShelfState | null;
  view: ShelfView;
  pageNumber: number;
};

/*
 * The contracts' lists, written out here so that this module (used by a client island) carries
 * no runtime import of the contracts (and so no zod); the types keep them equal.
 */
export const SHELF_ORDERS = [
  'recent',
  'title',
  'author',
  'acquired',
] as const satisfies readonly ShelfOrder[];
export const SHELF_STATES = [
  'unread',
  'reading',
  'finished',
] as const satisfies readonly ShelfState[];
export const SHELF_FORMATS: readonly BookFileFormat[] = ['EPUB', 'PDF'];

export const DEFAULT_SHELF_QUERY: ShelfQuery = {
  kind: 'owned',
  orderBy: 'acquired',
  shelfId: null,
  format: null,
  state: null,
  view: 'grid',
  pageNumber: 1,
};

type Search = Record<string, string | string[] | undefined>;

const first = (raw: string | string[] | undefined) => (Array.isArray(raw) ? raw[0] : raw);
const oneOf = <V extends string>(values: readonly V[], raw: string | undefined): V | null =>
  values.find((value) => value === raw) ?? null;
/** A whole number from 1 to `max` written plainly (`007`, `1e3`, `2.0` are not). */
const wholeNumber = (raw: string | undefined, max: number): number | null => {
  if (raw === undefined || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const value = Number(raw);
  return value <= max ? value : null;
};

export const parseShelfQuery = (search: Search): ShelfQuery => {
  const kind: ShelfKind = oneOf(SHELF_KINDS, first(search.tab)) ?? 'owned';
  return {
    kind,
    orderBy: oneOf(SHELF_ORDERS, first(search.orderBy)) ?? DEFAULT_SHELF_QUERY.orderBy,
    // A sample belongs to no collection.
    shelfId: kind === 'samples' ? null : wholeNumber(first(search.shelfId), 2_147_483_647),
    format: oneOf(SHELF_FORMATS, first(search.format)?.toUpperCase()),
    state: oneOf(SHELF_STATES, first(search.state)),
    view: first(search.view) === 'list' ? 'list' : 'grid',
    pageNumber: wholeNumber(first(search.pageNumber), 10_000) ?? 1,
  };
};

/** The address of a state of the shelf. */
export const shelfHref = (query: ShelfQuery): string => {
  const params = new URLSearchParams();
  if (query.kind !== 'owned') params.set('tab', query.kind);
  if (query.orderBy !== DEFAULT_SHELF_QUERY.orderBy) params.set('orderBy', query.orderBy);
  if (query.shelfId !== null && query.kind === 'owned')
    params.set('shelfId', String(query.shelfId));
  if (query.format !== null) params.set('format', query.format.toLowerCase());
  if (query.state !== null) params.set('state', query.state);
  if (query.view !== 'grid') params.set('view', query.view);
  if (query.pageNumber > 1) params.set('pageNumber', String(query.pageNumber));
  const search = params.toString();
  return search === '' ? BOOKSHELF_PATH : `${BOOKSHELF_PATH}?${search}`;
};

/** Another state: any change but the page's own goes back to page 1. */
export const withChanges = (query: ShelfQuery, changes: Partial<ShelfQuery>): ShelfQuery => ({
  ...query,
  pageNumber: 1,
  ...changes,
});

/** True when a filter narrows the books (an empty answer then is not an empty shelf). */
export const hasShelfFilters = (query: ShelfQuery): boolean =>
  query.shelfId !== null || query.format !== null || query.state !== null;

/** The mybook call's body for a state of the shelf. */
export const myBookDataOf = (query: ShelfQuery): MyBookQuery => ({
  PageNumber: query.pageNumber,
  OrderBy: query.orderBy,
  Kind: query.kind === 'samples' ? 'samples' : 'owned',
  Archived: query.kind === 'archived',
  ...(query.shelfId === null ? {} : { ShelfId: query.shelfId }),
  ...(query.format === null ? {} : { Format: query.format }),
  ...(query.state === null ? {} : { State: query.state }),
});
