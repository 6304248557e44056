import { SOCIAL_IMAGE, pictureTypeOf, type ProductDetails } from '@nangsue/contracts';
import type { Metadata } from 'next';
import { toBahtDecimal } from './format';

/** The description a share preview shows (spec §2): the short description, else the full one. */
export const shareDescriptionOf = (book: ProductDetails): string =>
  book.ShortDescription.trim() !== '' ? book.ShortDescription : book.FullDescription;

/** An absolute address for a picture path the API gave (`/files/...`) or an absolute one. */
export const absoluteUrl = (pathOrUrl: string, siteUrl: string): string =>
  new URL(pathOrUrl, siteUrl).toString();

type BookMetadataInput = {
  book: ProductDetails;
  /** Absolute address of this page in this language. */
  pageUrl: string;
  /** Absolute address of the cover. */
  imageUrl: string;
  alternates: NonNullable<Metadata['alternates']>;
};

/** The book page's metadata: title, description, share previews (spec §2) and alternates. */
export const buildBookMetadata = ({
  book,
  pageUrl,
  imageUrl,
  alternates,
}: BookMetadataInput): Metadata => {
  const description = shareDescriptionOf(book);
  const type = pictureTypeOf(imageUrl);
  const image = {
    url: imageUrl,
    width: SOCIAL_IMAGE.width,
    height: SOCIAL_IMAGE.height,
    alt: book.Name,
    ...(type === undefined ? {} : { type }),
  };

  return {
    title: book.Name,
    description,
    alternates,
    openGraph: {
      type: 'book',
      title: book.Name,
      description,
      url: pageUrl,
      images: [image],
      isbn: book.EIsbn ?? book.Isbn ?? undefined,
      releaseDate: book.ReleaseDate ?? undefined,
      authors: book.Authors.map((author) => author.Name),
      tags: book.Tags.map((tag) => tag.Name),
    },
    twitter: {
      card: 'summary',
      title: book.Name,
      description,
      images: [{ url: imageUrl, alt: book.Name }],
    },
  };
};

type JsonLdInput = { book: ProductDetails; pageUrl: string; imageUrl: string };

/** schema.org `Book` for search engines, with an `Offer` in baht. */
export const buildBookJsonLd = ({ book, pageUrl, imageUrl }: JsonLdInput) => {
  const authors = book.Contributors.filter((person) => person.Role === 'author');
  const names = (authors.length > 0 ? authors : book.Authors).map((person) => person.Name);
  const isbn = book.EIsbn ?? book.Isbn;

  return {
    '@context': 'https://schema.org',
    '@type': 'Book',
    name: book.Name,
    url: pageUrl,
    image: imageUrl,
    author: names.map((name) => ({ '@type': 'Person', name })),
    ...(isbn === null ? {} : { isbn }),
    ...(book.Publisher === null
      ? {}
      : { publisher: { '@type': 'Organization', name: book.Publisher.Name } }),
    inLanguage: book.TextLanguage,
    bookFormat: 'https://schema.org/EBook',
    ...(book.PageCount === null ? {} : { numberOfPages: book.PageCount }),
    ...(book.ReleaseDate === null ? {} : { datePublished: book.ReleaseDate }),
    ...(book.ReviewOverviewModel.TotalReviews > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: book.ReviewOverviewModel.Average,
            ratingCount: book.ReviewOverviewModel.TotalReviews,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    offers: {
      '@type': 'Offer',
      price: toBahtDecimal(book.ProductPrice.PriceValue),
      priceCurrency: book.ProductPrice.CurrencyCode,
      availability: 'https://schema.org/InStock',
      url: pageUrl,
    },
  };
};

/** JSON for a `<script type="application/ld+json">`, with `<` escaped so text cannot close it. */
export const serializeJsonLd = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c');
