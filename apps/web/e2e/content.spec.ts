import { expect, test, type Page } from '@playwright/test';
import { waitForEmail } from './outbox';
import { API_URL } from './test-servers';

/** The content groups the footer links to, and what the API says each page's title is. */
const GROUPS = ['howto', 'purchaseprocess', 'termandcondition', 'policy'] as const;

type Language = 'th' | 'en';

const contentOf = async (page: Page, language: Language, group: string, key: string) => {
  const response = await page.request.get(`${API_URL}/v2/common/dynamic-content/${group}/${key}`, {
    headers: { Language: language },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).Data as {
    Title: string;
    Pages: { Key: string; Title: string }[];
  };
};

const TEXTS = {
  th: {
    prefix: '',
    topicLabel: 'เรื่องที่ต้องการติดต่อ',
    topic: 'การดาวน์โหลดและการอ่าน',
    send: 'ส่งข้อความ',
    sent: 'ส่งข้อความเรียบร้อยแล้ว',
    name: 'ชื่อ',
    email: 'อีเมล',
    message: 'ข้อความ',
    required: 'กรุณากรอกช่องนี้',
    body: 'ดาวน์โหลดหนังสือแล้วเปิดในแอปอ่านไม่ได้ ช่วยแนะนำด้วยครับ',
  },
  en: {
    prefix: '/en',
    topicLabel: 'Topic',
    topic: 'Downloading and reading',
    send: 'Send message',
    sent: 'Your message has been sent',
    name: 'Name',
    email: 'E-mail',
    message: 'Message',
    required: 'Please fill in this field.',
    body: 'The book I downloaded does not open in my reading app. What should I do?',
  },
} as const;

// One language per journey (docs/testing.md): English here.
for (const language of ['en'] as Language[]) {
  const texts = TEXTS[language];

  test.describe(`content pages and contact us (${language})`, () => {
    test.use({ locale: language === 'th' ? 'th-TH' : 'en-US' });

    test('every content page from the footer, a page of a group, and a message to the store', async ({
      page,
    }) => {
      await page.goto(`${texts.prefix}/`);
      const footer = page.locator('footer');

      for (const group of GROUPS) {
        const index = await contentOf(page, language, group, 'index');
        await footer.locator(`a[href="${texts.prefix}/${group}"]`).click();
        await expect(page).toHaveURL(new RegExp(`${texts.prefix}/${group}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(index.Title);
        await expect(page).toHaveTitle(
          new RegExp(index.Title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
        );
      }

      // A page of a group, from the side navigation; then an unknown key is the 404 page.
      const howto = await contentOf(page, language, 'howto', 'index');
      const other = howto.Pages.find((link) => link.Key !== 'index')!;
      await page.goto(`${texts.prefix}/howto`);
      await page
        .getByRole('navigation', {
          name: language === 'th' ? 'หน้าในหมวดนี้' : 'Pages in this section',
        })
        .getByRole('link', { name: other.Title })
        .click();
      await expect(page).toHaveURL(new RegExp(`${texts.prefix}/howto/${other.Key}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(other.Title);
      const missing = await page.goto(`${texts.prefix}/howto/no-such-page`);
      expect(missing?.status()).toBe(404);

      // Contact us, from the footer.
      await page.goto(`${texts.prefix}/`);
      await footer.locator(`a[href="${texts.prefix}/contactus"]`).click();
      await expect(page).toHaveURL(new RegExp(`${texts.prefix}/contactus$`));
      await page.getByRole('button', { name: texts.send }).click();
      await expect(page.getByText(texts.required).first()).toBeVisible();

      const email = `contact.${language}.${Date.now()}@example.com`;
      const field = (label: string) => page.getByLabel(new RegExp(`^${label}`));
      await field(texts.topicLabel).selectOption({ label: texts.topic });
      await field(texts.name).fill(language === 'th' ? 'สมชาย ใจดี' : 'Sam Reader');
      await field(texts.email).fill(email);
      await field(texts.message).fill(texts.body);
      const sentAt = new Date(Date.now() - 1000);
      await page.getByRole('button', { name: texts.send }).click();

      const success = page.getByTestId('contact-success');
      await expect(success).toContainText(texts.sent);
      const reference = (await page.getByTestId('contact-reference').textContent())!.trim();
      expect(reference).toMatch(/^C-[A-Z0-9]{6}$/);
      const acknowledgment = await waitForEmail(email, 'contact-received', sentAt);
      expect(acknowledgment.subject).toContain(reference);
      expect(acknowledgment.text).toContain(texts.topic);
    });
  });
}
