import { describe, expect, it } from 'vitest';
import { buildSitemap, sitemapPathsOf } from './build-sitemap';

const input = {
  siteUrl: 'https://nangsue.example/',
  categoryIds: [1, 2],
  topicCodes: ['summer-reading'],
  bookIds: [10, 11],
};

describe('sitemapPathsOf', () => {
  it('lists home, listings, categories, topics and books once each', () => {
    expect(sitemapPathsOf({ ...input, bookIds: [10, 11, 10] })).toEqual([
      '/',
      '/newproducts',
      '/bestseller',
      '/category/1',
      '/category/2',
      '/topic/summer-reading',
      '/book-detail/10',
      '/book-detail/11',
    ]);
  });

  it('lists the books’ authors’ pages before the books', () => {
    expect(sitemapPathsOf({ ...input, bookIds: [10], authorIds: [7, 7, 8] }).slice(-3)).toEqual([
      '/author/7',
      '/author/8',
      '/book-detail/10',
    ]);
  });
});

describe('buildSitemap', () => {
  it('has every page in Thai and English with hreflang alternates', () => {
    const sitemap = buildSitemap(input);
    expect(sitemap).toHaveLength(16);
    expect(sitemap.slice(0, 2)).toEqual([
      {
        url: 'https://nangsue.example',
        alternates: {
          languages: {
            th: 'https://nangsue.example',
            en: 'https://nangsue.example/en',
            'x-default': 'https://nangsue.example',
          },
        },
      },
      {
        url: 'https://nangsue.example/en',
        alternates: {
          languages: {
            th: 'https://nangsue.example',
            en: 'https://nangsue.example/en',
            'x-default': 'https://nangsue.example',
          },
        },
      },
    ]);
    expect(sitemap.map((entry) => entry.url)).toContain(
      'https://nangsue.example/en/book-detail/11',
    );
  });

  it('stops at the cap, keeping both languages of a page together', () => {
    const sitemap = buildSitemap({ ...input, maxUrls: 7 });
    expect(sitemap.map((entry) => entry.url)).toEqual([
      'https://nangsue.example',
      'https://nangsue.example/en',
      'https://nangsue.example/newproducts',
      'https://nangsue.example/en/newproducts',
      'https://nangsue.example/bestseller',
      'https://nangsue.example/en/bestseller',
    ]);
  });

  it('caps at 50,000 addresses by default', () => {
    const bookIds = Array.from({ length: 30_000 }, (_, index) => index + 1);
    expect(buildSitemap({ ...input, bookIds })).toHaveLength(50_000);
  });
});
