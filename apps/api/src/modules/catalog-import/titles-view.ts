import type { AdminBookUpdateBody } from '@nangsue/contracts/admin';
import type { AdminBookRow } from './catalog-admin.repository.js';

/**
 * A publisher's title as its fields (docs/titles.md): the live book with a revision's fields over
 * it, and the same fields with names instead of ids, to show and compare. Pure functions shared
 * by the portal's titles and staff's review.
 */

/** The fields a publisher edits, by the back office's body names (a revision's `fields`). */
export const TITLE_FIELD_KEYS = [
  'NameTh',
  'NameEn',
  'ShortDescriptionTh',
  'ShortDescriptionEn',
  'FullDescriptionTh',
  'FullDescriptionEn',
  'Contributors',
  'SeriesId',
  'SeriesVolume',
  'CategoryIds',
  'Isbn',
  'EIsbn',
  'TextLanguage',
  'PageCount',
  'ReleaseDate',
] as const satisfies ReadonlyArray<keyof AdminBookUpdateBody>;
export type TitleFieldKey = (typeof TITLE_FIELD_KEYS)[number];
export type TitleFields = Pick<AdminBookUpdateBody, TitleFieldKey>;

/** The book's own values of the title's fields, in the body's shape. */
export const titleFieldsOf = (row: AdminBookRow): Required<TitleFields> => ({
  NameTh: row.nameTh,
  NameEn: row.nameEn,
  ShortDescriptionTh: row.shortDescriptionTh,
  ShortDescriptionEn: row.shortDescriptionEn,
  FullDescriptionTh: row.fullDescriptionTh,
  FullDescriptionEn: row.fullDescriptionEn,
  Contributors: row.contributors.map((entry) => ({
    ContributorId: entry.contributorId,
    Role: entry.role,
  })),
  SeriesId: row.seriesId,
  SeriesVolume: row.seriesVolume,
  CategoryIds: row.categoryIds,
  Isbn: row.isbn,
  EIsbn: row.eIsbn,
  TextLanguage: row.textLanguage,
  PageCount: row.pageCount,
  ReleaseDate: row.releaseDate,
});

/** The fields of `next` that differ from the book's (a revision keeps only those). */
export const differingFields = (row: AdminBookRow, next: TitleFields): TitleFields => {
  const current = titleFieldsOf(row);
  const out: Record<string, unknown> = {};
  for (const key of TITLE_FIELD_KEYS)
    if (next[key] !== undefined && JSON.stringify(next[key]) !== JSON.stringify(current[key]))
      out[key] = next[key];
  return out as TitleFields;
};

/** The book with a revision's fields over it (what the store will show once approved). */
export const overlay = (row: AdminBookRow, fields: TitleFields | undefined): AdminBookRow => {
  if (!fields) return row;
  const pick = <T>(value: T | undefined, fallback: T): T =>
    value === undefined ? fallback : value;
  return {
    ...row,
    nameTh: pick(fields.NameTh, row.nameTh),
    nameEn: pick(fields.NameEn, row.nameEn),
    shortDescriptionTh: pick(fields.ShortDescriptionTh, row.shortDescriptionTh),
    shortDescriptionEn: pick(fields.ShortDescriptionEn, row.shortDescriptionEn),
    fullDescriptionTh: pick(fields.FullDescriptionTh, row.fullDescriptionTh),
    fullDescriptionEn: pick(fields.FullDescriptionEn, row.fullDescriptionEn),
    contributors: fields.Contributors
      ? fields.Contributors.map((entry) => ({
          contributorId: entry.ContributorId,
          role: entry.Role,
        }))
      : row.contributors,
    seriesId: pick(fields.SeriesId, row.seriesId),
    seriesVolume: pick(fields.SeriesVolume, row.seriesVolume),
    categoryIds: pick(fields.CategoryIds, row.categoryIds),
    isbn: pick(fields.Isbn, row.isbn),
    eIsbn: pick(fields.EIsbn, row.eIsbn),
    textLanguage: pick(fields.TextLanguage, row.textLanguage),
    pageCount: pick(fields.PageCount, row.pageCount),
    releaseDate: pick(fields.ReleaseDate, row.releaseDate),
  };
};

export type Names = {
  contributors: Map<number, { th: string; en: string }>;
  series: Map<number, { th: string; en: string }>;
};

/** The ids whose names a view of these rows needs. */
export const idsToName = (rows: AdminBookRow[]) => ({
  contributors: [...new Set(rows.flatMap((row) => row.contributors.map((c) => c.contributorId)))],
  series: [...new Set(rows.flatMap((row) => (row.seriesId === null ? [] : [row.seriesId])))],
});

/** The title's fields with names for ids: what people read and what a revision's changes list. */
export const describeTitle = (row: AdminBookRow, names: Names) => ({
  NameTh: row.nameTh,
  NameEn: row.nameEn,
  ShortDescriptionTh: row.shortDescriptionTh,
  ShortDescriptionEn: row.shortDescriptionEn,
  FullDescriptionTh: row.fullDescriptionTh,
  FullDescriptionEn: row.fullDescriptionEn,
  Contributors: row.contributors.map((entry) => {
    const name = names.contributors.get(entry.contributorId);
    return { NameTh: name?.th ?? '', NameEn: name?.en ?? '', Role: entry.role };
  }),
  Series:
    row.seriesId === null
      ? null
      : {
          NameTh: names.series.get(row.seriesId)?.th ?? '',
          NameEn: names.series.get(row.seriesId)?.en ?? '',
        },
  SeriesVolume: row.seriesVolume,
  CategoryIds: row.categoryIds,
  Isbn: row.isbn,
  EIsbn: row.eIsbn,
  TextLanguage: row.textLanguage,
  PageCount: row.pageCount,
  ReleaseDate: row.releaseDate,
});
export type TitleDescription = ReturnType<typeof describeTitle>;

/** The described fields that differ between two versions of a title. */
export const describedChanges = (
  before: TitleDescription,
  after: TitleDescription,
): Array<{ Field: string; Before: unknown; After: unknown }> =>
  (Object.keys(after) as Array<keyof TitleDescription>)
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => ({ Field: key, Before: before[key], After: after[key] }));
