import type { Page } from '@playwright/test';
import {
  openCatalogApi,
  pickFilterableCategory,
  pickSearchableBook,
  type CatalogApi,
  type Language,
} from './catalog-data';
import { expect, test } from './fixtures';
import { WEB_URL } from './test-servers';

// A Thai browser, so a visit to / stays Thai (English pages are under /en).
test.use({ locale: 'th-TH' });

/** What the reader sees in each language, as written in messages/{th,en}.json. */
const UI = {
  th: {
    prefix: '',
    newReleases: 'หนังสือใหม่',
    categories: 'หมวดหมู่',
    categoriesTitle: 'หมวดหมู่หนังสือ',
    fourStars: '4 ดาวขึ้นไป',
    pages: 'เลือกหน้า',
    goToPage: (page: number) => `ไปหน้า ${page}`,
    search: 'ค้นหาหนังสือ',
    advancedForm: 'ค้นหาขั้นสูง',
    categoriesField: 'หมวดหมู่',
    submit: 'ค้นหา',
    months: [
      'มกราคม',
      'กุมภาพันธ์',
      'มีนาคม',
      'เมษายน',
      'พฤษภาคม',
      'มิถุนายน',
      'กรกฎาคม',
      'สิงหาคม',
      'กันยายน',
      'ตุลาคม',
      'พฤศจิกายน',
      'ธันวาคม',
    ],
    /** Buddhist era: `5 มีนาคม 2568`. */
    date: (year: number, month: string, day: number) => `${day} ${month} ${year + 543}`,
    count: (from: number, to: number, total: number) => `แสดง ${from}–${to} จาก ${total} เล่ม`,
  },
  en: {
    prefix: '/en',
    newReleases: 'New releases',
    categories: 'Categories',
    categoriesTitle: 'Book categories',
    fourStars: '4 stars & up',
    pages: 'Pages',
    goToPage: (page: number) => `Go to page ${page}`,
    search: 'Search books',
    advancedForm: 'Advanced search',
    categoriesField: 'Categories',
    submit: 'Search',
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    date: (year: number, month: string, day: number) => `${month} ${day}, ${year}`,
    count: (from: number, to: number, total: number) => `Showing ${from}–${to} of ${total} books`,
  },
} as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const cardTitles = (page: Page) => page.getByTestId('book-card').locator('h3').allTextContents();

/** `฿1,234.50`: the baht sign and two decimals in both languages. */
const baht = (satang: number) =>
  `฿${(satang / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

let api: CatalogApi;
test.beforeAll(async () => {
  api = await openCatalogApi();
});
test.afterAll(async () => {
  await api.dispose();
});

// One language per journey (docs/testing.md): Thai here; the English smoke journey
// (smoke.spec.ts) picks a suggestion with the mouse.
for (const language of ['th'] as Language[]) {
  const ui = UI[language];

  test(`${language}: home → category → filter and page 2 → book page → autocomplete → advanced search → recently viewed`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const category = await pickFilterableCategory(api, language);
    const searchable = await pickSearchableBook(api);

    // Home, then the category from the header menu.
    await page.goto(ui.prefix === '' ? '/' : ui.prefix);
    await expect(page.getByRole('heading', { level: 2, name: ui.newReleases })).toBeVisible();
    await page.getByRole('button', { name: ui.categories, exact: true }).click();
    await page
      .getByRole('dialog', { name: ui.categoriesTitle })
      .getByRole('link', { name: new RegExp(`^${escapeRegExp(category.name)}\\s*[\\d,]+`) })
      .click();
    await expect(page).toHaveURL(`${WEB_URL}${ui.prefix}/category/${category.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name);
    await expect(page.getByTestId('result-count')).toHaveText(
      ui.count(1, 18, category.all.TotalItems),
    );

    // A filter, then page 2: both in the URL, and the books change.
    await page.getByRole('radio', { name: ui.fourStars }).click();
    await expect(page).toHaveURL(`${WEB_URL}${ui.prefix}/category/${category.id}?minRating=4`);
    await expect(page.getByTestId('result-count')).toHaveText(
      ui.count(1, 18, category.filtered.Paging.TotalItems),
    );
    const firstPage = await cardTitles(page);
    await page
      .getByRole('navigation', { name: ui.pages })
      .getByRole('link', { name: ui.goToPage(2) })
      .click();
    await expect(page).toHaveURL(
      `${WEB_URL}${ui.prefix}/category/${category.id}?minRating=4&pageNumber=2`,
    );
    await expect(page.getByTestId('result-count')).toHaveText(
      ui.count(
        19,
        Math.min(36, category.filtered.Paging.TotalItems),
        category.filtered.Paging.TotalItems,
      ),
    );
    const secondPage = await cardTitles(page);
    expect(secondPage).toHaveLength(Math.min(18, category.filtered.Paging.TotalItems - 18));
    expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);

    // Back and forward walk the states.
    await page.goBack();
    await expect(page).toHaveURL(`${WEB_URL}${ui.prefix}/category/${category.id}?minRating=4`);
    await expect.poll(() => cardTitles(page)).toEqual(firstPage);
    await page.goForward();
    await expect(page).toHaveURL(/pageNumber=2$/);
    await expect.poll(() => cardTitles(page)).toEqual(secondPage);

    // A book page, recorded as viewed.
    const recorded = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/main/v2/home/recentview') &&
        response.request().method() === 'POST',
    );
    await page.getByTestId('book-card').first().getByRole('link').click();
    await expect(page).toHaveURL(
      new RegExp(`^${escapeRegExp(WEB_URL + ui.prefix)}/book-detail/\\d+$`),
    );
    const bookId = Number(new URL(page.url()).pathname.split('/').pop());
    const book = await api.book(bookId, language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(book.Name);
    expect((await recorded).status()).toBe(200);

    // Social metadata, canonical and alternates (spec §2), rendered on the server.
    const pageUrl = `${WEB_URL}${ui.prefix}/book-detail/${bookId}`;
    const imageUrl = `${WEB_URL}${book.DefaultPictureModel.ImageUrl}`;
    // Checked in the document as loaded (what crawlers and link previews read): after a client
    // navigation Next may keep an earlier page's tags in the head of a kept route.
    await page.reload();
    const meta = (property: string) => page.locator(`head meta[property="${property}"]`);
    await expect(meta('og:title')).toHaveCount(1);
    await expect(meta('og:title')).toHaveAttribute('content', book.Name);
    await expect(meta('og:description')).toHaveAttribute(
      'content',
      book.ShortDescription || book.FullDescription,
    );
    await expect(meta('og:image')).toHaveAttribute('content', imageUrl);
    await expect(meta('og:image:width')).toHaveAttribute('content', '357');
    await expect(meta('og:image:height')).toHaveAttribute('content', '510');
    await expect(meta('og:url')).toHaveAttribute('content', pageUrl);
    await expect(meta('og:type')).toHaveAttribute('content', 'book');
    await expect(page.locator('head meta[name="twitter:card"]')).toHaveAttribute(
      'content',
      'summary',
    );
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', pageUrl);
    await expect(page.locator('head link[rel="alternate"][hreflang="th"]')).toHaveAttribute(
      'href',
      `${WEB_URL}/book-detail/${bookId}`,
    );
    await expect(page.locator('head link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      `${WEB_URL}/en/book-detail/${bookId}`,
    );
    await expect(page.locator('head link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      `${WEB_URL}/book-detail/${bookId}`,
    );
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Book',
      name: book.Name,
      url: pageUrl,
      image: imageUrl,
      inLanguage: book.TextLanguage,
      bookFormat: 'https://schema.org/EBook',
      offers: {
        '@type': 'Offer',
        price: (book.ProductPrice.PriceValue / 100).toFixed(2),
        priceCurrency: 'THB',
        availability: 'https://schema.org/InStock',
        url: pageUrl,
      },
    });
    if (book.EIsbn ?? book.Isbn) expect(jsonLd.isbn).toBe(book.EIsbn ?? book.Isbn);

    // Price in baht and the release date in the reader's calendar, in Bangkok.
    await expect(page.getByTestId('price').first()).toContainText(
      baht(book.ProductPrice.PriceValue),
    );
    expect(book.ReleaseDate).not.toBeNull();
    const [year, month, day] = (book.ReleaseDate ?? '').split('-').map(Number) as [
      number,
      number,
      number,
    ];
    await expect(page.getByTestId('release-date')).toHaveText(
      ui.date(year, ui.months[month - 1] ?? '', day),
    );

    // The header search suggests as you type (2-3 Thai characters) and goes to the pick.
    const keyword = [...searchable.th].slice(0, 3).join('');
    const suggestion = (await api.suggestions(keyword, language)).find(
      (item) => item.Type === 'book',
    );
    if (suggestion === undefined) throw new Error(`no book suggested for ${keyword}`);
    const box = page.getByRole('combobox', { name: ui.search });
    await box.pressSequentially(keyword, { delay: 40 });
    await expect(page.getByRole('option', { name: suggestion.Name, exact: true })).toBeVisible();
    if (language === 'th') {
      // By keyboard: the first suggestion is the first book.
      await box.press('ArrowDown');
      await box.press('Enter');
    } else {
      await page.getByRole('option', { name: suggestion.Name, exact: true }).click();
    }
    await expect(page).toHaveURL(`${WEB_URL}${ui.prefix}/book-detail/${suggestion.Id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(suggestion.Name);

    // Advanced search by category: the criteria go into the URL and find the category's books.
    await page.goto(`${ui.prefix}/search/advance`);
    const form = page.getByRole('search', { name: ui.advancedForm });
    await form.getByRole('combobox', { name: ui.categoriesField }).fill(category.name);
    await page.getByRole('option', { name: category.name, exact: true }).click();
    await form.getByRole('button', { name: ui.submit, exact: true }).click();
    await expect(page).toHaveURL(`${WEB_URL}${ui.prefix}/search/advance?categoryId=${category.id}`);
    await expect(page.getByTestId('result-count')).toHaveText(
      ui.count(1, 18, category.all.TotalItems),
    );

    // Recently viewed: the books of this visit, newest first.
    await page.goto(`${ui.prefix}/recentlyviewedproducts`);
    await expect.poll(() => cardTitles(page)).toEqual([suggestion.Name, book.Name]);
  });
}
