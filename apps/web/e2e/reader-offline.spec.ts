import type { Frame, Page } from '@playwright/test';
import en from '../messages/en.json' with { type: 'json' };
import th from '../messages/th.json' with { type: 'json' };
import { expect, logInThroughProxy, test } from './address-auth';
import { claimRedeemCode, mintRedeemCode, prefixOf, type Lang } from './buying';
import { screenshot } from './screenshots';
import { WEB_URL } from './test-servers';

/**
 * Reading offline (docs/offline.md, issue 26 §1): the store is an installable app (its manifest in
 * the page's language); an owner keeps a book on the device from the shelf, goes offline, opens it
 * from the shelf and reads, highlights; back online, what was made offline reaches the server and
 * a second device of the same account finds the highlight and the same place. Logging out removes
 * every offline book, queued change and the service worker. In English, the app shell: offline,
 * any page answers with the offline page, which lists the kept book and opens it.
 */

const MESSAGES = { th, en } as const;
const BOOK = { th: 1, en: 2 } as const;

/** The reader open: the chapter's `blob:` frame with text, and where the reader is in numbers. */
const readerOpened = async (page: Page): Promise<Frame> => {
  await expect
    .poll(() => page.frames().some((frame) => frame.url().startsWith('blob:')), { timeout: 15_000 })
    .toBe(true);
  const frame = page.frames().find((candidate) => candidate.url().startsWith('blob:'));
  if (!frame) throw new Error('no book frame');
  await frame.waitForFunction(() => (document.body?.innerText ?? '').trim().length > 0);
  await expect(page.getByTestId('reader-progress')).toHaveText(/\d/);
  return frame;
};

const readLink = (page: Page, lang: Lang, productId: number) =>
  page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(`^${MESSAGES[lang].bookshelf.book.read} `) })
    .and(page.locator(`[href$="/bookshelf/read/${productId}"]`))
    // "Continue reading" names the book too, once there is a place to continue from.
    .first();

/** On the shelf, "Available offline" on the book, until the device has it. */
const keepOffline = async (page: Page, lang: Lang, productId: number) => {
  await page.goto(`${prefixOf(lang)}/bookshelf`);
  const card = page
    .getByTestId('shelf-book')
    .filter({ has: page.locator(`a[href$="/bookshelf/read/${productId}"]`) });
  const toggle = card.getByTestId('offline-toggle');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true', { timeout: 60_000 });
  await expect(page.getByText(MESSAGES[lang].bookshelf.offline.pageTitle)).toHaveCount(0);
  // The service worker is in charge of the page (its app shell precached).
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
};

/** Where the reader says it is: the percentage read. */
const percentOf = async (page: Page) => page.getByTestId('reader-progress').textContent();

/** Selects the first words of the chapter's first paragraph, as a reader's drag would. */
const selectFirstWords = (frame: Frame) =>
  frame.evaluate(() => {
    const paragraph = Array.from(document.querySelectorAll('p')).find(
      (p) => (p.textContent ?? '').trim().length > 30,
    );
    const text = paragraph?.firstChild;
    if (!text || text.nodeType !== Node.TEXT_NODE) throw new Error('no paragraph');
    const range = document.createRange();
    range.setStart(text, 0);
    range.setEnd(text, Math.min(24, (text.textContent ?? '').length));
    document.getSelection()?.removeAllRanges();
    document.getSelection()?.addRange(range);
    return range.toString();
  });

/** The changes waiting in the offline queue (IndexedDB). */
const queued = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('nangsue-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('queue').objectStore('queue').count();
          count.onsuccess = () => {
            resolve(count.result);
            open.result.close();
          };
        };
      }),
  );

test.describe('reading offline', () => {
  test('ออฟไลน์: เก็บหนังสือไว้ในเครื่อง อ่านและไฮไลต์ขณะออฟไลน์ แล้วพบไฮไลต์และหน้าที่อ่านบนอุปกรณ์อื่น (th)', async ({
    page,
    customer,
  }) => {
    test.setTimeout(150_000);
    const lang: Lang = 'th';
    const w = MESSAGES[lang].reader;
    const productId = BOOK[lang];
    await claimRedeemCode(page, mintRedeemCode('--book', String(productId)));

    await keepOffline(page, lang, productId);
    await screenshot(page, 'shelf-th.png');
    // The store installs as an app: the Thai page names the Thai manifest.
    const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestUrl).toBe('/manifest.webmanifest');
    const manifest = await (await page.request.get(`${WEB_URL}${manifestUrl}`)).json();
    expect(manifest).toMatchObject({
      lang: 'th',
      short_name: th.metadata.siteName,
      start_url: '/',
    });
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toContain('512x512');

    // Offline: "Read" on the shelf opens the kept book.
    await page.context().setOffline(true);
    await readLink(page, lang, productId).click();
    const frame = await readerOpened(page);

    // A highlight with a note and two pages on, all kept for later.
    const quote = (await selectFirstWords(frame)).trim();
    await page.getByRole('button', { name: w.highlight }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(w.note).fill('อ่านตอนออฟไลน์');
    await dialog.getByRole('button', { name: w.save, exact: true }).click();
    await page.getByRole('button', { name: w.next }).click();
    await page.getByRole('button', { name: w.next }).click();
    // The highlight and the position (saved 2 s after the last move) wait in the queue.
    await expect.poll(() => queued(page), { timeout: 15_000 }).toBe(2);
    const percent = await percentOf(page);
    await screenshot(page, 'reader-offline-th.png');

    // Back online: the queue goes to the server in order.
    const sent = Promise.all([
      page.waitForResponse((response) =>
        response.url().endsWith(`/api/main/v2/reader/${productId}/annotations`),
      ),
      page.waitForResponse((response) =>
        response.url().endsWith(`/api/main/v2/reader/${productId}/position`),
      ),
    ]);
    await page.context().setOffline(false);
    for (const response of await sent) expect(response.status()).toBe(200);
    await expect.poll(() => queued(page)).toBe(0);

    // Another device of the same account: the same place and the highlight with its note.
    const other = await page.context().browser()?.newContext();
    if (!other) throw new Error('no browser');
    const second = await other.newPage();
    await logInThroughProxy(second, { ...customer, firstName: '', lastName: '' });
    await second.goto(`${prefixOf(lang)}/bookshelf`);
    await readLink(second, lang, productId).click();
    await readerOpened(second);
    // The same place: the same percentage read (pages left in the chapter depend on when each
    // device's fonts finished loading, and once differed by one at the same place).
    await expect.poll(() => percentOf(second)).toBe(percent);
    await second.getByRole('button', { name: w.notes }).click();
    const notes = second.getByRole('dialog', { name: w.notes });
    await expect(notes.getByText(quote.slice(0, 10))).toBeVisible();
    await expect(notes.getByText('อ่านตอนออฟไลน์')).toBeVisible();
    await other.close();

    // Logging out removes every offline book, queued change and the service worker (spec §4).
    await page.goto(`${prefixOf(lang)}/bookshelf`);
    const account = MESSAGES[lang].account.menu;
    await page
      .getByRole('banner')
      .getByRole('button', { name: account.labelWithName.replace('{name}', customer.firstName) })
      .click();
    await page.getByRole('menuitem', { name: account.logout }).click();
    await expect(page.getByText(MESSAGES[lang].account.notices.loggedOut)).toBeVisible();
    expect(
      await page.evaluate(async () => ({
        caches: await caches.keys(),
        databases: (await indexedDB.databases()).map((db) => db.name),
        workers: (await navigator.serviceWorker.getRegistrations()).length,
      })),
    ).toEqual({ caches: [], databases: [], workers: 0 });
  });

  test('offline, any page answers with the offline page, which opens the kept book (en)', async ({
    page,
    customer,
  }) => {
    test.setTimeout(90_000);
    const lang: Lang = 'en';
    const productId = BOOK[lang];
    expect(customer.email).toBeTruthy();
    await claimRedeemCode(page, mintRedeemCode('--book', String(productId)));
    await keepOffline(page, lang, productId);
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe(
      '/manifest-en.webmanifest',
    );

    // Offline, the shelf cannot be loaded again: the offline page answers, with the kept book.
    await page.context().setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: en.bookshelf.offline.pageTitle })).toBeVisible();
    await screenshot(page, 'offline-page-en.png');
    await page
      .getByTestId('offline-books')
      .getByRole('link', { name: /^Read “.+” offline$/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/en/bookshelf/read/${productId}$`));
    await readerOpened(page);
    await page.context().setOffline(false);
  });
});
