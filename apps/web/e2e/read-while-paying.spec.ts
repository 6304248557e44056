import type { Frame, Page } from '@playwright/test';
import en from '../messages/en.json' with { type: 'json' };
import { expect, test } from './address-auth';
import { addBook, goToCheckout, payWith } from './buying';
import { screenshot } from './screenshots';

/**
 * Read while you pay (docs/reader.md "Read while you pay"), in English: a customer pays by
 * PromptPay on the demo gateway and leaves the QR waiting, presses "Read now while waiting for
 * payment" and reads the book's preview, marked "Waiting for payment"; the payer pays in another
 * tab (the phone that scanned the QR), the order's server-sent event arrives and the reader opens
 * the whole book in the same page (no navigation: a flag set on the window survives) at the same
 * place, with the bookmark made in the preview. The bookshelf lists the waiting book ("Waiting for
 * payment", "Read now"). A counter slip left to expire closes the preview with a clear message.
 */

const WORDS = en.readWhilePaying;
const MENU = en.account.menu;
/** Demo books with an EPUB (files made at start for ids up to 40), not read by other journeys' customers. */
const BOOK = { promptpay: 19, counter: 21 } as const;

/** The chapter's frame: foliate renders it from a `blob:` URL inside its closed shadow roots. */
const bookFrame = async (page: Page): Promise<Frame> => {
  await expect
    .poll(() => page.frames().some((frame) => frame.url().startsWith('blob:')), { timeout: 20_000 })
    .toBe(true);
  const frame = page.frames().find((candidate) => candidate.url().startsWith('blob:'));
  if (!frame) throw new Error('no book frame');
  return frame;
};

/** The frame of the chapter showing now (the last one foliate made) and its opening words. */
const chapterStart = async (page: Page): Promise<string> => {
  const frames = page.frames().filter((frame) => frame.url().startsWith('blob:'));
  const frame = frames.at(-1);
  if (!frame) return '';
  return frame
    .evaluate(() => (document.body?.innerText ?? '').replace(/\s+/g, ' ').trim().slice(0, 80))
    .catch(() => '');
};

/** "Pay" with the method, then the QR's or slip's link to the demo gateway's page. */
const placeAndKeepPending = async (page: Page, bookId: number, method: 'promptpay' | 'counter') => {
  await addBook(page, 'en', bookId);
  await goToCheckout(page, 'en');
  await payWith(page, 'en', method);
  await expect(page).toHaveURL(/\/en\/payment\?orderId=\d+$/);
  const gateway = page.getByRole('link', { name: en.checkout.next.openGateway });
  await expect(gateway).toBeVisible();
  const href = await gateway.getAttribute('href');
  expect(href).toMatch(/\/demo-gateway\/pay\/dchg_/);
  return new URL(href ?? '', page.url()).toString();
};

test.describe('read while you pay', () => {
  test.use({ locale: 'en-US' });
  // A checkout, the reader opened twice and a payment through the gateway's notification job:
  // more than the default 30 s on a loaded 2-core machine.
  test.describe.configure({ timeout: 90_000 });

  test('a PromptPay order’s book opens as a preview and unlocks in place when paid', async ({
    page,
    customer,
  }) => {
    expect(customer.email).toContain('@');
    const gatewayUrl = await placeAndKeepPending(page, BOOK.promptpay, 'promptpay');

    const offer = page.getByTestId('read-while-paying');
    await expect(offer.getByRole('heading', { name: WORDS.title })).toBeVisible();
    await screenshot(page, 'read-while-paying-offer-en.png', { fullPage: true });
    // The bookshelf lists the book waiting for its payment, with "Read now" into the preview.
    await page
      .getByRole('button', { name: MENU.labelWithName.replace('{name}', customer.firstName) })
      .click();
    await page.getByRole('menuitem', { name: MENU.bookshelf }).click();
    await expect(page).toHaveURL(/\/en\/bookshelf$/);
    const waiting = page.getByTestId('waiting-for-payment');
    await expect(waiting.getByRole('heading', { name: WORDS.shelf.title })).toBeVisible();
    await screenshot(page, 'read-while-paying-bookshelf-en.png');
    await waiting.getByRole('link', { name: /^Read .+ now$/ }).click();
    await expect(page).toHaveURL(new RegExp(`/en/bookshelf/read/${BOOK.promptpay}\\?order=\\d+$`));

    // The preview, marked.
    await bookFrame(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(WORDS.badge);
    const note = page.getByTestId('pending-reading-note');
    await expect(note).toHaveText(WORDS.waiting.replace('{percent}', '20'));
    await expect(page.getByTestId('reader-progress')).toHaveText(/\d/);

    // Reads on past the cover and the title pages into the first chapter, a page into it, then
    // leaves a mark on the page that must survive.
    const next = page.getByRole('button', { name: en.reader.next });
    for (let turn = 0; turn < 12 && (await chapterStart(page)).length < 40; turn += 1) {
      await next.click();
      await page.waitForTimeout(400);
    }
    await next.click();
    await page.waitForTimeout(800);
    const startBefore = await chapterStart(page);
    expect(startBefore.length).toBeGreaterThan(10);
    const whereBefore = await page.getByTestId('reader-where').textContent();
    // A bookmark in the preview: saved as the whole book's (docs/reader.md).
    await page.getByRole('button', { name: en.reader.addBookmark }).click();
    await expect(page.getByText(en.reader.bookmarkAdded, { exact: true })).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { stayedHere: boolean }).stayedHere = true;
    });
    await screenshot(page, 'read-while-paying-preview-en.png');

    // The payer, on the phone that scanned the QR: "Payment succeeds".
    const payer = await page.context().newPage();
    await payer.goto(gatewayUrl);
    await expect(payer.getByText(en.demoGateway.banner)).toBeVisible();
    // Closed only once the gateway answered (closing at once could cancel the payment's request).
    const answered = payer.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && /\/demo-gateway\/pay\//.test(response.url()),
    );
    await payer
      .getByRole('button', { name: en.demoGateway.promptpay.success, exact: true })
      .click();
    expect((await answered).ok()).toBe(true);
    await payer.close();

    // The order's event arrives: the whole book, same page, same place.
    await expect(note).toHaveText(WORDS.unlocked, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).not.toContainText(WORDS.badge);
    await expect(page).toHaveURL(new RegExp(`/en/bookshelf/read/${BOOK.promptpay}\\?order=\\d+$`));
    expect(
      await page.evaluate(() => (window as unknown as { stayedHere?: boolean }).stayedHere),
    ).toBe(true);
    await bookFrame(page);
    await expect.poll(() => chapterStart(page), { timeout: 15_000 }).toBe(startBefore);
    await expect(page.getByTestId('reader-where')).toHaveText(whereBefore ?? '');
    await screenshot(page, 'read-while-paying-unlocked-en.png');
    // The preview's bookmark is the whole book's.
    await page.getByRole('button', { name: en.reader.notes }).click();
    await expect(
      page.getByRole('list', { name: en.reader.notes }).getByRole('listitem'),
    ).toHaveCount(1);
  });

  test('a counter slip left to expire closes the preview and says why', async ({
    page,
    customer,
  }) => {
    expect(customer.email).toContain('@');
    const gatewayUrl = await placeAndKeepPending(page, BOOK.counter, 'counter');
    await page.getByTestId('read-while-paying').getByRole('link', { name: WORDS.readNow }).click();
    await bookFrame(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(WORDS.badge);

    const payer = await page.context().newPage();
    await payer.goto(gatewayUrl);
    const answered = payer.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && /\/demo-gateway\/pay\//.test(response.url()),
    );
    await payer.getByRole('button', { name: en.demoGateway.counter.expire, exact: true }).click();
    expect((await answered).ok()).toBe(true);
    await payer.close();

    const closed = page.getByRole('alertdialog', { name: WORDS.closedTitle });
    await expect(closed).toBeVisible({ timeout: 30_000 });
    await expect(closed).toContainText(WORDS.closed.paymentExpired);
    await screenshot(page, 'read-while-paying-closed-en.png');

    // Back to the order, which no longer offers reading while paying.
    await closed.getByRole('link', { name: WORDS.seeOrder }).click();
    await expect(page).toHaveURL(/\/en\/orderdetails\/\d+$/);
    await expect(page.getByTestId('read-while-paying')).toHaveCount(0);
  });
});
