import { expect, test } from './address-auth';
import {
  addBook,
  claimRedeemCode,
  expectPaid,
  goToCheckout,
  mintRedeemCode,
  payWith,
  playPayer,
  prefixOf,
  type Lang,
} from './buying';

/**
 * Reviews (docs/reviews.md): a new customer gets a book, writes a review on its page, and sees it
 * with the verified-buyer mark on the book page and on `/book-review/{id}`. One language per
 * journey (docs/testing.md): English here, where the book arrives as a gift's code (buying is the
 * checkout journeys' subject); run in Thai, the book is bought through the checkout with the demo
 * card. Books 33 and 35
 * are used by no other journey, so their ratings change for this one only; their demo reviews
 * (docs/reviews.md) are there too, and the new review, the newest, comes first among them.
 */
const WORDS = {
  th: {
    paid: 'ชำระสำเร็จ',
    heading: 'รีวิวจากผู้อ่าน',
    write: 'เขียนรีวิว',
    dialog: 'เขียนรีวิว',
    stars: '4 ดาว',
    title: 'หัวข้อ',
    text: 'รีวิวของคุณ',
    save: 'บันทึกรีวิว',
    short: 'ข้อความรีวิว: กรุณาเขียนอย่างน้อย 10 ตัวอักษร',
    edit: 'แก้ไขรีวิวของคุณ',
    verified: 'ซื้อแล้ว',
    all: /^รีวิวทั้งหมด \(\d+\)$/,
    pageTitle: /^รีวิวหนังสือ /,
  },
  en: {
    paid: 'Payment succeeds',
    heading: 'Reader reviews',
    write: 'Write a review',
    dialog: 'Write a review',
    stars: '4 stars',
    title: 'Title',
    text: 'Your review',
    save: 'Save review',
    short: 'Review: please write at least 10 characters.',
    edit: 'Edit your review',
    verified: 'Verified buyer',
    all: /^All reviews \(\d+\)$/,
    pageTitle: /^Reviews of /,
  },
} as const;

const journey = (lang: Lang, bookId: number, title: string, text: string) => {
  const words = WORDS[lang];
  test(`a new customer gets a book, reviews it and sees the verified mark (${lang})`, async ({
    page,
    customer,
  }) => {
    test.setTimeout(45_000);
    expect(customer.email).toContain('@');
    if (lang === 'th') {
      await addBook(page, lang, bookId);
      await goToCheckout(page, lang);
      await payWith(page, lang, 'card');
      await playPayer(page, lang, words.paid);
      await expectPaid(page, lang);
    } else {
      await claimRedeemCode(page, mintRedeemCode('--book', String(bookId)));
    }

    await page.goto(`${prefixOf(lang)}/book-detail/${bookId}`);
    const block = page.getByRole('region', { name: words.heading });
    await block.getByRole('button', { name: words.write }).click();
    const dialog = page.getByRole('dialog', { name: words.dialog });
    await dialog.locator('label', { hasText: words.stars }).click();
    await dialog.getByLabel(words.title, { exact: true }).fill(title);
    // Too short first: the API's message, in the page's language.
    await dialog.getByLabel(words.text, { exact: true }).fill('สั้น');
    await dialog.getByRole('button', { name: words.save }).click();
    await expect(dialog.getByRole('alert')).toContainText(words.short);
    await dialog.getByLabel(words.text, { exact: true }).fill(text);
    await dialog.getByRole('button', { name: words.save }).click();
    await expect(dialog).toBeHidden();

    const mine = block.locator('article', { hasText: title });
    await expect(mine).toContainText(words.verified);
    await expect(mine).toContainText(text);
    await expect(block.getByRole('button', { name: words.edit })).toBeVisible();

    await block.getByRole('link', { name: words.all }).click();
    await expect(page).toHaveURL(new RegExp(`${prefixOf(lang)}/book-review/${bookId}$`));
    await expect(page.getByRole('heading', { level: 1, name: words.pageTitle })).toBeVisible();
    const listed = page.locator('article', { hasText: title });
    await expect(listed).toContainText(words.verified);
    // The fixture's customer is สมชาย ใจดี: first name and the surname's first consonant.
    await expect(listed).toContainText('สมชาย จ.');
    // No review shows the writer's e-mail (the account menu may).
    await expect(page.locator('article').filter({ hasText: customer.email })).toHaveCount(0);
  });
};

test.describe('reviews', () => {
  test.describe('in English', () => {
    test.use({ locale: 'en-US' });
    journey('en', 35, 'Hard to put down', 'Read it in one sitting.\nThe characters feel real.');
  });
});
