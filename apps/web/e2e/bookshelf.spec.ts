import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './address-auth';
import { claimRedeemCode, mintRedeemCodes, prefixOf, type Lang } from './buying';
import { openCatalogApi } from './catalog-data';
import { findSeries } from './series-data';
import { WEB_URL } from './test-servers';

/**
 * The bookshelf (spec §2 `/bookshelf`, `/bookshelf/collection`): the books a reader owns in a grid
 * or a list, sorted and filtered with the state in the address, "Continue reading", downloads
 * after the agreement, collections; the book page's Read, Read sample and Add sample.
 */

/** Books of the demo store the journeys own (redeemed: no payment needed). */
const OWNED = [21, 22, 23] as const;

const own = async (page: Page, ids: readonly number[]) => {
  const codes = await mintRedeemCodes(...ids.map((id) => ['--book', String(id)]));
  for (const code of codes) await claimRedeemCode(page, code);
};

/** Saves a reading position through the storefront's proxy, as the reader does. */
const readTo = async (page: Page, productId: number, progress: number, finished = false) => {
  const saved = await page.request.post(`${WEB_URL}/api/main/v2/reader/${productId}/position`, {
    data: {
      Data: {
        Locator: 'epubcfi(/6/4!/4/2/1:0)',
        Progress: progress,
        Finished: finished,
        BaseVersion: null,
      },
    },
    headers: { Origin: WEB_URL },
  });
  expect(saved.status(), await saved.text()).toBe(200);
};

const WORDS = {
  th: {
    title: 'ชั้นหนังสือของฉัน',
    count: (n: number) => `หนังสือ ${n} เล่ม`,
    list: 'รายการ',
    grid: 'ตาราง',
    byTitle: 'ชื่อหนังสือ',
    byAuthor: 'ผู้เขียน',
    format: 'รูปแบบไฟล์',
    state: 'การอ่าน',
    finished: 'อ่านจบแล้ว',
    noMatch: 'ไม่มีหนังสือที่ตรงกับตัวกรอง',
    clear: 'ล้างตัวกรอง',
    continueReading: 'อ่านต่อ',
    download: (name: string) => `ดาวน์โหลด “${name}”`,
    agree: 'ฉันยอมรับข้อตกลงการใช้งาน',
    confirm: 'ดาวน์โหลด EPUB',
    confirmPdf: 'ดาวน์โหลด PDF',
    close: 'ปิด',
    started: 'เริ่มดาวน์โหลด',
    read: (name: string) => `อ่าน “${name}”`,
  },
  en: {
    title: 'My bookshelf',
    count: (n: number) => `${n} book${n === 1 ? '' : 's'}`,
    list: 'List',
    grid: 'Grid',
    byTitle: 'Title',
    byAuthor: 'Author',
    format: 'Format',
    state: 'Reading',
    finished: 'Finished',
    noMatch: 'No books match these filters',
    clear: 'Clear filters',
    continueReading: 'Continue reading',
    download: (name: string) => `Download “${name}”`,
    agree: 'I agree to the terms of use',
    confirm: 'Download EPUB',
    confirmPdf: 'Download PDF',
    close: 'Close',
    started: 'Your download of',
    read: (name: string) => `Read “${name}”`,
  },
} as const;

/** Grid and list, sorts and filters kept in the address across a reload, then a download. */
const shelfJourney = async (page: Page, lang: Lang) => {
  // Two downloads and a dozen pages rendered per visit: more than the default half minute when
  // the machine is busy.
  test.setTimeout(120_000);
  const w = WORDS[lang];
  const prefix = prefixOf(lang);
  await own(page, OWNED);
  await readTo(page, OWNED[0], 0.42);
  await readTo(page, OWNED[1], 1, true);

  await page.goto(`${prefix}/bookshelf`);
  await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
  await expect(page.getByText(w.count(3), { exact: true })).toBeVisible();
  const books = page.getByTestId('shelf-book');
  await expect(books).toHaveCount(3);
  // Nothing on the shelf sells a book again.
  await expect(page.getByRole('button', { name: /basket|ตะกร้า/ })).toHaveCount(0);

  // "Continue reading" has the book being read, not the finished one.
  const row = page.getByTestId('continue-reading');
  await expect(page.getByRole('heading', { name: w.continueReading })).toBeVisible();
  await expect(row.getByRole('listitem')).toHaveCount(1);
  await expect(row.getByRole('link')).toHaveAttribute(
    'href',
    `${prefix}/bookshelf/read/${OWNED[0]}`,
  );
  await expect(books.locator('progress')).toHaveCount(2);

  // List view, kept by the address and a reload.
  await page.getByRole('link', { name: w.list }).click();
  await expect(page).toHaveURL(/view=list/);
  await expect(page.locator('ul[data-view="list"]')).toBeVisible();
  await page.reload();
  await expect(page.locator('ul[data-view="list"]')).toBeVisible();

  // Sorts: by title, then by author, each keeping the view.
  await page.getByRole('link', { name: w.byTitle, exact: true }).click();
  await expect(page).toHaveURL(/orderBy=title&view=list/);
  await expect(books).toHaveCount(3);
  await page.getByRole('link', { name: w.byAuthor, exact: true }).click();
  await expect(page).toHaveURL(/orderBy=author&view=list/);

  // Filters: EPUB (every demo book has one), then finished: only the finished book.
  await page.getByRole('combobox', { name: w.format, exact: true }).selectOption('EPUB');
  await expect(page).toHaveURL(/format=epub/);
  await expect(books).toHaveCount(3);
  await page.getByRole('combobox', { name: w.state, exact: true }).selectOption('finished');
  await expect(page).toHaveURL(/format=epub&state=finished/);
  await expect(books).toHaveCount(1);
  await expect(books.first()).toContainText(w.finished);
  await page.reload();
  await expect(page.getByRole('combobox', { name: w.state, exact: true })).toHaveValue('finished');
  await expect(books).toHaveCount(1);
  await page.getByRole('combobox', { name: w.state, exact: true }).selectOption('unread');
  await expect(page).toHaveURL(/format=epub&state=unread/);
  await expect(books).toHaveCount(1);
  // Two changes in a row: the second builds on the first.
  await page.getByRole('combobox', { name: w.format, exact: true }).selectOption('any');
  await page.getByRole('combobox', { name: w.state, exact: true }).selectOption('reading');
  await expect(page).toHaveURL(/\/bookshelf\?orderBy=author&state=reading&view=list$/);
  await expect(books).toHaveCount(1);
  await expect(books.first().locator(`a[href="${prefix}/bookshelf/read/${OWNED[0]}"]`)).toHaveCount(
    1,
  );

  // Back to the grid, everything shown.
  await page.goto(`${prefix}/bookshelf?orderBy=title&view=list`);
  await page.getByRole('link', { name: w.grid }).click();
  await expect(page).toHaveURL(/\/bookshelf\?orderBy=title$/);
  await expect(page.locator('ul[data-view="grid"]')).toBeVisible();

  // Download: nothing is asked before "I agree"; then the watermarked EPUB comes (a ZIP: "PK").
  const first = books.first();
  const name = (await first.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await expect(first.getByRole('link', { name: w.read(name) })).toHaveAttribute(
    'href',
    new RegExp(`${prefix}/bookshelf/read/\\d+$`),
  );
  await first.getByRole('button', { name: w.download(name) }).click();
  const dialog = page.getByTestId('download-dialog').filter({ visible: true });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: w.confirm });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('checkbox', { name: w.agree }).check();
  await expect(confirm).toBeEnabled();
  const asked = page.waitForResponse((response) =>
    /\/api\/main\/v2\/download\/getdownloadcloud\/[0-9a-f-]{36}\/true\?epub=true$/.test(
      response.url(),
    ),
  );
  const downloading = page.waitForEvent('download');
  await confirm.click();
  expect((await asked).status()).toBe(200);
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.epub$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  await expect(dialog.getByRole('status')).toContainText(w.started);
  await dialog.getByRole('button', { name: w.close }).click();
  await expect(dialog).toHaveCount(0);

  // A book that has a PDF too: the format is chosen in the dialog, and the file is a PDF.
  await page.getByRole('combobox', { name: w.format, exact: true }).selectOption('PDF');
  await expect(page).toHaveURL(/format=pdf/);
  const withPdf = books.first();
  // Its Download (the card also has "Available offline" and its menu).
  await withPdf.getByRole('button', { name: /^(ดาวน์โหลด|Download) “/ }).click();
  const pdfDialog = page.getByTestId('download-dialog').filter({ visible: true });
  await pdfDialog.getByRole('checkbox', { name: w.agree }).check();
  await pdfDialog.getByRole('radio', { name: 'PDF' }).check();
  const pdfDownloading = page.waitForEvent('download');
  await pdfDialog.getByRole('button', { name: w.confirmPdf }).click();
  const pdf = await pdfDownloading;
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  expect((await readFile(await pdf.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
};

/** The book page of an owned book reads; a sample is read, or kept on the shelf's samples tab. */
const bookPageAndSamples = async (page: Page) => {
  await page.goto(`/en/book-detail/${OWNED[0]}`);
  await expect(page.getByTestId('book-owned')).toBeVisible();
  await expect(page.getByTestId('book-read-sample')).toHaveCount(0);
  // "Read" opens the book in the reader: its chapter's frame (a `blob:` URL) shows text.
  await page.getByRole('link', { name: 'Read', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/en/bookshelf/read/${OWNED[0]}$`));
  await expect
    .poll(() => page.frames().some((frame) => frame.url().startsWith('blob:')), { timeout: 15_000 })
    .toBe(true);
  await expect(page.getByTestId('reader-progress')).toHaveText(/\d/);

  // A book with a sample, not owned: read it, or keep it on the shelf.
  const catalog = await openCatalogApi();
  let sampled: { Id: number; Name: string } | null = null;
  for (let id = 30; id < 80 && sampled === null; id += 1) {
    const book = await catalog.book(id, 'en').catch(() => null);
    if (book?.HasSample) sampled = book;
  }
  await catalog.dispose();
  if (sampled === null) throw new Error('no demo book with a sample');
  await page.goto(`/en/book-detail/${sampled.Id}`);
  await expect(page.getByTestId('book-read-sample')).toHaveAttribute(
    'href',
    `/en/bookshelf/read/${sampled.Id}?sample=true`,
  );
  await page.getByTestId('book-add-sample').click();
  await expect(page.getByText(`The sample of “${sampled.Name}” is on your shelf.`)).toBeVisible();

  await page.goto('/en/bookshelf');
  await page.getByRole('link', { name: 'Samples' }).click();
  await expect(page).toHaveURL(/tab=samples/);
  const samples = page.getByTestId('shelf-book');
  await expect(samples).toHaveCount(1);
  await expect(samples).toContainText(sampled.Name);
  await expect(
    samples.getByRole('link', { name: `Read the sample of “${sampled.Name}”` }),
  ).toHaveAttribute('href', `/en/bookshelf/read/${sampled.Id}?sample=true`);
  await expect(samples.getByRole('button', { name: /Download/ })).toHaveCount(0);
};

test.describe('bookshelf', () => {
  test.describe('in Thai', () => {
    test.use({ locale: 'th-TH' });

    test('an empty shelf leads to the store; owned books in a grid and a list, sorted, filtered and downloaded', async ({
      page,
      customer,
    }) => {
      expect(customer.email).toContain('@');
      await page.goto('/bookshelf');
      await expect(page.getByRole('heading', { level: 1, name: 'ชั้นหนังสือของฉัน' })).toBeVisible();
      await expect(page.getByText('ชั้นหนังสือยังว่างอยู่')).toBeVisible();
      await expect(page.getByRole('link', { name: 'เลือกซื้อหนังสือ' })).toBeVisible();
      await shelfJourney(page, 'th');
    });
  });

  test.describe('in English', () => {
    test.use({ locale: 'en-US' });

    // The shelf's grid, list, sorts, filters and downloads are the Thai journey's (one language
    // per journey, docs/testing.md).
    test('the book page of an owned book reads; a sample is kept on the shelf', async ({
      page,
      customer,
    }) => {
      expect(customer.email).toContain('@');
      await own(page, [OWNED[0]]);
      await bookPageAndSamples(page);
    });

    test('a collection is made, filled, emptied, renamed and deleted', async ({
      page,
      customer,
    }) => {
      test.setTimeout(90_000);
      expect(customer.email).toContain('@');
      await own(page, OWNED.slice(0, 2));
      await page.goto('/en/bookshelf');
      await page.getByRole('link', { name: 'Collections' }).click();
      await expect(page).toHaveURL(/\/en\/bookshelf\/collection$/);
      await expect(page.getByText('No collections yet')).toBeVisible();

      await page.getByRole('textbox', { name: 'Collection name' }).fill('To read');
      await page.getByRole('button', { name: 'Create' }).click();
      await expect(page.getByText('Collection “To read” created.')).toBeVisible();
      const collection = page.getByTestId('collection');
      await expect(collection).toHaveCount(1);
      await expect(collection).toContainText('No books');
      // The same name again is the API's refusal, said by the form.
      await page.getByRole('textbox', { name: 'Collection name' }).fill('to read');
      await page.getByRole('button', { name: 'Create' }).click();
      await expect(
        page.getByRole('form', { name: 'New collection' }).getByRole('alert'),
      ).toHaveText('You already have a collection called “to read”.');

      // Open it and add one book from the shelf.
      await page.getByRole('link', { name: 'Open “To read”' }).click();
      await expect(page).toHaveURL(/shelfId=\d+$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('To read');
      await page.getByRole('button', { name: 'Add books' }).click();
      const picker = page.getByTestId('add-books-dialog');
      await expect(picker.getByRole('checkbox')).toHaveCount(2);
      await picker.getByRole('checkbox').first().check();
      await picker.getByRole('button', { name: 'Add 1 book' }).click();
      await expect(page.getByText('1 book added to “To read”.')).toBeVisible();
      const books = page.getByTestId('shelf-book');
      await expect(books).toHaveCount(1);
      const name = (await books.getByRole('heading', { level: 3 }).textContent()) ?? '';

      // The shelf filtered by the collection shows that book only.
      await page.getByRole('link', { name: 'Show on my bookshelf' }).click();
      await expect(page).toHaveURL(/\/en\/bookshelf\?shelfId=\d+$/);
      await expect(page.getByTestId('shelf-book')).toHaveCount(1);
      await expect(page.getByRole('combobox', { name: 'Collection', exact: true })).toHaveValue(
        /\d+/,
      );
      await page.goBack();

      // Remove it: the collection is empty, the book still on the shelf.
      await page.getByRole('button', { name: `Remove “${name}” from “To read”` }).click();
      await expect(page.getByText('This collection is empty')).toBeVisible();

      // Rename, then delete.
      await page.getByRole('button', { name: 'Rename “To read”' }).click();
      const rename = page.getByRole('dialog', { name: 'Rename “To read”' });
      await rename.getByRole('textbox', { name: 'Collection name' }).fill('Favourites');
      await rename.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Favourites');
      await page.getByRole('button', { name: 'Delete “Favourites”' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete “Favourites”?' });
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(page).toHaveURL(/\/en\/bookshelf\/collection$/);
      await expect(page.getByText('No collections yet')).toBeVisible();
      await page.goto('/en/bookshelf');
      await expect(page.getByTestId('shelf-book')).toHaveCount(2);

      // A series (issue 26 §5): volumes 2 and 1 owned make one group in volume order, with the
      // next volume (3, not owned) at its end leading to its book page.
      const [first, second, third] = await findSeries(OWNED);
      await own(page, [second, first]);
      await page.reload();
      const series = page.getByTestId('series-group');
      await expect(series).toHaveCount(1);
      await expect(series.locator('li[data-volume]')).toHaveCount(2);
      expect(
        await series
          .locator('li[data-volume]')
          .evaluateAll((items) => items.map((item) => item.getAttribute('data-volume'))),
      ).toEqual(['1', '2']);
      await expect(series.getByRole('link', { name: /^See the next volume/ })).toHaveAttribute(
        'href',
        `/en/book-detail/${third}`,
      );

      // Hide volume 2 from the shelf: the group keeps volume 1, whose next volume (2) is owned and
      // opens in the reader; volume 2 is under Archived, and comes back from there.
      const volumeTwo = series.locator('li[data-volume="2"]');
      const secondName = (await volumeTwo.getByRole('heading', { level: 3 }).textContent()) ?? '';
      await volumeTwo.getByRole('button', { name: `More for “${secondName}”` }).click();
      await page.getByRole('menuitem', { name: 'Hide from shelf' }).click();
      await expect(page.getByText(`“${secondName}” is hidden from your shelf.`)).toBeVisible();
      await expect(series.locator('li[data-volume]')).toHaveCount(1);
      await expect(series.getByRole('link', { name: /^Read the next volume/ })).toHaveAttribute(
        'href',
        `/en/bookshelf/read/${second}`,
      );
      await page.getByRole('link', { name: 'Archived', exact: true }).click();
      await expect(page).toHaveURL(/\/en\/bookshelf\?tab=archived$/);
      await expect(page.getByTestId('shelf-book')).toHaveCount(1);
      await expect(page.getByTestId('shelf-book')).toContainText(secondName);
      await page.getByRole('button', { name: `More for “${secondName}”` }).click();
      await page.getByRole('menuitem', { name: 'Put back on shelf' }).click();
      await expect(page.getByText('No archived books')).toBeVisible();
    });
  });
});
