import { randomUUID } from 'node:crypto';
import { request } from '@playwright/test';
import { expect, test, type TestCustomer } from './address-auth';
import { waitForEmail, waitForEmailWhere } from './outbox';
import { API_URL } from './test-servers';
import type { Page } from '@playwright/test';

/**
 * Publishers (docs/publishers.md), in Thai: a new customer applies to sell and sees the
 * pending status (the acknowledgment reaches the outbox), then writes to a publisher and the
 * message reaches the outbox with the customer as reply-to. Edge cases are the API tests'.
 */
const PUBLISHER_ID = 1;

const publisherName = async (language: 'th' | 'en'): Promise<string> => {
  const api = await request.newContext({ baseURL: API_URL });
  try {
    const response = await api.get(`/v2/catalog/vendor/${PUBLISHER_ID}?pageNumber=1`, {
      headers: { Language: language },
    });
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { Data: { Name: string } }).Data.Name;
  } finally {
    await api.dispose();
  }
};

type Words = {
  prefix: string;
  title: string;
  taxId: string;
  wrongTaxId: string;
  kind: RegExp;
  submit: string;
  pending: string;
  contactTitle: string;
  subject: string;
  message: string;
  send: string;
  sent: string;
};

const WORDS: Record<'th' | 'en', Words> = {
  th: {
    prefix: '',
    title: 'ขายอีบุ๊กกับหนังสือ',
    taxId: 'เลขประจำตัวประชาชน 13 หลัก',
    wrongTaxId: 'เลขประจำตัวผู้เสียภาษีไม่ถูกต้อง หลักสุดท้าย (เลขตรวจสอบ) ไม่ตรง กรุณาตรวจสอบการพิมพ์',
    kind: /^นวนิยาย/,
    submit: 'ส่งใบสมัคร',
    pending: 'รอการตรวจสอบ',
    contactTitle: 'ติดต่อสำนักพิมพ์',
    subject: 'หัวข้อ',
    message: 'ข้อความ',
    send: 'ส่งข้อความ',
    sent: 'ส่งข้อความแล้ว',
  },
  en: {
    prefix: '/en',
    title: 'Sell your e-books with Nangsue',
    taxId: 'Thai national ID number (13 digits)',
    wrongTaxId:
      'This tax ID is not valid: its last digit (the check digit) does not match. Please check it for a typo.',
    kind: /^Novels/,
    submit: 'Send the application',
    pending: 'Waiting for review',
    contactTitle: 'Contact the publisher',
    subject: 'Subject',
    message: 'Message',
    send: 'Send the message',
    sent: 'Message sent',
  },
};

const applyAndContact = async (page: Page, customer: TestCustomer, language: 'th' | 'en') => {
  const words = WORDS[language];
  const form = () => page.getByRole('form');
  const field = (name: string) => form().getByLabel(name, { exact: false }).first();

  await page.goto(`${words.prefix}/vendor/apply`);
  await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
  const pressEmail = `press-${randomUUID()}@example.com`;
  await field(language === 'th' ? 'ชื่อตามทะเบียน' : 'Legal name').fill('สมชาย ใจดี');
  await field(words.taxId).fill('1101700230705');
  await field(language === 'th' ? 'ชื่อสำนักพิมพ์ที่แสดงบนร้าน' : 'Publisher name shown').fill(
    'สำนักพิมพ์ใจดี',
  );
  await field(language === 'th' ? 'ชื่อผู้ติดต่อ' : 'Contact name').fill('สมชาย ใจดี');
  await field(language === 'th' ? 'เบอร์โทรศัพท์' : 'Phone').fill('081 234 5678');
  await field(language === 'th' ? 'อีเมล' : 'E-mail').fill(pressEmail);
  await field(language === 'th' ? 'ที่อยู่' : 'Address').fill('99 ถนนพระอาทิตย์ กรุงเทพมหานคร 10200');
  await form()
    .getByRole('combobox', { name: language === 'th' ? 'ธนาคาร' : 'Bank' })
    .selectOption('004');
  await field(language === 'th' ? 'ชื่อบัญชี' : 'Account name').fill('สมชาย ใจดี');
  await field(language === 'th' ? 'เลขที่บัญชี' : 'Account number').fill('123-4-56789-0');
  await form().getByRole('checkbox', { name: words.kind }).check();
  await form().getByRole('checkbox', { name: /^EPUB/ }).check();
  await form()
    .getByRole('combobox', { name: language === 'th' ? 'จำนวนเล่ม' : 'Titles you will bring' })
    .selectOption('11-50');

  // A typo in the tax id is said by its field before anything is sent.
  await page.getByRole('button', { name: words.submit }).click();
  await expect(form().getByText(words.wrongTaxId)).toBeVisible();
  await expect(field(words.taxId)).toBeFocused();
  await field(words.taxId).fill('1-1017-00230-70-8');
  await page.getByRole('button', { name: words.submit }).click();

  const status = page.getByTestId('publisher-status');
  await expect(status.getByRole('status')).toHaveText(words.pending);
  await expect(status).toContainText('******7890');
  await expect(status).not.toContainText('1234567890');
  await waitForEmail(pressEmail, 'publisher-application-received');

  // On a later visit the page shows the status, not the form.
  await page.reload();
  await expect(page.getByTestId('publisher-status').getByRole('status')).toHaveText(words.pending);

  const name = await publisherName(language);
  await page.goto(`${words.prefix}/contact-publisher/${PUBLISHER_ID}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `${words.contactTitle}: ${name}`,
  );
  const subject = `e2e ${randomUUID()}`;
  await page.getByLabel(words.subject).fill(subject);
  await page.getByLabel(words.message, { exact: true }).fill('สนใจติดต่อเรื่องลิขสิทธิ์แปล');
  await page.getByRole('button', { name: words.send }).click();
  await expect(page.getByTestId('contact-publisher-sent')).toContainText(words.sent);
  await expect(page.getByTestId('contact-publisher-sent')).toContainText(customer.email);

  const mail = await waitForEmailWhere(
    (email) => email.template === 'publisher-message' && email.subject.endsWith(subject),
    `to the publisher about ${subject}`,
  );
  expect(mail.replyTo).toBe(customer.email);
  expect(mail.text).toContain('สนใจติดต่อเรื่องลิขสิทธิ์แปล');
};

// One language per journey (docs/testing.md): Thai here; the English words stay for switching.
test.describe('publishers', () => {
  test.describe('in Thai', () => {
    test.use({ locale: 'th-TH' });

    test('a new customer applies to sell, sees the pending status, and writes to a publisher', async ({
      page,
      customer,
    }) => {
      await applyAndContact(page, customer, 'th');
    });
  });
});
