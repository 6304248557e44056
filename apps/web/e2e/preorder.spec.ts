import { expect, test } from './address-auth';
import { expectPaid, payWith, playPayer } from './buying';
import { screenshot } from './screenshots';
import { API_URL, WEB_URL } from './test-servers';

/**
 * Pre-orders (docs/buying.md "Pre-orders"), in English: the demo store's pre-order
 * (`demo-p001`, released three days after the catalogue was made) is found from the home page's
 * search,
 * pre-ordered and paid at the demo gateway; the order says when it arrives and the bookshelf shows
 * it coming. Release day is played by the API's test hook (the `preorders.release` job's run for
 * that book, its release time brought to now); then the book is on the bookshelf and opens in the
 * reader. Retry-safe: the hook `POST /v2/test/preorders/arm` first makes the book a pre-order
 * again when an earlier attempt in the same store released it.
 */
const TITLE = 'Whispers from the Stars';

test.describe('pre-orders, in English', () => {
  test.use({ locale: 'en-US' });

  test('home → a book not yet released → pre-order and pay → the order and the shelf say when → release day → read it', async ({
    page,
    customer,
  }) => {
    expect(customer.email).toContain('@');
    test.setTimeout(90_000);

    // A retry in the same store (CI) finds the book released by the first attempt: the test hook
    // makes it a pre-order again, three days ahead, and the catalog version moves; the cached
    // book page then follows within the storefront's catalog poll.
    const armed = await page.request.post(`${API_URL}/v2/test/preorders/arm`, {
      data: { Data: { RecordReference: 'demo-p001', Days: 3 } },
    });
    expect(armed.status(), await armed.text()).toBe(200);
    const arm = (await armed.json()) as { Data: { BookId: number; Armed: boolean } };
    if (arm.Data.Armed)
      await expect
        .poll(
          async () =>
            (await page.request.get(`${WEB_URL}/en/book-detail/${arm.Data.BookId}`)).text(),
          { timeout: 30_000 },
        )
        .toContain('data-testid="preorder-note"');

    // From home, the header's search finds the book coming in three days (the new releases
    // list only books already released).
    await page.goto('/en');
    await expect(page.getByRole('heading', { level: 2, name: 'New releases' })).toBeVisible();
    const box = page.getByRole('combobox', { name: 'Search books' });
    await box.fill(TITLE);
    await box.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname.endsWith('/search'));
    await page
      .getByTestId('book-card')
      .filter({ hasText: TITLE })
      .getByRole('link')
      .first()
      .click();
    await expect(page).toHaveURL(/\/en\/book-detail\/\d+$/);
    const bookId = Number(/\/book-detail\/(\d+)$/.exec(page.url())?.[1]);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page.getByTestId('preorder-note')).toContainText(
      'Pre-order: arrives on your bookshelf on',
    );
    await expect(page.getByRole('button', { name: 'Add to basket' })).toHaveCount(0);
    await screenshot(page, 'book-en.png');

    // Pre-order it through the basket and pay by the demo card.
    await page.getByRole('button', { name: 'Pre-order', exact: true }).click();
    await page.getByRole('link', { name: 'View basket' }).click();
    await expect(page).toHaveURL(`${WEB_URL}/en/basket`);
    await page.getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(`${WEB_URL}/en/payment`);
    await payWith(page, 'en', 'card');
    await playPayer(page, 'en', 'Payment succeeds');
    await expectPaid(page, 'en');
    // The payment page says when the pre-ordered book arrives, in the paid text too.
    await expect(page.getByTestId('paid-preorders')).toContainText(
      `“${TITLE}”: pre-ordered, arrives on`,
    );
    await expect(page.getByTestId('paid-body')).not.toContainText('on your bookshelf');
    await expect(page.getByTestId('order-preorder')).toContainText('Pre-ordered: arrives on');

    // The order: paid, its book pre-ordered with the day it arrives.
    await page.getByRole('link', { name: 'View order details' }).click();
    await expect(page).toHaveURL(/\/en\/orderdetails\/\d+$/);
    const preordered = page.getByTestId('order-preorder');
    await expect(preordered).toContainText(TITLE);
    await expect(preordered).toContainText('Pre-ordered: arrives on');
    await expect(preordered.getByRole('button', { name: 'Cancel pre-order' })).toBeVisible();
    await screenshot(page, 'order-en.png', { fullPage: true });

    // The bookshelf shows it coming, not as a book to read yet.
    await page.getByRole('button', { name: `My account: ${customer.firstName}` }).click();
    await page.getByRole('menuitem', { name: 'My bookshelf' }).click();
    await expect(page).toHaveURL(/\/en\/bookshelf$/);
    await expect(page.getByTestId('coming-preorders')).toContainText(TITLE);
    await expect(page.getByRole('link', { name: `Read “${TITLE}”` })).toHaveCount(0);
    await screenshot(page, 'bookshelf-en.png');

    // Release day: the release job delivers it (the test hook brings its time to now).
    const released = await page.request.post(`${API_URL}/v2/test/preorders/release`, {
      data: { Data: { BookId: bookId } },
    });
    expect(released.status(), await released.text()).toBe(200);
    expect(((await released.json()) as { Data: { Delivered: number } }).Data.Delivered).toBe(1);

    // On the shelf now; it opens in the reader.
    await page.reload();
    await expect(page.getByTestId('coming-preorders')).toHaveCount(0);
    await page.getByRole('link', { name: `Read “${TITLE}”` }).click();
    await expect(page).toHaveURL(new RegExp(`/en/bookshelf/read/${bookId}$`));
    await expect
      .poll(() => page.frames().some((frame) => frame.url().startsWith('blob:')), {
        timeout: 20_000,
      })
      .toBe(true);
  });
});
