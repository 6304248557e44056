import type { Page } from '@playwright/test';
import {
  openCatalogApi,
  partialOf,
  pickSearchableBook,
  typoOf,
  type CatalogApi,
} from './catalog-data';
import { expect, test } from './fixtures';

// A Thai browser, so a visit to / stays Thai (English pages are under /en).
test.use({ locale: 'th-TH' });

/** Thai-aware search from the header box: words cut short and mistyped still find the book. */
let api: CatalogApi;
let book: Awaited<ReturnType<typeof pickSearchableBook>>;

test.beforeAll(async () => {
  api = await openCatalogApi();
  book = await pickSearchableBook(api);
});
test.afterAll(async () => {
  await api.dispose();
});

const searchFor = async (page: Page, label: string, text: string) => {
  const box = page.getByRole('combobox', { name: label });
  await box.fill(text);
  await box.press('Enter');
  await expect(page).toHaveURL(
    (url) => url.pathname.endsWith('/search') && url.searchParams.get('q') === text,
  );
  return page.getByTestId('book-card').locator('h3');
};

test('Thai: a partial word finds the book', async ({ page }) => {
  await page.goto('/');
  const titles = await searchFor(page, 'ค้นหาหนังสือ', partialOf(book.th));
  await expect(titles.first()).toHaveText(book.th);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `ผลการค้นหา “${partialOf(book.th)}”`,
  );
  // The box keeps the keyword of the results it shows.
  await expect(page.getByRole('combobox', { name: 'ค้นหาหนังสือ' })).toHaveValue(partialOf(book.th));
});

test('Thai: a typo finds the book', async ({ page }) => {
  await page.goto('/');
  const titles = await searchFor(page, 'ค้นหาหนังสือ', typoOf(book.th));
  await expect(titles.first()).toHaveText(book.th);
});

test('English: a typo finds the book, sorted and filtered in the URL', async ({ page }) => {
  await page.goto('/en');
  const titles = await searchFor(page, 'Search books', typoOf(book.en));
  await expect(titles.first()).toHaveText(book.en);

  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Price: low to high' }).click();
  await expect(page).toHaveURL(/[?&]orderBy=price_asc(&|$)/);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Price: low to high');
});

test('a search with nothing to find says so and offers a way back', async ({ page }) => {
  await page.goto('/en/search?q=qqqqzzzzxxxx');
  await expect(page.getByText('No books match “qqqqzzzzxxxx”')).toBeVisible();

  await page.goto('/en/search?q=qqqqzzzzxxxx&format=PDF');
  // While the streamed page replaces its loading state, the message can briefly stand twice.
  await expect(page.getByText('No books match these filters').first()).toBeVisible();
  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/en\/search\?q=qqqqzzzzxxxx$/);
});
