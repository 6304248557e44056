import type { ProductOverview } from '@nangsue/contracts';

/** What a book card shows; pages pass only this, so each card costs little in the page payload. */
export type BookCardData = {
  id: number;
  name: string;
  coverUrl: string;
  /** Author names, joined. */
  authors: string;
  price: ProductOverview['ProductPrice'];
  rating: ProductOverview['ReviewOverviewModel'];
};

export const toBookCardData = (book: ProductOverview): BookCardData => ({
  id: book.Id,
  name: book.Name,
  coverUrl: book.DefaultPictureModel.ImageUrl,
  authors: book.Authors.map((author) => author.Name).join(', '),
  price: book.ProductPrice,
  rating: book.ReviewOverviewModel,
});
