import type {
  CategoryNode,
  Locale,
  NamedRef,
  ProductDetails,
  ProductOverview,
} from '@nangsue/contracts';
import { SOCIAL_IMAGE } from '@nangsue/contracts';
import { localName } from '../../lib/local-name.js';
import { toPrice } from '../../lib/pricing.js';
import type { CategoryRow, DetailsRow, NameRow, OverviewRow } from './catalog.repository.js';

const pick = (
  locale: Locale,
  th: string | null | undefined,
  en: string | null | undefined,
): string => (locale === 'en' ? en || th : th || en) ?? '';

export const toRef = (locale: Locale, row: NameRow): NamedRef => ({
  Id: row.id,
  Name: localName(locale, row),
});

/**
 * The version in a drawn cover's address: the book's last change, so an edited book gets a new
 * address (the picture is cached forever) and the drawn picture is kept under it.
 */
export const coverStamp = (updatedAt: Date | string): string =>
  new Date(updatedAt).getTime().toString(36);

/**
 * Where a book's cover is served: the stored picture, or one drawn from its title and authors
 * (WebP rasterized from the drawn SVG, docs/catalog.md).
 */
export const coverUrl = (
  filesBaseUrl: string,
  row: Pick<OverviewRow, 'id' | 'coverKey' | 'updatedAt'>,
): string =>
  row.coverKey
    ? `${filesBaseUrl}/${row.coverKey}`
    : `${filesBaseUrl}/generated-covers/${row.id}-${coverStamp(row.updatedAt)}.webp`;

export const toOverview = (
  locale: Locale,
  filesBaseUrl: string,
  row: OverviewRow,
): ProductOverview => {
  const name = localName(locale, row);
  const imageUrl = coverUrl(filesBaseUrl, row);
  return {
    Id: row.id,
    Name: name,
    ShortDescription: pick(locale, row.shortDescriptionTh, row.shortDescriptionEn),
    DefaultPictureModel: {
      ImageUrl: imageUrl,
      ThumbImageUrl: imageUrl,
      Width: SOCIAL_IMAGE.width,
      Height: SOCIAL_IMAGE.height,
      AlternateText: name,
      Title: name,
    },
    ProductPrice: toPrice(row.priceSatang, row.oldPriceSatang),
    Authors: row.authors.map((author) => ({
      Id: author.id,
      Name: pick(locale, author.th, author.en),
    })),
    Publisher:
      row.publisherId !== null
        ? { Id: row.publisherId, Name: pick(locale, row.publisherNameTh, row.publisherNameEn) }
        : null,
    ReviewOverviewModel: {
      RatingSum: row.ratingSum,
      TotalReviews: row.ratingCount,
      Average: row.ratingCount > 0 ? Math.round((row.ratingSum / row.ratingCount) * 10) / 10 : 0,
    },
    ReleaseDate: row.releaseDate,
    Formats: row.formats,
    TextLanguage: row.textLanguage,
    HasSample: row.hasSample,
  };
};

export const toDetails = (
  locale: Locale,
  filesBaseUrl: string,
  row: DetailsRow,
  categoryPath: (id: number) => NamedRef[],
): ProductDetails => {
  const categories = row.categoryIds.flatMap((id) => categoryPath(id).slice(-1));
  return {
    ...toOverview(locale, filesBaseUrl, row),
    FullDescription: pick(locale, row.fullDescriptionTh, row.fullDescriptionEn),
    Contributors: row.contributors.map((contributor) => ({
      Id: contributor.id,
      Name: pick(locale, contributor.th, contributor.en),
      Role: contributor.role,
    })),
    Manufacturer:
      row.manufacturerId !== null
        ? {
            Id: row.manufacturerId,
            Name: pick(locale, row.manufacturerNameTh, row.manufacturerNameEn),
          }
        : null,
    Categories: categories,
    Breadcrumb: row.categoryIds[0] !== undefined ? categoryPath(row.categoryIds[0]) : [],
    Tags: row.tags.map((tag) => ({ Id: tag.id, Name: pick(locale, tag.th, tag.en) })),
    Series:
      row.seriesId !== null
        ? {
            Id: row.seriesId,
            Name: pick(locale, row.seriesNameTh, row.seriesNameEn),
            Volume: row.seriesVolume,
          }
        : null,
    Isbn: row.isbn,
    EIsbn: row.eIsbn,
    PageCount: row.pageCount,
    Files: row.files.map((file) => ({ Format: file.format, SizeBytes: file.sizeBytes })),
    NameTh: row.nameTh,
    NameEn: row.nameEn || row.nameTh,
    // Only while it is ahead: a released book sells as any other.
    ReleaseAt:
      row.releaseAt !== null && row.releaseAt.getTime() > Date.now()
        ? row.releaseAt.toISOString()
        : null,
  };
};

/** The category tree with counts that include sub-categories. */
export const toCategoryTree = (locale: Locale, rows: CategoryRow[]): CategoryNode[] => {
  const children = new Map<number | null, CategoryRow[]>();
  for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
  const build = (row: CategoryRow): CategoryNode => {
    const SubCategories = (children.get(row.id) ?? []).map(build);
    return {
      Id: row.id,
      Name: localName(locale, row),
      NumberOfProducts:
        row.directCount + SubCategories.reduce((sum, child) => sum + child.NumberOfProducts, 0),
      SubCategories,
    };
  };
  return (children.get(null) ?? []).map(build);
};
