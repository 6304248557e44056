import path from 'node:path';
import { expect, test } from '@playwright/test';
import { WEB_URL } from '../../web/e2e/test-servers';
import { signInStaff } from './staff';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');

/**
 * A catalog editor creates a book in the back office with a cover, an EPUB and its sample,
 * publishes it, and the storefront's cached "New releases" page shows it within seconds, as after
 * an import (issue 24: "creates a book with a cover, an EPUB and a sample, publishes it and sees
 * it in the storefront within seconds"); then puts it in a new topic, whose page in the store
 * (opened with "View in store") lists it.
 */
test('a catalog editor creates a book with its files, publishes it, and the store shows it', async ({
  page,
  browser,
}) => {
  // A staff set-up, a book with three uploads and a topic: more than the default 30 s when loaded.
  test.setTimeout(90_000);
  const title = `The Lantern Keeper ${Date.now().toString(36)}`;
  // Released today (the store's dates are UTC calendar days): first among the new releases.
  const today = new Date().toISOString().slice(0, 10);

  // The storefront's cached "New releases" page, rendered before the book exists.
  const shopper = await browser.newContext({ locale: 'en-US', baseURL: WEB_URL });
  const shop = await shopper.newPage();
  await shop.goto('/en/newproducts');
  await expect(shop.getByTestId('book-card').first()).toBeVisible();
  await expect(shop.getByText(title)).toHaveCount(0);

  try {
    await signInStaff(page, { role: 'catalog_editor', locale: 'en' });
    await page.getByRole('menuitem', { name: 'Books', exact: true }).click();
    await page.getByRole('link', { name: 'Create' }).click();

    // Details, both languages.
    await page.getByLabel('Title (Thai)', { exact: false }).fill(`ผู้เฝ้าตะเกียง ${title}`);
    await page.getByLabel('Title (English)', { exact: false }).fill(title);
    await page.getByLabel('Short description (English)').fill('A keeper of lanterns on a hill.');
    // The date pickers' help is translated like every input's (not its message key).
    await expect(
      page.getByText('While this time is ahead the book sells as a pre-order', { exact: false }),
    ).toBeVisible();
    // MUI X's date field: day, month and year typed into its sections (English: DD/MM/YYYY).
    const [year, month, day] = today.split('-');
    await page.getByRole('group', { name: 'Release date' }).getByRole('spinbutton').first().click();
    await page.keyboard.type(`${day}${month}${year}`);
    // Price.
    await page.getByRole('tab', { name: 'Price and sale' }).click();
    await page.getByLabel('Regular price (baht)', { exact: false }).fill('159');
    await page.getByRole('button', { name: 'Save' }).click();

    // Saved as a draft; its page opens on the edit form.
    await expect(page.getByTestId('book-status')).toHaveText('Draft', { timeout: 10_000 });
    await page.getByRole('tab', { name: 'Files and cover' }).click();

    await page
      .getByLabel('Upload cover')
      .setInputFiles(path.join(FIXTURES, 'lantern-keeper-cover.jpg'));
    await expect(page.getByText('JPEG, PNG or WebP, upright about 7:10')).toBeVisible();
    await expect(page.getByTestId('book-cover')).toHaveAttribute('src', /\/cover\?v=[0-9a-f]{12}$/);

    await page
      .getByLabel('Upload EPUB', { exact: true })
      .setInputFiles(path.join(FIXTURES, 'lantern-keeper.epub'));
    const epubState = page.getByTestId('book-file-EPUB-state');
    await expect(epubState).toContainText('sample');
    await page
      .getByLabel('Upload EPUB sample')
      .setInputFiles(path.join(FIXTURES, 'lantern-keeper.sample.epub'));
    await expect(epubState).toHaveText(/3\.\d kB · sample 3\.\d kB/);

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByTestId('book-status')).toHaveText('Published');

    // The store follows the catalog version: the cached page shows the book within seconds.
    const card = shop.getByTestId('book-card').filter({ hasText: title });
    await expect(async () => {
      await shop.reload();
      await expect(card).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 10_000, intervals: [500, 1_000] });
    await card.getByRole('link').first().click();
    await expect(shop.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(shop.getByText('฿159').first()).toBeVisible();

    // The editor puts the book in a new topic; the topic's page in the store lists it.
    const topic = `Lanterns at dusk ${title.split(' ').at(-1)}`;
    await page.getByRole('menuitem', { name: 'Topics' }).click();
    await page.getByRole('link', { name: 'Create' }).click();
    await page.getByRole('textbox', { name: 'Code (address' }).fill(topic.replaceAll(' ', '-'));
    await page.getByRole('textbox', { name: 'Title (Thai)' }).fill(`ตะเกียงยามค่ำ ${topic}`);
    await page.getByRole('textbox', { name: 'Title (English)' }).fill(topic);
    await page.getByRole('combobox', { name: 'Add a book' }).fill(title);
    await page.getByRole('option', { name: title }).click();
    await expect(page.getByTestId('topic-book')).toHaveText(new RegExp(title));
    await page.getByRole('button', { name: 'Save' }).click();
    const storePage = page.waitForEvent('popup');
    await page.getByRole('link', { name: 'View in store' }).click();
    const topicPage = await storePage;
    await expect(topicPage.getByRole('heading', { level: 1 })).toHaveText(topic);
    await expect(topicPage.getByTestId('book-card').filter({ hasText: title })).toBeVisible();
  } finally {
    await shopper.close();
  }
});
