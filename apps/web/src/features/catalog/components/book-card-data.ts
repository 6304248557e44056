import type { ProductOverview } from '@nangsue/contracts';

type Price = ProductOverview['ProductPrice'];
type Rating = ProductOverview['ReviewOverviewModel'];

/**
 * What a book card shows, and nothing else: the card is a client component, so these are its
 * props in the page payload (~200 bytes a card). The price without its currency (always THB), the
 * rating without its sum.
 */
export type BookCardData = {
  id: number;
  name: string;
  coverUrl: string;
  /** Author names, joined. */
  authors: string;
  price: Pick<Price, 'PriceValue' | 'OldPriceValue' | 'DiscountPercent'>;
  rating: Pick<Rating, 'Average' | 'TotalReviews'>;
};

export const toBookCardData = (book: ProductOverview): BookCardData => ({
  id: book.Id,
  name: book.Name,
  coverUrl: book.DefaultPictureModel.ImageUrl,
  authors: book.Authors.map((author) => author.Name).join(', '),
  price: {
    PriceValue: book.ProductPrice.PriceValue,
    OldPriceValue: book.ProductPrice.OldPriceValue,
    DiscountPercent: book.ProductPrice.DiscountPercent,
  },
  rating: {
    Average: book.ReviewOverviewModel.Average,
    TotalReviews: book.ReviewOverviewModel.TotalReviews,
  },
});

/** Covers in the first row at every width (two columns on phones, and a row's first two). */
const FIRST_ROW_EVERYWHERE = 2;

/**
 * How the card at `index` loads its cover when the first `eagerCount` are above the fold: lazily
 * (no props, the default), at once with high priority (the first row at every width), or at once
 * with normal priority (in the first row only on wide screens). Only what differs from the
 * defaults, so a page of cards carries no extra props.
 */
export const coverLoadingOf = (
  index: number,
  eagerCount: number,
): { isEager?: true; fetchPriority?: 'auto' } => {
  if (index >= eagerCount) return {};
  return index < FIRST_ROW_EVERYWHERE
    ? { isEager: true }
    : { isEager: true, fetchPriority: 'auto' };
};
