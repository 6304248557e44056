import { pictureTypeOf, type ProductDetails } from '@nangsue/contracts';
import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  buildBookJsonLd,
  buildBookMetadata,
  serializeJsonLd,
  shareDescriptionOf,
} from './book-metadata';

const book: ProductDetails = {
  Id: 345,
  Name: 'ลิขิตรักข้ามภพ',
  ShortDescription: 'สัญญาแต่งงานที่ไม่ได้เริ่มจากความรัก',
  FullDescription: 'ย่อหน้าแรก\n\nย่อหน้าที่สอง',
  DefaultPictureModel: {
    ImageUrl: '/files/generated-covers/345-abc.webp',
    ThumbImageUrl: '/files/generated-covers/345-abc.webp',
    Width: 357,
    Height: 510,
    AlternateText: 'ลิขิตรักข้ามภพ',
    Title: 'ลิขิตรักข้ามภพ',
  },
  ProductPrice: {
    PriceValue: 29500,
    OldPriceValue: 35000,
    CurrencyCode: 'THB',
    DiscountPercent: 16,
  },
  Authors: [{ Id: 26, Name: 'วรรณา บุญมา' }],
  Publisher: { Id: 5, Name: 'ลมหนาวพับลิชชิ่ง' },
  ReviewOverviewModel: { RatingSum: 7, TotalReviews: 2, Average: 3.5 },
  ReleaseDate: '2025-03-05',
  Formats: ['EPUB'],
  TextLanguage: 'th',
  HasSample: true,
  Contributors: [
    { Id: 26, Name: 'วรรณา บุญมา', Role: 'author' },
    { Id: 30, Name: 'สมชาย ใจดี', Role: 'translator' },
  ],
  Manufacturer: { Id: 7, Name: 'ลมหนาว เลิฟ' },
  Categories: [{ Id: 2, Name: 'นิยายรัก' }],
  Breadcrumb: [
    { Id: 1, Name: 'นิยาย' },
    { Id: 2, Name: 'นิยายรัก' },
  ],
  Tags: [{ Id: 14, Name: 'ใหม่' }],
  Series: null,
  Isbn: '9786163580115',
  EIsbn: '9786163585110',
  PageCount: 365,
  Files: [{ Format: 'EPUB', SizeBytes: 2923520 }],
  NameTh: 'ลิขิตรักข้ามภพ',
  NameEn: 'Love Across Lifetimes',
};

const pageUrl = 'https://nangsue.example/en/book-detail/345';
const imageUrl = absoluteUrl(book.DefaultPictureModel.ImageUrl, 'https://nangsue.example');

describe('book share metadata (spec §2)', () => {
  it('uses the short description, else the full one', () => {
    expect(shareDescriptionOf(book)).toBe('สัญญาแต่งงานที่ไม่ได้เริ่มจากความรัก');
    expect(shareDescriptionOf({ ...book, ShortDescription: '  ' })).toBe(book.FullDescription);
  });

  it('makes picture addresses absolute, keeping absolute ones', () => {
    expect(imageUrl).toBe('https://nangsue.example/files/generated-covers/345-abc.webp');
    expect(absoluteUrl('https://cdn.example/c.jpg', 'https://nangsue.example')).toBe(
      'https://cdn.example/c.jpg',
    );
  });

  it('types share pictures by extension: drawn covers are WebP (LINE and Facebook show no SVG)', () => {
    expect(pictureTypeOf(imageUrl)).toBe('image/webp');
    expect(pictureTypeOf('/files/covers/0a1b.jpg')).toBe('image/jpeg');
    expect(pictureTypeOf('https://cdn.example/c.PNG?v=2')).toBe('image/png');
    expect(pictureTypeOf('https://cdn.example/cover')).toBeUndefined();
  });

  it('describes the book as an Open Graph book with a 357x510 WebP image', () => {
    const metadata = buildBookMetadata({
      book,
      pageUrl,
      imageUrl,
      alternates: { canonical: '/en/book-detail/345' },
    });
    expect(metadata.title).toBe('ลิขิตรักข้ามภพ');
    expect(metadata.openGraph).toMatchObject({
      type: 'book',
      title: 'ลิขิตรักข้ามภพ',
      description: 'สัญญาแต่งงานที่ไม่ได้เริ่มจากความรัก',
      url: pageUrl,
      images: [{ url: imageUrl, width: 357, height: 510, type: 'image/webp' }],
      isbn: '9786163585110',
    });
    expect(metadata.twitter).toMatchObject({ card: 'summary', title: 'ลิขิตรักข้ามภพ' });
  });
});

describe('buildBookJsonLd', () => {
  it('is a schema.org Book with an Offer in baht', () => {
    expect(buildBookJsonLd({ book, pageUrl, imageUrl })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Book',
      name: 'ลิขิตรักข้ามภพ',
      url: pageUrl,
      image: imageUrl,
      author: [{ '@type': 'Person', name: 'วรรณา บุญมา' }],
      isbn: '9786163585110',
      publisher: { '@type': 'Organization', name: 'ลมหนาวพับลิชชิ่ง' },
      inLanguage: 'th',
      bookFormat: 'https://schema.org/EBook',
      numberOfPages: 365,
      datePublished: '2025-03-05',
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 3.5,
        ratingCount: 2,
        bestRating: 5,
        worstRating: 1,
      },
      offers: {
        '@type': 'Offer',
        price: '295.00',
        priceCurrency: 'THB',
        availability: 'https://schema.org/InStock',
        url: pageUrl,
      },
    });
  });

  it('leaves out what the book does not have', () => {
    const bare = buildBookJsonLd({
      book: {
        ...book,
        Isbn: null,
        EIsbn: null,
        Publisher: null,
        PageCount: null,
        ReleaseDate: null,
        Contributors: [],
        ReviewOverviewModel: { RatingSum: 0, TotalReviews: 0, Average: 0 },
      },
      pageUrl,
      imageUrl,
    });
    expect(bare).not.toHaveProperty('isbn');
    expect(bare).not.toHaveProperty('publisher');
    expect(bare).not.toHaveProperty('aggregateRating');
    expect(bare.author).toEqual([{ '@type': 'Person', name: 'วรรณา บุญมา' }]);
  });

  it('serialises so that text in the data cannot end the script', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
