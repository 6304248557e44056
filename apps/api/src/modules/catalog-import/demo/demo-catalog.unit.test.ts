import { SaxesParser } from 'saxes';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ImportCatalog } from '../catalog-import.types.js';
import { isValidIsbn13 } from '../onix/isbn.js';
import { BANNER_HEIGHT, BANNER_WIDTH, renderBannerSvg } from './demo-banners.js';
import { daysBefore } from './demo-books.js';
import { createDemoCatalog } from './demo-catalog.js';
import { DEMO_SUBJECTS } from './demo-subjects.js';
import { publishersFor } from './demo-publishers.js';
import { findBookProblems } from './import-book-checks.js';

const TODAY = '2025-11-22';
const catalog: ImportCatalog = await createDemoCatalog({ seed: 1, today: TODAY });
const references = new Set(catalog.books.map(({ recordReference }) => recordReference));

describe('createDemoCatalog', () => {
  it('has a full category tree, 20 publishers and at least 320 books', () => {
    expect(catalog.categories.length).toBeGreaterThanOrEqual(12);
    for (const category of catalog.categories) {
      expect(category.children?.length).toBeGreaterThanOrEqual(2);
      expect(category.children?.length).toBeLessThanOrEqual(5);
    }
    const onHome = catalog.categories.filter(({ showOnHome }) => showOnHome).length;
    expect(onHome).toBeGreaterThanOrEqual(5);
    expect(onHome).toBeLessThanOrEqual(7);

    expect(catalog.publishers).toHaveLength(20);
    for (const publisher of catalog.publishers) {
      expect(publisher.email).toMatch(/@example\.com$/);
      expect(publisher.imprints?.length).toBeGreaterThanOrEqual(1);
      expect(publisher.imprints?.length).toBeLessThanOrEqual(2);
    }
    const imprints = catalog.publishers
      .flatMap(({ imprints }) => imprints ?? [])
      .map(({ en }) => en);
    expect(new Set(imprints).size).toBe(imprints.length);

    expect(catalog.books.length).toBeGreaterThanOrEqual(320);
  });

  it('is the same on every run, banners byte for byte', async () => {
    const again = await createDemoCatalog({ seed: 1, today: TODAY });
    // Buffers compare by content: the WebP banners are the same bytes.
    expect(again).toEqual(catalog);
    expect((await createDemoCatalog({ seed: 2, today: TODAY })).books).not.toEqual(catalog.books);
  });

  it('only moves release dates when today changes', async () => {
    const later = await createDemoCatalog({ seed: 1, today: '2026-01-31' });
    expect(later.books.map(({ name }) => name)).toEqual(catalog.books.map(({ name }) => name));
    expect(later.books[0]?.releaseDate).not.toBe(catalog.books[0]?.releaseDate);
  });

  it('gives every book a valid ISBN, an author, known categories and sane values', () => {
    const problems = catalog.books.flatMap((book) =>
      findBookProblems({ book, categories: catalog.categories }),
    );
    expect(problems).toEqual([]);

    const isbns = catalog.books
      .flatMap(({ isbn, eIsbn }) => [isbn, eIsbn])
      .filter((value) => value !== null);
    expect(isbns.length).toBeGreaterThan(500);
    expect(isbns.every((isbn) => isValidIsbn13(isbn) && isbn.startsWith('978616'))).toBe(true);
    expect(new Set(isbns).size).toBe(isbns.length);
  });

  it('has no duplicate record references', () => {
    expect(references.size).toBe(catalog.books.length);
  });

  it('looks like a real store: series, translations, discounts, samples, recent releases', () => {
    const { books } = catalog;
    const seriesVolumes = new Map<string, number[]>();
    for (const { series } of books) {
      if (series)
        seriesVolumes.set(series.name.en, [
          ...(seriesVolumes.get(series.name.en) ?? []),
          series.volume ?? 0,
        ]);
    }
    const longSeries = [...seriesVolumes.values()].filter((volumes) => volumes.length >= 5);
    expect(longSeries.length).toBeGreaterThanOrEqual(8);
    expect([...seriesVolumes.values()].some((volumes) => volumes.length === 3)).toBe(true);

    const translated = books.filter(({ contributors }) =>
      contributors.some(({ role }) => role === 'translator'),
    );
    expect(translated.length).toBeGreaterThan(30);
    expect(
      books.some(({ contributors }) => contributors.some(({ role }) => role === 'illustrator')),
    ).toBe(true);

    const discounted =
      books.filter(({ oldPriceSatang }) => oldPriceSatang !== null).length / books.length;
    expect(discounted).toBeGreaterThan(0.15);
    expect(discounted).toBeLessThan(0.35);
    const withSample = books.filter(({ hasSample }) => hasSample).length / books.length;
    expect(withSample).toBeGreaterThan(0.3);
    expect(withSample).toBeLessThan(0.5);

    const english = books.filter(({ textLanguage }) => textLanguage === 'en').length;
    expect(english).toBeGreaterThan(0);
    expect(english).toBeLessThan(books.length * 0.15);

    const sixtyDaysAgo = daysBefore({ today: TODAY, days: 60 });
    const sixYearsAgo = daysBefore({ today: TODAY, days: 6 * 365 });
    const recent = books.filter(({ releaseDate }) => (releaseDate ?? '') > sixtyDaysAgo).length;
    expect(recent).toBeGreaterThanOrEqual(25);
    expect(recent).toBeLessThanOrEqual(35);
    expect(
      books.every(
        // A pre-order (docs/buying.md "Pre-orders") is released after today.
        ({ releaseDate, releaseAt }) =>
          releaseDate !== null &&
          releaseDate >= sixYearsAgo &&
          (releaseDate <= TODAY || !!releaseAt),
      ),
    ).toBe(true);

    const authors = new Map<string, number>();
    for (const { contributors } of books) {
      const author = contributors.find(({ role }) => role === 'author')?.name.en ?? '';
      authors.set(author, (authors.get(author) ?? 0) + 1);
    }
    expect([...authors.values()].filter((count) => count >= 5).length).toBeGreaterThanOrEqual(5);

    for (const { rating } of books) {
      expect(rating?.count).toBeLessThanOrEqual(400);
      if (rating && rating.count > 0) {
        expect(rating.sum / rating.count).toBeGreaterThanOrEqual(3.2);
        expect(rating.sum / rating.count).toBeLessThanOrEqual(4.9);
      }
    }
    expect(books.every(({ fullDescription }) => fullDescription.th.split('\n\n').length >= 2)).toBe(
      true,
    );
    expect(books.every(({ cover }) => cover === null)).toBe(true);
  });

  it('has a publisher for every subject', () => {
    for (const { top, subject } of DEMO_SUBJECTS) {
      expect(
        publishersFor({ subjectKey: subject.key, topKey: top.key }).length,
        subject.key,
      ).toBeGreaterThan(0);
    }
  });

  it('has topics whose books all exist', () => {
    expect(catalog.topics.length).toBeGreaterThanOrEqual(5);
    expect(catalog.topics.map(({ code }) => code)).toContain('learn-programming');
    for (const topic of catalog.topics) {
      expect(topic.code).toMatch(/^[a-z0-9-]+$/);
      expect(topic.bookReferences.length).toBeGreaterThanOrEqual(8);
      expect(topic.bookReferences.length).toBeLessThanOrEqual(20);
      expect(topic.bookReferences.every((reference) => references.has(reference))).toBe(true);
      expect(new Set(topic.bookReferences).size).toBe(topic.bookReferences.length);
      expect(topic.body.th.split('\n\n').length).toBeGreaterThanOrEqual(2);
    }
  });

  it('relates every book to 4-10 existing others', () => {
    const perBook = new Map<string, Set<string>>();
    for (const { book, other, score } of catalog.alsoPurchased) {
      expect(references.has(book) && references.has(other)).toBe(true);
      expect(book).not.toBe(other);
      expect(score).toBeGreaterThan(0);
      expect(score).toBeLessThanOrEqual(1);
      const others = perBook.get(book) ?? new Set<string>();
      expect(others.has(other)).toBe(false);
      perBook.set(book, others.add(other));
    }
    expect(perBook.size).toBe(catalog.books.length);
    for (const others of perBook.values()) {
      expect(others.size).toBeGreaterThanOrEqual(4);
      expect(others.size).toBeLessThanOrEqual(10);
    }
  });

  it('draws 4-5 home sliders as 1200x400 WebP banners linking to store paths', async () => {
    expect(catalog.sliders.length).toBeGreaterThanOrEqual(4);
    expect(catalog.sliders.length).toBeLessThanOrEqual(5);
    const topics = new Set(catalog.topics.map(({ code }) => `/topic/${code}`));
    for (const slider of catalog.sliders) {
      expect(slider.picture.contentType).toBe('image/webp');
      const { format, width, height } = await sharp(slider.picture.data).metadata();
      expect({ format, width, height }).toEqual({
        format: 'webp',
        width: BANNER_WIDTH,
        height: BANNER_HEIGHT,
      });
      expect(
        slider.link.startsWith('/topic/') ? topics.has(slider.link) : slider.link,
      ).toBeTruthy();
    }
    expect(
      new Set(catalog.sliders.map(({ picture }) => picture.data.toString('base64'))).size,
    ).toBe(catalog.sliders.length);
  });

  it('draws the banners as well-formed SVG without text, the same for the same seed', () => {
    const svg = renderBannerSvg({ seed: 31 });
    expect(svg).toMatch(/^<svg[^>]* width="1200" height="400"/);
    new SaxesParser().write(svg).close();
    // No text in the picture: the storefront writes it in the reader's language and font.
    expect(svg).not.toContain('<text');
    expect(renderBannerSvg({ seed: 31 })).toBe(svg);
  });

  it('refuses a malformed date', async () => {
    await expect(createDemoCatalog({ today: '22/11/2025' })).rejects.toThrow(/YYYY-MM-DD/);
  });
});
