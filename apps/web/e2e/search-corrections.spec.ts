import type { Page } from '@playwright/test';
import { openCatalogApi, type CatalogApi } from './catalog-data';
import { expect, test } from './fixtures';
import { screenshot } from './screenshots';
import { swapKeyboardLayout } from '../../api/src/lib/thai-keyboard';

// A Thai browser, so a visit to / stays Thai (English pages are under /en).
test.use({ locale: 'th-TH' });

/**
 * A search that finds nothing as typed is not a dead end (issue 28): a Thai title typed on the US
 * keyboard layout shows the Thai results with "search instead for" the typed keys, and a word
 * that matches no book offers the closest titles and popular books.
 */
let api: CatalogApi;

test.beforeAll(async () => {
  api = await openCatalogApi();
});
test.afterAll(async () => {
  await api.dispose();
});

/**
 * What a Thai text gives when typed with the US layout on (the store's own Kedmanee map), or null
 * when a letter needs Shift (the keys would not give it back in lower case).
 */
const onUsLayout = (thai: string): string | null => {
  const keys = swapKeyboardLayout(thai);
  return keys !== undefined && swapKeyboardLayout(keys) === thai ? keys : null;
};

/** A book (a best seller, else of a category's first page) whose one-word Thai title can be typed without Shift. */
const pickSlippableBook = async () => {
  const isSlippable = (name: string) => !/[\d\s]/.test(name) && onUsLayout(name) !== null;
  let book = (await api.bestSellers('th')).find((item) => isSlippable(item.Name));
  for (const category of book === undefined ? await api.categoryTree('th') : []) {
    const page = await api.categoryPage(category.Id, 'pageNumber=1', 'th');
    book = page.Products.find((item) => isSlippable(item.Name));
    if (book !== undefined) break;
  }
  if (book === undefined) throw new Error('no Thai title typed without Shift');
  return { title: book.Name, typed: onUsLayout(book.Name) ?? '' };
};

/** A word that matches no title, but whose start is that of a word of an English best seller. */
const pickNearMiss = async () => {
  const words = (await api.bestSellers('en')).flatMap((item) =>
    item.Name.split(/\s+/).filter((word) => /^[A-Za-z]{6,}$/.test(word)),
  );
  const word = words[0];
  if (word === undefined) throw new Error('no English best seller with a word of six letters');
  return `${word.slice(0, 4).toLowerCase()}qzxv`;
};

const searchFromHeader = async (page: Page, label: string, text: string) => {
  const box = page.getByRole('combobox', { name: label });
  await box.fill(text);
  await box.press('Enter');
  await expect(page).toHaveURL(
    (url) => url.pathname.endsWith('/search') && url.searchParams.get('q') === text,
  );
};

test('Thai: a title typed on the US layout shows its book, and the typed keys on request', async ({
  page,
}) => {
  const { title, typed } = await pickSlippableBook();
  await page.goto('/');
  await searchFromHeader(page, 'ค้นหาหนังสือ', typed);

  const correction = page.getByTestId('search-correction');
  await expect(correction).toContainText(`แสดงผลลัพธ์ของ ${title}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`ผลการค้นหา “${title}”`);
  await expect(page.getByTestId('book-card').locator('h3').first()).toHaveText(title);
  await screenshot(page, 'corrected-th.png');

  await correction.getByRole('link', { name: typed, exact: true }).click();
  await expect(page).toHaveURL(
    (url) => url.searchParams.get('q') === typed && url.searchParams.get('exact') === '1',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`ผลการค้นหา “${typed}”`);
  await expect(page.getByTestId('search-correction')).toHaveCount(0);
});

test('English: a word that matches nothing offers the closest titles and popular books', async ({
  page,
}) => {
  const nearMiss = await pickNearMiss();
  await page.goto('/en');
  await searchFromHeader(page, 'Search books', nearMiss);

  await expect(page.getByText(`No books match “${nearMiss}”`)).toBeVisible();
  const didYouMean = page.getByTestId('did-you-mean');
  await expect(didYouMean.getByRole('heading', { name: 'Did you mean' })).toBeVisible();
  await expect(didYouMean.getByTestId('book-card').first()).toBeVisible();
  await expect(
    page.getByTestId('popular-in-category').getByRole('heading', { name: /^Popular / }),
  ).toBeVisible();
  await screenshot(page, 'did-you-mean-en.png', { fullPage: true });

  const suggestion = didYouMean
    .getByRole('list', { name: 'Did you mean' })
    .getByRole('link')
    .first();
  const keyword = (await suggestion.textContent()) ?? '';
  await suggestion.click();
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === keyword);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “${keyword}”`);
  await expect(
    page.getByTestId('book-card').getByRole('heading', { level: 3, name: keyword, exact: true }),
  ).not.toHaveCount(0);
});
