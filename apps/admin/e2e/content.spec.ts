import { randomInt } from 'node:crypto';
import { expect, request, test, type Page } from '@playwright/test';
import { createCustomer, type TestCustomer } from '../../web/e2e/address-auth';
import { waitForEmail } from '../../web/e2e/outbox';
import { API_URL } from '../../web/e2e/test-servers';
import { signInStaff } from './staff';

/** A book of the demo catalog that the storefront's review journey does not use. */
const BOOK_ID = 36;

/** The store's own calls, as a signed-in customer when `customer` is given. */
const storeApi = async () =>
  request.newContext({
    baseURL: API_URL,
    extraHTTPHeaders: { 'X-Forwarded-For': `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}` },
  });

const tokenOf = async (customer: TestCustomer): Promise<string> => {
  const api = await storeApi();
  try {
    const response = await api.post('/v2/customer/login', {
      data: { Data: { Email: customer.email, Password: customer.password } },
    });
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { Data: { Token: string } }).Data.Token;
  } finally {
    await api.dispose();
  }
};

const post = async (path: string, data: unknown, token?: string) => {
  const api = await storeApi();
  try {
    const response = await api.post(path, {
      headers: token ? { Token: token } : {},
      data: { Data: data },
    });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as { Data: Record<string, unknown> };
  } finally {
    await api.dispose();
  }
};

/**
 * Content moderation in Thai (issue 24): a publisher application, a contact-us message and a
 * reported review are made through the store's API; a content moderator then approves the
 * application (the applicant gets the e-mail), answers the message (the sender gets the reply)
 * and hides the review (it leaves the book's reviews on the store); the content pages' editor
 * previews Markdown as it is typed.
 */
/**
 * react-admin writes a search into the address after a pause; a row clicked before that is
 * undone (the list's address comes back), so the journey waits for it, as a person sees the list
 * settle.
 */
const searchApplied = async (page: Page, text: string) => {
  await expect(page).toHaveURL((url) => decodeURIComponent(url.href).includes(text));
};

test('ทีมดูแลเนื้อหาอนุมัติสำนักพิมพ์ ตอบข้อความติดต่อเรา และซ่อนรีวิวที่ถูกรายงาน', async ({ page }) => {
  const tag = Date.now().toString(36);
  const publisherName = `สำนักพิมพ์ทดสอบ ${tag}`;
  const contactEmail = `contact-${tag}@example.com`;
  const reviewTitle = `รีวิวโฆษณา ${tag}`;
  const replyText = `เพิ่มหนังสือเข้าชั้นหนังสือของคุณแล้วค่ะ (${tag})`;
  const praiseTitle = `อ่านสนุกมาก ${tag}`;
  const answerText = `ขอบคุณที่รีวิวค่ะ เล่มต่อไปจะมาเดือนหน้า (${tag})`;

  // The data, through the store's own calls.
  const [applicant, writer, reader] = await Promise.all([
    createCustomer(),
    createCustomer(),
    createCustomer(),
  ]);
  const [applicantToken, writerToken, readerToken] = await Promise.all(
    [applicant, writer, reader].map(tokenOf),
  );
  const applicationEmail = `press-${tag}@example.com`;
  await post(
    '/v2/publisher/RegisterPublisher',
    {
      AccountType: 'individual',
      LegalName: 'สมชาย ใจดี',
      PublisherName: publisherName,
      TaxId: '1101700230708',
      ContactName: 'สมชาย ใจดี',
      Email: applicationEmail,
      Phone: '0812345678',
      Address: '99 ถนนพระอาทิตย์ เขตพระนคร กรุงเทพมหานคร 10200',
      Website: '',
      BankCode: '004',
      BankAccountName: 'สมชาย ใจดี',
      BankAccountNumber: '1234567890',
      BookKinds: ['novel'],
      Formats: ['epub'],
      ExpectedTitles: '11-50',
      SampleTitles: '',
      Message: '',
    },
    applicantToken,
  );
  await post('/v2/common/contactus', {
    Topic: 'orders',
    Name: 'สมหญิง ผู้อ่าน',
    Email: contactEmail,
    Message: 'ซื้อหนังสือแล้วแต่ยังไม่ขึ้นในชั้นหนังสือค่ะ',
  });
  const written = await post(
    `/v2/product/productreviewsadd/${BOOK_ID}`,
    { Rating: 5, Title: reviewTitle, ReviewText: 'ซื้อของถูกได้ที่เว็บไซต์อื่น' },
    writerToken,
  );
  const reviewId = Number(written.Data.Id);
  await post(
    `/v2/product/productreviewreport/${reviewId}`,
    { Reason: 'spam', Note: 'โฆษณา' },
    readerToken,
  );
  await post(
    `/v2/product/productreviewsadd/${BOOK_ID}`,
    { Rating: 4, Title: praiseTitle, ReviewText: 'ตัวละครน่ารัก อ่านจบในคืนเดียว' },
    readerToken,
  );

  await signInStaff(page, { role: 'content_moderation', locale: 'th' });

  // 1. The application: found, approved, and the applicant is told by e-mail.
  await page.getByRole('menuitem', { name: 'ใบสมัครสำนักพิมพ์' }).click();
  await page.locator('input[name="q"]').fill(publisherName);
  await searchApplied(page, publisherName);
  await page.getByRole('row').filter({ hasText: publisherName }).click();
  await expect(page.getByTestId('application-status').first()).toHaveText('รอพิจารณา');
  await page.getByRole('button', { name: 'อนุมัติ', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'อนุมัติ', exact: true }).click();
  await expect(page.getByTestId('application-status').first()).toHaveText('อนุมัติแล้ว');
  const approval = await waitForEmail(applicationEmail, 'publisher-application-approved');
  expect(approval.subject).toBe(`ยินดีด้วย ใบสมัครสำนักพิมพ์ ${publisherName} ได้รับการอนุมัติแล้ว`);

  // 2. The contact message: answered in its thread and by e-mail.
  await page.getByRole('menuitem', { name: 'ข้อความติดต่อเรา' }).click();
  await page.locator('input[name="q"]').fill(contactEmail);
  await searchApplied(page, contactEmail);
  await page.getByRole('row').filter({ hasText: contactEmail }).click();
  await expect(page.getByTestId('contact-state').first()).toHaveText('รอตอบ');
  await page.getByRole('button', { name: 'ตอบกลับ' }).click();
  await page.getByRole('dialog').getByLabel('คำตอบ').fill(replyText);
  await page.getByRole('dialog').getByRole('button', { name: 'ตอบกลับ' }).click();
  await expect(page.getByTestId('contact-reply')).toContainText(replyText);
  await expect(page.getByTestId('contact-state').first()).toHaveText('ตอบแล้ว');
  const reply = await waitForEmail(contactEmail, 'contact-reply');
  expect(reply.text).toContain(replyText);

  // 3. The reported review: hidden for good.
  await page.getByRole('menuitem', { name: 'รีวิว', exact: true }).click();
  await page.locator('input[name="q"]').fill(reviewTitle);
  await searchApplied(page, reviewTitle);
  await page.getByRole('row').filter({ hasText: reviewTitle }).click();
  await expect(page.getByTestId('review-status').first()).toHaveText('ถูกรายงาน');
  await page.getByRole('button', { name: 'ซ่อนรีวิว' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'ซ่อนรีวิว' }).click();
  await expect(page.getByTestId('review-status').first()).toHaveText('ซ่อนแล้ว');

  // A published review, found among all reviews, answered in public (its writer's e-mail: the
  // API tests, reviews-answers.routes.test.ts).
  await page.getByRole('menuitem', { name: 'รีวิว', exact: true }).click();
  await page.getByRole('combobox', { name: 'สถานะ' }).click();
  await page.getByRole('option', { name: 'รีวิวทั้งหมด' }).click();
  await page.locator('input[name="q"]').fill(praiseTitle);
  await searchApplied(page, praiseTitle);
  await page.getByRole('row').filter({ hasText: praiseTitle }).click();
  await page.getByRole('button', { name: 'ตอบรีวิว' }).click();
  await page.getByRole('dialog').getByLabel('คำตอบ').fill(answerText);
  await page.getByRole('dialog').getByRole('button', { name: 'ตอบและแจ้งผู้เขียน' }).click();
  await expect(page.getByTestId('review-answer')).toContainText(answerText);

  // 4. The content pages' editor previews Markdown as it is typed (left unsaved: the storefront's
  // journeys read these pages).
  await page.getByRole('menuitem', { name: 'หน้าเนื้อหา' }).click();
  await page.getByRole('row').nth(1).click();
  await page.getByLabel('เนื้อหา (Markdown)').fill(`## ตัวอย่าง ${tag}\n\n- **ข้อหนึ่ง**`);
  const preview = page.getByTestId('markdown-preview');
  await expect(preview.getByRole('heading', { name: `ตัวอย่าง ${tag}` })).toBeVisible();
  await expect(preview.locator('li strong')).toHaveText('ข้อหนึ่ง');

  const api = await storeApi();
  try {
    const reviews = await api.get(`/v2/product/productreviewspagging?productId=${BOOK_ID}`);
    expect(await reviews.text()).not.toContain(reviewTitle);
    const praised = (
      (await reviews.json()) as {
        Data: { Items: { Title: string; StoreAnswer: { Body: string } | null }[] };
      }
    ).Data.Items.find((item) => item.Title === praiseTitle);
    expect(praised?.StoreAnswer?.Body).toBe(answerText);
  } finally {
    await api.dispose();
  }
});
