import { openCatalogApi, pickSearchableBook } from './catalog-data';
import { SERIAL_TAG, expect, test } from './fixtures';
import { WEB_URL } from './test-servers';

// A Thai browser, so a visit to / stays Thai (English pages are under /en).
test.use({ locale: 'th-TH' });

test.describe('unknown catalog pages', () => {
  const cases = {
    th: {
      paths: ['/book-detail/999999', '/book-detail/abc', '/category/0', '/topic/no-such-topic'],
      title: (path: string) => `ไม่พบหน้าที่ต้องการ: ${path}`,
      message: 'ขออภัย ไม่พบหน้าที่คุณต้องการ',
    },
    en: {
      paths: ['/en/book-detail/999999', '/en/vendor/99999', '/en/manufacturer/0'],
      title: (path: string) => `Page Not Found: ${path}`,
      message: "Sorry, that page doesn't exist.",
    },
  } as const;

  for (const [language, { paths, title, message }] of Object.entries(cases)) {
    test(`${language}: unknown or malformed ids are HTTP 404 with the localized page`, async ({
      page,
    }) => {
      for (const path of paths) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page).toHaveTitle(title(path));
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByRole('heading', { name: '404!' })).toBeVisible();
        await expect(page.getByText(message)).toBeVisible();
      }
    });
  }

  test('a missing book reached by a link shows the not-found page too', async ({ page }) => {
    await page.goto('/en/search/advance');
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/en/book-detail/999998';
      link.id = 'probe';
      link.textContent = 'probe';
      document.body.append(link);
    });
    await page.locator('#probe').click();
    await expect(page.getByRole('heading', { name: '404!' })).toBeVisible();
  });
});

test('sitemap.xml lists every page in both languages; robots.txt points to it', async ({
  request,
}) => {
  const api = await openCatalogApi();
  const book = await pickSearchableBook(api);
  const [tree] = await api.categoryTree('th');
  await api.dispose();

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('xml');
  const xml = await sitemap.text();
  for (const url of [
    `${WEB_URL}`,
    `${WEB_URL}/en`,
    `${WEB_URL}/category/${tree?.Id}`,
    `${WEB_URL}/en/category/${tree?.Id}`,
    `${WEB_URL}/book-detail/${book.id}`,
    `${WEB_URL}/en/book-detail/${book.id}`,
  ]) {
    expect(xml).toContain(`<loc>${url}</loc>`);
  }
  expect(xml).toMatch(/<loc>http:\/\/localhost:3100\/topic\/[a-z0-9-]+<\/loc>/);
  expect(xml).toContain(
    `<xhtml:link rel="alternate" hreflang="en" href="${WEB_URL}/en/book-detail/${book.id}" />`,
  );

  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  expect(text).toContain('Allow: /');
  expect(text).toContain('Disallow: /api/');
  expect(text).toContain(`Sitemap: ${WEB_URL}/sitemap.xml`);
});

test('covers are served with their type and long-lived caching; odd paths are refused', async ({
  request,
}) => {
  const api = await openCatalogApi();
  const book = await api.book((await pickSearchableBook(api)).id, 'th');
  await api.dispose();

  const cover = await request.get(book.DefaultPictureModel.ImageUrl);
  expect(cover.status()).toBe(200);
  expect(cover.headers()['content-type']).toMatch(/^image\//);
  expect(cover.headers()['cache-control']).toContain('immutable');
  expect((await request.get('/files/covers/%2e%2e%2fsecret')).status()).toBe(404);
  expect((await request.get('/files/generated-covers/not-a-cover.webp')).status()).toBe(404);
});

test('a category at 360 px: two columns, filters in a drawer, no sideways scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/category/1');

  // Two cards side by side, the third below them, once the page has laid out at this width.
  const cards = page.getByTestId('book-card');
  await expect(async () => {
    const [first, second, third] = await Promise.all(
      [0, 1, 2].map((index) => cards.nth(index).boundingBox()),
    );
    expect(first?.y).toBe(second?.y);
    expect(third?.y).toBeGreaterThan(first?.y ?? 0);
  }).toPass({ timeout: 7_000 });

  await page.getByRole('button', { name: 'ตัวกรอง' }).click();
  const drawer = page.getByRole('dialog', { name: 'ตัวกรอง' });
  await drawer.getByRole('radio', { name: 'PDF' }).click();
  await expect(page).toHaveURL(/\/category\/1\?format=PDF$/);
  await expect(drawer).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(
    false,
  );
});

test(
  'a page whose API fails says so; a cached page goes on being served',
  { tag: SERIAL_TAG },
  async ({ page, faults }) => {
    // A cached page, rendered once before the API fails, is still served while it fails.
    await page.goto('/en/bestseller');
    const firstTitle = await page.getByTestId('book-card').locator('h3').first().textContent();
    await faults.set({
      Method: 'GET',
      Path: '/v2/catalog/bestsellerproducts',
      Status: 500,
      Times: 10,
    });
    await page.goto('/en/bestseller');
    await expect(page.getByTestId('book-card').locator('h3').first()).toHaveText(firstTitle ?? '');

    // A page rendered for this visit (a filtered listing nobody asked for before) cannot be.
    await faults.set({ Method: 'GET', Path: '/v2/catalog/newproducts', Status: 500, Times: 10 });
    await page.goto('/en/newproducts?minRating=2&format=EPUB');
    await expect(page.getByRole('heading', { name: 'Dang' })).toBeVisible();
    await expect(
      page.getByText('The store is not answering right now. Please try again in a moment.'),
    ).toBeVisible();
    await expect(page.getByText('It looks like something broke.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go back home.' })).toBeVisible();
  },
);
