import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERIAL_TAG, expect, test } from './fixtures';

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * A one-book ONIX file made from the sample's first product: a title of our own, published today
 * (so it leads the new releases), without the sample's ISBN and cover.
 */
const oneBookOnix = (reference: string, titles: { th: string; en: string }): string => {
  const sample = readFileSync(
    path.join(root, 'apps/api/test/fixtures/onix/sample-short.xml'),
    'utf8',
  );
  const [head] = sample.split('<product>');
  const product = /<product>[\s\S]*?<\/product>/.exec(sample)?.[0] ?? '';
  const today = new Date().toISOString().slice(0, 10).replaceAll('-', '');
  const book = product
    .replaceAll('fahkhram-ebook-0001', reference)
    .replaceAll('FK-0001-E', reference)
    .replace(/<productidentifier>\s*<b221>15<\/b221>[\s\S]*?<\/productidentifier>/, '')
    .replace(/<relatedmaterial>[\s\S]*?<\/relatedmaterial>/, '')
    .replace(/<supportingresource>[\s\S]*?<\/supportingresource>/, '')
    .replace('บ้านหลังเก่าริมคลอง', titles.th)
    .replace('The Old House by the Canal', titles.en)
    .replace(/<b306 dateformat="00">\d{8}<\/b306>/, `<b306 dateformat="00">${today}</b306>`);
  return `${head}${book}\n</ONIXmessage>\n`;
};

/** Imports with the store's own command, into the running store's database (as staff would). */
const importCatalog = (file: string): void => {
  execFileSync(process.execPath, [path.join(root, 'apps/api/dist/cli/catalog-import.js'), file], {
    env: {
      ...process.env,
      DATA_DIR: process.env.NANGSUE_E2E_DATA_DIR,
      EMBEDDED_POSTGRES_PORT: process.env.E2E_POSTGRES_PORT,
      LOG_LEVEL: 'warn',
    },
    stdio: 'pipe',
  });
};

test.describe('catalog pages served from the cache', () => {
  test('are the same bytes for a signed-in reader and a visitor, with nothing personal', async ({
    page,
    request,
  }) => {
    const first = await request.get('/en/bestseller');
    expect(first.status()).toBe(200);
    const cached = await request.get('/en/bestseller');
    expect(cached.headers()['x-nextjs-cache']).toBe('HIT');
    expect(cached.headers()['cache-control']).toContain('s-maxage=');

    // Someone holding a session (any cookie) gets the very same page.
    const withCookies = await request.get('/en/bestseller', {
      headers: { Cookie: 'nangsue_token=someone-elses-token; nangsue_signed_in=1' },
    });
    expect(await withCookies.text()).toBe(await cached.text());

    // The account corner is decided by the browser: a visitor gets the login button.
    await page.goto('/en/bestseller');
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  test(
    'show an import within seconds, in Thai and English',
    { tag: SERIAL_TAG },
    async ({ request }) => {
      // Kept pages: once rendered (an earlier test's catalog change may leave them stale, and a
      // stale page is served while it renders again), every visitor gets the kept copy.
      for (const address of ['/en/newproducts', '/newproducts']) {
        await expect
          .poll(async () => (await request.get(address)).headers()['x-nextjs-cache'])
          .toBe('HIT');
      }

      const stamp = Date.now().toString(36);
      const titles = { th: `หนังสือใหม่ล่าสุด ${stamp}`, en: `Fresh from the press ${stamp}` };
      const folder = mkdtempSync(path.join(os.tmpdir(), 'nangsue-import-'));
      const file = path.join(folder, 'one-book.xml');
      writeFileSync(file, oneBookOnix(`e2e-cache-${stamp}`, titles));
      importCatalog(file);

      await expect
        .poll(async () => (await request.get('/en/newproducts')).text(), { timeout: 15_000 })
        .toContain(titles.en);
      await expect
        .poll(async () => (await request.get('/newproducts')).text(), { timeout: 15_000 })
        .toContain(titles.th);
    },
  );
});
