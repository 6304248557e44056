import { createCustomer, logInThroughProxy } from './address-auth';
import { prefixOf, type Lang } from './buying';
import { expect, test } from './fixtures';
import { WEB_URL } from './test-servers';

/** What each language says on the way (messages/{th,en}.json). */
const WORDS = {
  th: {
    cardHeart: (name: string) => `รายการโปรด: ${name}`,
    added: (name: string) => `เพิ่ม “${name}” ในรายการโปรดแล้ว`,
    pageAdd: 'เพิ่มในรายการโปรด',
    pageOnList: 'อยู่ในรายการโปรดแล้ว',
    menu: /^บัญชีของฉัน/,
    menuLink: 'รายการโปรด',
    title: 'รายการโปรด',
    move: (name: string) => `ย้ายไปตะกร้า: ${name}`,
    moved: (name: string) => `ย้าย “${name}” ไปที่ตะกร้าแล้ว`,
    basketLink: 'ตะกร้าสินค้า (1 เล่ม)',
    pleaseLogin: 'กรุณาเข้าสู่ระบบเพื่อดำเนินการต่อ',
  },
  en: {
    cardHeart: (name: string) => `Wish list: ${name}`,
    added: (name: string) => `“${name}” is on your wish list.`,
    pageAdd: 'Add to wish list',
    pageOnList: 'On your wish list',
    menu: /^My account/,
    menuLink: 'My wish list',
    title: 'Wish list',
    move: (name: string) => `Move to basket: ${name}`,
    moved: (name: string) => `“${name}” moved to your basket.`,
    basketLink: 'Basket (1 book)',
    pleaseLogin: 'Please log in to continue.',
  },
} as const;

const journey = (lang: Lang) => {
  test(`a new customer hearts books on a listing and a book page, then moves one to the basket`, async ({
    page,
  }) => {
    const words = WORDS[lang];
    const prefix = prefixOf(lang);
    const customer = await createCustomer();

    // A guest's heart asks for a login (the wish list is a customer's).
    await page.goto(`${prefix}/newproducts`);
    const card = page.getByTestId('book-card').first();
    const listed = ((await card.getByRole('heading', { level: 3 }).textContent()) ?? '').trim();
    const cardHeart = card.getByRole('button', { name: words.cardHeart(listed) });
    await expect(cardHeart).toHaveAttribute('aria-pressed', 'false');
    await cardHeart.click();
    await expect(page.getByRole('dialog')).toContainText(words.pleaseLogin);

    // Signed in, the heart adds the book and says so.
    await logInThroughProxy(page, customer);
    await page.goto(`${prefix}/newproducts`);
    await cardHeart.click();
    await expect(page.getByText(words.added(listed))).toBeVisible();
    await expect(cardHeart).toHaveAttribute('aria-pressed', 'true');

    // The book page's heart (another book of the listing).
    const other = await page
      .getByTestId('book-card')
      .nth(2)
      .getByRole('link')
      .first()
      .getAttribute('href');
    await page.goto(other ?? '');
    const title = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
    await page.getByRole('button', { name: words.pageAdd }).click();
    const pageHeart = page.getByRole('button', { name: words.pageOnList });
    await expect(pageHeart).toHaveAttribute('aria-pressed', 'true');

    // The account menu leads to the wish list: newest first.
    await page.getByRole('button', { name: words.menu }).click();
    await page.getByRole('menuitem', { name: words.menuLink, exact: true }).click();
    await expect(page).toHaveURL(`${WEB_URL}${prefix}/wishlist`);
    await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
    const items = page.getByTestId('wishlist-item');
    await expect(items).toHaveCount(2);
    await expect(items.first().getByRole('heading', { level: 2 })).toHaveText(title);

    await page.getByRole('button', { name: words.move(title) }).click();
    await expect(page.getByText(words.moved(title))).toBeVisible();
    await expect(items).toHaveCount(1);
    await expect(items.first().getByRole('heading', { level: 2 })).toHaveText(listed);
    await expect(page.getByRole('link', { name: words.basketLink })).toBeVisible();

    await page.goto(`${prefix}/basket`);
    await expect(page.getByTestId('basket-item')).toHaveCount(1);
    await expect(page.getByTestId('basket-item').getByRole('heading', { level: 2 })).toHaveText(
      title,
    );
  });
};

test.describe('wish list', () => {
  test.describe('in Thai', () => {
    test.use({ locale: 'th-TH' });
    journey('th');
  });
});
