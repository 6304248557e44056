import { z } from 'zod';
import {
  FORMATS,
  MAX_KEYWORD_LENGTH,
  MAX_PAGE_NUMBER,
  MAX_PRICE_BAHT,
  PAGE_SIZE,
  SORT_OPTIONS,
  TEXT_LANGUAGES,
} from './constants.js';
import { envelope } from './envelope.js';

export const IdParamSchema = z
  .object({ id: z.coerce.number().int().min(1).max(2_147_483_647) })
  .strict();
export const PageNumberSchema = z.coerce.number().int().min(1).max(MAX_PAGE_NUMBER).default(1);

export const SortSchema = z.enum(SORT_OPTIONS);
export type Sort = z.infer<typeof SortSchema>;
export const FormatSchema = z.enum(FORMATS);
export const TextLanguageSchema = z.enum(TEXT_LANGUAGES);

/** The optional filter query string of the catalog listings (spec §7). Prices in baht. */
export const ListingQuerySchema = z
  .object({
    pageNumber: PageNumberSchema,
    orderBy: SortSchema.optional(),
    priceMin: z.coerce.number().int().min(0).max(MAX_PRICE_BAHT).optional(),
    priceMax: z.coerce.number().int().min(0).max(MAX_PRICE_BAHT).optional(),
    language: TextLanguageSchema.optional(),
    format: FormatSchema.optional(),
    publisherId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
    minRating: z.coerce.number().int().min(1).max(5).optional(),
  })
  .strict();
export type ListingQuery = z.infer<typeof ListingQuerySchema>;

export const PictureSchema = z.object({
  ImageUrl: z.string(),
  ThumbImageUrl: z.string(),
  Width: z.int(),
  Height: z.int(),
  AlternateText: z.string(),
  Title: z.string(),
});
export type Picture = z.infer<typeof PictureSchema>;

export const PriceSchema = z.object({
  /** Satang. */
  PriceValue: z.int(),
  OldPriceValue: z.int().nullable(),
  CurrencyCode: z.literal('THB'),
  /** Percent off the old price, 0 when none. */
  DiscountPercent: z.int(),
});

export const NamedRefSchema = z.object({ Id: z.int(), Name: z.string() });
export type NamedRef = z.infer<typeof NamedRefSchema>;

export const ContributorRoleSchema = z.enum(['author', 'translator', 'illustrator', 'editor']);
export const ContributorRefSchema = NamedRefSchema.extend({ Role: ContributorRoleSchema });

export const RatingSchema = z.object({
  RatingSum: z.int(),
  TotalReviews: z.int(),
  Average: z.number(),
});

/** A book in a list (card). */
export const ProductOverviewSchema = z.object({
  Id: z.int(),
  Name: z.string(),
  ShortDescription: z.string(),
  DefaultPictureModel: PictureSchema,
  ProductPrice: PriceSchema,
  Authors: z.array(NamedRefSchema),
  Publisher: NamedRefSchema.nullable(),
  ReviewOverviewModel: RatingSchema,
  ReleaseDate: z.string().nullable(),
  Formats: z.array(FormatSchema),
  TextLanguage: TextLanguageSchema,
  HasSample: z.boolean(),
});
export type ProductOverview = z.infer<typeof ProductOverviewSchema>;

export const PagingSchema = z.object({
  PageNumber: z.int(),
  PageSize: z.literal(PAGE_SIZE),
  TotalItems: z.int(),
  TotalPages: z.int(),
});
export type Paging = z.infer<typeof PagingSchema>;

export const ProductPageSchema = z.object({
  Products: z.array(ProductOverviewSchema),
  Paging: PagingSchema,
});
export type ProductPage = z.infer<typeof ProductPageSchema>;
export const ProductPageResponseSchema = envelope(ProductPageSchema);

export const CategoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    Id: z.int(),
    Name: z.string(),
    NumberOfProducts: z.int(),
    SubCategories: z.array(CategoryNodeSchema),
  }),
);
export type CategoryNode = {
  Id: number;
  Name: string;
  NumberOfProducts: number;
  SubCategories: CategoryNode[];
};
export const CategoryTreeResponseSchema = envelope(z.array(CategoryNodeSchema));

export const CategoryPageSchema = ProductPageSchema.extend({
  Id: z.int(),
  Name: z.string(),
  Description: z.string(),
  Breadcrumb: z.array(NamedRefSchema),
  SubCategories: z.array(NamedRefSchema),
});
export type CategoryPage = z.infer<typeof CategoryPageSchema>;
export const CategoryPageResponseSchema = envelope(CategoryPageSchema);

/** Manufacturer, vendor (publisher) and tag listings. */
export const EntityPageSchema = ProductPageSchema.extend({
  Id: z.int(),
  Name: z.string(),
  Description: z.string(),
});
export type EntityPage = z.infer<typeof EntityPageSchema>;
export const EntityPageResponseSchema = envelope(EntityPageSchema);

/** A series page's query: its page of volumes (always in volume order). */
export const SeriesQuerySchema = z.object({ pageNumber: PageNumberSchema }).strict();
export type SeriesQuery = z.infer<typeof SeriesQuerySchema>;

/** A series and one page of its volumes, in volume order (`Volumes[i]` is `Products[i]`'s number). */
export const SeriesPageSchema = EntityPageSchema.extend({
  Volumes: z.array(z.object({ ProductId: z.int(), Volume: z.int().nullable() })),
});
export type SeriesPage = z.infer<typeof SeriesPageSchema>;
export const SeriesPageResponseSchema = envelope(SeriesPageSchema);

export const HomeSliderSchema = z.object({
  Id: z.int(),
  Title: z.string(),
  Subtitle: z.string(),
  PictureUrl: z.string(),
  Link: z.string(),
  IsExternal: z.boolean(),
});
export const HomeSliderResponseSchema = envelope(z.array(HomeSliderSchema));

export const HomeCategorySchema = z.object({
  Id: z.int(),
  Name: z.string(),
  Products: z.array(ProductOverviewSchema),
});
export type HomeCategory = z.infer<typeof HomeCategorySchema>;
export const HomeCategoriesResponseSchema = envelope(z.array(HomeCategorySchema));

export const RecentViewBodySchema = z
  .object({ Data: z.object({ ProductId: z.int().min(1).max(2_147_483_647) }).strict() })
  .strict();
export const RecentViewDataSchema = z.object({ ProductIds: z.array(z.int()) });
export const RecentViewResponseSchema = envelope(RecentViewDataSchema);

export const FileSchema = z.object({ Format: FormatSchema, SizeBytes: z.int() });

/** Everything the book page shows. */
export const ProductDetailsSchema = ProductOverviewSchema.extend({
  FullDescription: z.string(),
  Contributors: z.array(ContributorRefSchema),
  Manufacturer: NamedRefSchema.nullable(),
  Categories: z.array(NamedRefSchema),
  Breadcrumb: z.array(NamedRefSchema),
  Tags: z.array(NamedRefSchema),
  Series: NamedRefSchema.extend({ Volume: z.int().nullable() }).nullable(),
  Isbn: z.string().nullable(),
  EIsbn: z.string().nullable(),
  PageCount: z.int().nullable(),
  Files: z.array(FileSchema),
  /** Other names of the book (the other language), for search engines and the page's alternates. */
  NameTh: z.string(),
  NameEn: z.string(),
  /**
   * When the book opens to its buyers (ISO time; docs/buying.md "Pre-orders"). In the future: it
   * is sold as a pre-order and reaches the bookshelf then. Null: released.
   */
  ReleaseAt: z.string().nullable().optional(),
});
export type ProductDetails = z.infer<typeof ProductDetailsSchema>;
export const ProductDetailsResponseSchema = envelope(ProductDetailsSchema);
export const ProductListResponseSchema = envelope(z.array(ProductOverviewSchema));

export const TopicSchema = z.object({
  Code: z.string(),
  Title: z.string(),
  Body: z.string(),
  Products: z.array(ProductOverviewSchema),
});
export const TopicCodeParamSchema = z
  .object({
    topicCode: z
      .string()
      .min(1)
      .max(100)
      .regex(/^[a-z0-9-]+$/),
  })
  .strict();
export const TopicResponseSchema = envelope(TopicSchema);

export const SearchBodyDataSchema = z
  .object({
    Keyword: z.string().max(MAX_KEYWORD_LENGTH).optional(),
    CategoryIds: z.array(z.int().min(1)).max(50).optional(),
    PublisherIds: z.array(z.int().min(1)).max(50).optional(),
    AuthorIds: z.array(z.int().min(1)).max(50).optional(),
    PriceMin: z.int().min(0).max(MAX_PRICE_BAHT).optional(),
    PriceMax: z.int().min(0).max(MAX_PRICE_BAHT).optional(),
    Language: TextLanguageSchema.optional(),
    Format: FormatSchema.optional(),
    ReleasedFrom: z.iso.date().optional(),
    ReleasedTo: z.iso.date().optional(),
    MinRating: z.int().min(1).max(5).optional(),
    OrderBy: SortSchema.optional(),
    PageNumber: z.int().min(1).max(MAX_PAGE_NUMBER).default(1),
    /** The keyword exactly as typed: no keyboard-layout correction ("search instead for"). */
    Exact: z.boolean().optional(),
  })
  .strict();
export type SearchCriteria = z.infer<typeof SearchBodyDataSchema>;
export const SearchBodySchema = z.object({ Data: SearchBodyDataSchema }).strict();
/**
 * How a search was answered when the typed text found nothing as typed (docs/search.md): it was
 * typed on the other keyboard layout (`keyboard`: Thai Kedmanee and US QWERTY), so the page shows
 * the results of `Keyword` and offers the typed text again.
 */
export const SearchCorrectionSchema = z.object({
  Keyword: z.string(),
  Reason: z.enum(['keyboard']),
});
export type SearchCorrection = z.infer<typeof SearchCorrectionSchema>;
/**
 * What a search that found nothing offers instead (docs/search.md): the closest titles as texts to
 * search (`Keywords`) and as cards (`Products`), and the popular books of the closest category.
 */
export const SearchSuggestionsSchema = z.object({
  Keywords: z.array(z.string()),
  Products: z.array(ProductOverviewSchema),
  Category: NamedRefSchema.nullable(),
  Popular: z.array(ProductOverviewSchema),
});
export type SearchSuggestions = z.infer<typeof SearchSuggestionsSchema>;
export const SearchResultSchema = ProductPageSchema.extend({
  Keyword: z.string(),
  /** Set when the products are those of a corrected text (the typed one found nothing). */
  Corrected: SearchCorrectionSchema.nullable().optional(),
  /** Set when nothing was found: what the page offers instead of a bare empty page. */
  DidYouMean: SearchSuggestionsSchema.nullable().optional(),
});
export const SearchResponseSchema = envelope(SearchResultSchema);

export const SearchCriteriaSchema = z.object({
  Categories: z.array(CategoryNodeSchema),
  Publishers: z.array(NamedRefSchema),
  Authors: z.array(NamedRefSchema),
  PriceRange: z.object({ Min: z.int(), Max: z.int() }),
  Languages: z.array(z.object({ Value: TextLanguageSchema, Name: z.string() })),
  Formats: z.array(FormatSchema),
  SortOptions: z.array(z.object({ Value: SortSchema, Name: z.string() })),
  Ratings: z.array(z.int()),
  ReleaseYears: z.object({ Min: z.int(), Max: z.int() }),
});
export type SearchCriteriaOptions = z.infer<typeof SearchCriteriaSchema>;
export const SearchCriteriaResponseSchema = envelope(SearchCriteriaSchema);

export const SuggestionSchema = z.object({
  Type: z.enum(['book', 'author', 'publisher']),
  Id: z.int(),
  Name: z.string(),
});
export type Suggestion = z.infer<typeof SuggestionSchema>;
export const KeywordParamSchema = z
  .object({ keyword: z.string().min(1).max(MAX_KEYWORD_LENGTH) })
  .strict();
export const AutocompleteResponseSchema = envelope(z.array(SuggestionSchema));

/** Second API (/v1) */
export const HomeWidgetSchema = z.object({
  Type: z.enum(['slider', 'new-release', 'best-seller', 'category']),
  Title: z.string(),
  CategoryId: z.int().nullable(),
  Sliders: z.array(HomeSliderSchema),
  Products: z.array(ProductOverviewSchema),
});
export type HomeWidget = z.infer<typeof HomeWidgetSchema>;
export const HomeWidgetsResponseSchema = envelope(z.array(HomeWidgetSchema));

const IdValueSchema = z.coerce.number().int().min(1).max(2_147_483_647);
/** `?id=1&id=2` (spec §7: first ?id=, rest &id=); at most 50. */
export const RecentViewQuerySchema = z
  .object({
    id: z
      .union([IdValueSchema, z.array(IdValueSchema).max(50)])
      .transform((value) => (Array.isArray(value) ? value : [value])),
  })
  .strict();
export const CategoryProductQuerySchema = z.object({ id: IdValueSchema }).strict();
export const HomeCategoryResponseSchema = envelope(HomeCategorySchema);
export const AutocompleteQuerySchema = z
  .object({ keyword: z.string().min(1).max(MAX_KEYWORD_LENGTH) })
  .strict();
export const CacheClearDataSchema = z.object({ Cleared: z.literal(true) });
export const CacheClearResponseSchema = envelope(CacheClearDataSchema);
