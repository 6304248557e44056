import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { createCustomer } from '../../web/e2e/address-auth';
import { linkPathOf, waitForEmail } from '../../web/e2e/outbox';
import {
  applyAsPublisher,
  FIXTURES,
  personContext,
  portalMember,
  portalSecondStep,
  PORTAL_WORDS,
  runStoreDb,
  search,
  signInToPortal,
  type PortalMember,
} from './portal';
import { signInStaff } from './staff';
import { buyBooks } from './store';
import { ADMIN_URL } from './test-servers';

/**
 * The publisher portal in Thai, end to end (issue 25), each screen reached by clicking: a customer
 * applies (the store's own call) and staff approve in the back office; the applicant opens the
 * portal (the approval e-mail's link), enrols an authenticator and invites an editor, who accepts
 * from the invitation e-mail and sees the portal as an editor; the owner makes a title in Thai and
 * English, uploads its cover and EPUB, previews it in the store's reader (the watermark shown on
 * its copyright page) and sends it for review; staff approve it with a comment; a reader buys it
 * (the store's calls, store.ts); the `sales.refresh` job runs (store-db.mjs) and the sales overview
 * shows the sale; staff confirm the payee and issue last month's statement (the sale moved into
 * it, as the royalty tests do), the publisher downloads its PDF, staff mark it paid, and the
 * publisher downloads the 50 ทวิ certificate; both PDFs, read by pdftotext, name the organisation.
 *
 * The steps share one staff member, one publisher and their browsers (`describe.serial`); a step
 * fails the ones after it. About 40 s here (docs/testing.md).
 */

const words = PORTAL_WORDS.th;

const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const publisherName = `สำนักพิมพ์ตะเกียงแก้ว ${tag}`;
const legalName = `บริษัท ตะเกียงแก้ว ${tag} จำกัด`;
const applicationEmail = `lantern-press-${tag}@example.com`;
const titleTh = `ผู้เฝ้าตะเกียง ${tag}`;
const titleEn = `The Lantern Keeper ${tag}`;
const approvalComment = `ปกและไฟล์เรียบร้อย ขึ้นร้านได้เลยค่ะ (${tag})`;

let staffContext: BrowserContext;
let staffPage: Page;
let publisherContext: BrowserContext;
let publisherPage: Page;
let owner: PortalMember;
let bookId = 0;
let orderId = 0;

test.describe.serial('สำนักพิมพ์ในระบบสำหรับสำนักพิมพ์ (ภาษาไทย)', () => {
  test.beforeAll(async ({ browser }) => {
    staffContext = await personContext(browser);
    staffPage = await staffContext.newPage();
    publisherContext = await personContext(browser);
    publisherPage = await publisherContext.newPage();
  });

  test.afterAll(async () => {
    await staffContext?.close();
    await publisherContext?.close();
  });

  test('ผู้สมัครได้รับอนุมัติ เข้าระบบสำหรับสำนักพิมพ์ครั้งแรกและตั้งค่าแอปยืนยันตัวตน', async () => {
    test.setTimeout(60_000);
    const applicant = await createCustomer();
    owner = portalMember(applicant);
    await applyAsPublisher(applicant, {
      publisherName,
      legalName,
      email: applicationEmail,
      accountType: 'company',
      taxId: '0105558000014',
    });

    // Staff approve the application in the back office.
    await signInStaff(staffPage, { role: 'owner', locale: 'th' });
    await staffPage.getByRole('menuitem', { name: 'ใบสมัครสำนักพิมพ์' }).click();
    await search(staffPage, publisherName);
    await staffPage.getByRole('row').filter({ hasText: publisherName }).click();
    await staffPage.getByRole('button', { name: 'อนุมัติ', exact: true }).click();
    await staffPage.getByRole('dialog').getByRole('button', { name: 'อนุมัติ', exact: true }).click();
    await expect(staffPage.getByTestId('application-status').first()).toHaveText('อนุมัติแล้ว');

    // The approval e-mail links the portal; its front door asks for the store account, then the
    // authenticator the first time.
    const approval = await waitForEmail(applicationEmail, 'publisher-application-approved');
    expect(approval.links).toContain(`${ADMIN_URL}/portal`);
    await signInToPortal(publisherPage, owner, 'th');
    const organisation = publisherPage.getByTestId('portal-organisation');
    await expect(organisation).toContainText(publisherName);
    await expect(organisation).toContainText(legalName);
    await expect(organisation).toContainText(words.owner);
  });

  test('เจ้าของเชิญบรรณาธิการ บรรณาธิการตอบรับจากอีเมลและเห็นระบบในบทบาทบรรณาธิการ', async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const editorCustomer = await createCustomer({ firstName: 'มาลี', lastName: 'ศรีสุข' });
    const editor = portalMember(editorCustomer);

    await publisherPage.getByRole('menuitem', { name: words.members }).click();
    await publisherPage.getByLabel(words.email, { exact: false }).fill(editor.email);
    await publisherPage.getByRole('button', { name: words.invite }).click();
    await expect(publisherPage.getByText(`ส่งคำเชิญถึง ${editor.email} แล้ว`)).toBeVisible();
    await expect(
      publisherPage.getByTestId('portal-invitations').getByRole('row').filter({
        hasText: editor.email,
      }),
    ).toContainText(words.editor);

    // The editor opens the link of the e-mail (Thai, the inviter's language) in their own browser.
    const invitation = await waitForEmail(editor.email, 'publisher-invitation');
    expect(invitation.text).toContain(publisherName);
    const editorContext = await personContext(browser);
    try {
      const editorPage = await editorContext.newPage();
      await editorPage.goto(`${ADMIN_URL}${linkPathOf(invitation, '/portal/invitations/')}`);
      await expect(editorPage.getByRole('heading', { level: 1 })).toHaveText('คำเชิญเข้าร่วมสำนักพิมพ์');
      await expect(
        editorPage.getByText(`${publisherName} เชิญ ${editor.email} เข้าร่วมในบทบาท${words.editor}`),
      ).toBeVisible();
      await expect(editorPage.getByLabel(words.email, { exact: false })).toHaveValue(editor.email);
      await editorPage.getByLabel(words.password, { exact: false }).first().fill(editor.password);
      await editorPage.getByRole('button', { name: words.accept }).click();
      await portalSecondStep(editorPage, editor, 'th');
      await expect(editorPage.getByTestId('portal-organisation')).toContainText(words.editor);
      // An editor manages titles, not people.
      await expect(editorPage.getByRole('menuitem', { name: words.titles })).toBeVisible();
      await expect(editorPage.getByRole('menuitem', { name: words.members })).toHaveCount(0);
    } finally {
      await editorContext.close();
    }

    // The owner's list of members has the editor, with the authenticator set up.
    await publisherPage.reload();
    const row = publisherPage
      .getByTestId('portal-members')
      .getByRole('row')
      .filter({ hasText: editor.email });
    await expect(row).toContainText(words.editor);
    await expect(row).toContainText('ตั้งค่าแล้ว');
  });

  test('เจ้าของสร้างหนังสือสองภาษา อัปโหลดปกและ EPUB ดูตัวอย่างพร้อมลายน้ำ แล้วส่งตรวจ', async () => {
    test.setTimeout(90_000);
    const page = publisherPage;
    await page.getByRole('menuitem', { name: words.titles, exact: true }).click();
    await page.getByRole('link', { name: 'สร้าง' }).click();

    await page.getByLabel('ชื่อเรื่อง (ไทย)').fill(titleTh);
    await page.getByLabel('ชื่อเรื่อง (อังกฤษ)').fill(titleEn);
    await page.getByLabel('คำโปรย (ไทย)').fill('ชายชราผู้จุดตะเกียงบนเนินเขาทุกค่ำคืน');
    await page.getByLabel('คำโปรย (อังกฤษ)').fill('An old man lights the lanterns on the hill.');
    await page.getByLabel('ชื่อ (ไทย)', { exact: true }).fill('มาลี ศรีสุข');
    await page.getByLabel('ชื่อ (อังกฤษ)', { exact: true }).fill('Mali Srisuk');
    await page.getByRole('combobox', { name: 'หมวดหมู่' }).fill('แฟนตาซี');
    await page
      .getByRole('option', { name: /แฟนตาซี/ })
      .first()
      .click();
    await page.getByLabel('ราคาปกติ (บาท)', { exact: false }).fill('129');
    await page.getByRole('button', { name: 'บันทึก' }).click();

    // Saved as a draft; its page opens.
    await expect(page.getByTestId('title-state')).toHaveText('ฉบับร่าง', { timeout: 10_000 });
    bookId = Number(/\/titles\/(\d+)/.exec(page.url())?.[1]);
    expect(bookId).toBeGreaterThan(0);

    await page.getByRole('tab', { name: 'ไฟล์และปก' }).click();
    await page
      .getByLabel('อัปโหลดปก')
      .setInputFiles(path.join(FIXTURES, 'lantern-keeper-cover.jpg'));
    await expect(
      page.getByText('JPEG, PNG หรือ WebP แนวตั้งประมาณ 7:10', { exact: false }),
    ).toBeVisible({ timeout: 10_000 });
    await page
      .getByLabel('อัปโหลดไฟล์ EPUB', { exact: true })
      .setInputFiles(path.join(FIXTURES, 'lantern-keeper.epub'));
    // Stored, with a sample cut from its first chapter.
    await expect(page.getByTestId('title-file-EPUB-state')).toHaveText(/kB · ตัวอย่าง .*B/, {
      timeout: 15_000,
    });

    // The preview opens the store's reader in a new tab, the file stamped as a buyer's copy is.
    const opened = publisherContext.waitForEvent('page');
    await page.getByRole('button', { name: 'ดูตัวอย่างในโปรแกรมอ่าน' }).click();
    const preview = await opened;
    try {
      await expect(preview).toHaveURL(new RegExp(`/preview/read/${bookId}`), { timeout: 20_000 });
      await expect(preview.getByRole('heading', { level: 1 })).toContainText('ตัวอย่างก่อนเผยแพร่');
      try {
        await expectWatermark(preview, 'ตัวอย่างก่อนเผยแพร่');
      } catch {
        // A rare "Failed to fetch" of the preview's file (2 opens in ~30, not yet understood,
        // noted in issue 25's closing note): the member reloads, as a reader would.
        await preview.reload();
        await expectWatermark(preview, 'ตัวอย่างก่อนเผยแพร่');
      }
    } finally {
      await preview.close();
    }

    // Sent for review with a note to the reviewer.
    await page.getByRole('button', { name: 'ส่งตรวจ', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('ข้อความถึงผู้ตรวจ (ไม่บังคับ)').fill('เล่มแรกของสำนักพิมพ์ค่ะ');
    await dialog.getByRole('button', { name: 'ส่งตรวจ', exact: true }).click();
    await expect(page.getByTestId('title-state')).toHaveText('รอตรวจ');
  });

  test('ทีมงานอนุมัติหนังสือพร้อมความเห็น สำนักพิมพ์เห็นหนังสือวางขายและความเห็น', async () => {
    test.setTimeout(60_000);
    const page = staffPage;
    await page.getByRole('menuitem', { name: 'หนังสือรอตรวจ' }).click();
    await search(page, titleTh);
    await page.getByRole('row').filter({ hasText: titleTh }).click();
    await expect(page.getByTestId('submission-status').first()).toHaveText('รอตรวจ');
    await expect(page.getByTestId('submission-history')).toContainText('เล่มแรกของสำนักพิมพ์ค่ะ');
    await page.getByRole('button', { name: 'อนุมัติ', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('ความเห็นถึงสำนักพิมพ์ (ไม่บังคับ)').fill(approvalComment);
    await dialog.getByRole('button', { name: 'อนุมัติ', exact: true }).click();
    await expect(page.getByTestId('submission-status').first()).toHaveText('อนุมัติแล้ว');
    await waitForEmail(owner.email, 'title-approved');

    // The publisher's page of the title: in the store, staff's comment in its history.
    await publisherPage.reload();
    await expect(publisherPage.getByTestId('title-state')).toHaveText('วางขายแล้ว');
    await publisherPage.getByRole('tab', { name: 'ประวัติ' }).click();
    await expect(publisherPage.getByText(approvalComment)).toBeVisible();
  });

  test('ผู้อ่านซื้อหนังสือ งานสรุปยอดขายทำงาน และสำนักพิมพ์เห็นยอดขายในภาพรวมยอดขาย', async () => {
    test.setTimeout(60_000);
    const order = await buyBooks([bookId], { language: 'th' });
    orderId = order.orderId;
    await order.dispose();
    // The `sales.refresh` job's run (every 5 minutes in the store), now.
    await runStoreDb('refresh-sales');

    const page = publisherPage;
    await page.getByRole('menuitem', { name: 'ภาพรวมยอดขาย' }).click();
    await expect(page.getByTestId('sales-total-copies')).toHaveText(/\D1$/);
    await expect(page.getByTestId('sales-total-net')).toContainText('฿');
    // The day's bar of net sales, and the book among the best sellers with its copy.
    await expect(page.locator('rect.MuiBarChart-element:not([height="0"])')).toHaveCount(1);
    const topBook = page.getByTestId('sales-top-books').getByRole('row').filter({
      hasText: titleTh,
    });
    await expect(topBook.getByRole('cell').nth(1)).toHaveText('1');
  });

  test('ทีมงานออกใบแจ้งยอดของเดือน สำนักพิมพ์ดาวน์โหลด ทีมงานบันทึกการจ่ายเงิน และสำนักพิมพ์ได้หนังสือรับรอง 50 ทวิ', async () => {
    test.setTimeout(90_000);
    // A month's statement is issued once the month is over: the sale is moved into last month,
    // as the royalty tests move theirs (docs/royalties.md).
    const month = lastMonth();
    await runStoreDb('move-order', String(orderId), `${month}-15T10:00:00+07:00`);

    const staff = staffPage;
    // The payee details came with the application: finance staff check them against the
    // publisher's documents and confirm them, saying so for the audit log.
    await staff.getByRole('menuitem', { name: 'บัญชีรับเงินของสำนักพิมพ์' }).click();
    await search(staff, publisherName);
    await staff.getByRole('row').filter({ hasText: publisherName }).click();
    await expect(staff.getByTestId('payee-from-application')).toBeVisible();
    await expect(staff.getByLabel('เลขที่บัญชี', { exact: false })).toHaveValue(/1234567890/);
    await staff.getByLabel('เหตุผล', { exact: false }).fill('ตรวจกับหนังสือรับรองบริษัทแล้ว');
    await staff.getByRole('button', { name: 'บันทึก' }).click();
    await expect(staff.getByRole('row').filter({ hasText: publisherName })).toContainText(
      'ยืนยันแล้ว',
    );

    // The month's statement of the organisation.
    await staff.getByRole('menuitem', { name: 'ใบแจ้งยอดค่าลิขสิทธิ์' }).click();
    await staff.getByRole('button', { name: 'ออกใบแจ้งยอด' }).click();
    const dialog = staff.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'สำนักพิมพ์' }).click();
    await staff.getByRole('option', { name: publisherName }).click();
    await dialog.getByRole('button', { name: 'ออกใบแจ้งยอด' }).click();
    await expect(staff.getByText(`ออกใบแจ้งยอดเดือน ${month} ใหม่ 1 ใบ`)).toBeVisible();

    // The publisher reads it in the portal's money screens and downloads its PDF.
    const page = publisherPage;
    await page.getByRole('menuitem', { name: 'ใบแจ้งยอดค่าลิขสิทธิ์' }).click();
    await page.getByRole('row').filter({ hasText: 'รอจ่าย' }).click();
    await expect(page.getByTestId('statement-lines')).toContainText(titleTh);
    const statement = await pdfDownloaded(page, 'statement-download-pdf_th');
    expect(statement).toContain(legalName);

    // Staff mark the payout paid; the owner is told by e-mail.
    await staff.getByRole('row').filter({ hasText: publisherName }).click();
    await staff.getByRole('button', { name: 'บันทึกว่าจ่ายแล้ว' }).click();
    await staff.getByRole('dialog').getByLabel('เลขอ้างอิงการโอนของธนาคาร').fill(`KTB-${tag}`);
    await staff.getByRole('dialog').getByRole('button', { name: 'บันทึกว่าจ่ายแล้ว' }).click();
    await expect(staff.getByTestId('payout-paid')).toContainText(`KTB-${tag}`);
    await waitForEmail(owner.email, 'royalty-paid');

    // The publisher's statement is paid, with its 50 ทวิ certificate.
    await page.reload();
    await expect(page.getByTestId('statement-paid')).toContainText(`KTB-${tag}`);
    const certificate = await pdfDownloaded(page, 'statement-download-certificate');
    expect(certificate).toContain('หนังสือรับรองการหักภาษี ณ ที่จ่าย');
    expect(certificate).toContain(legalName);
  });
});

/** Last month in Bangkok, `YYYY-MM`. */
const lastMonth = () => {
  const now = new Date(Date.now() + 7 * 3_600_000);
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return first.toISOString().slice(0, 7);
};

/** The text of the PDF the button `testId` downloads, as poppler's pdftotext reads it. */
const pdfDownloaded = async (page: Page, testId: string): Promise<string> => {
  const started = page.waitForEvent('download');
  await page.getByTestId(testId).click();
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'portal-pdf-')), 'file.pdf');
  await (await started).saveAs(file);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
};

/**
 * The preview's watermark, on the book's copyright page (the reader opens at the text's start,
 * after it): the chapter frame, once the contents' "Copyright" is chosen, shows the stamped line.
 */
const expectWatermark = async (page: Page, marker: string) => {
  const shows = async () => {
    for (const frame of page.frames()) {
      if (!frame.url().startsWith('blob:')) continue;
      const text = await frame.evaluate(() => document.body?.innerText ?? '').catch(() => '');
      if (text.includes(marker)) return true;
    }
    return false;
  };
  await page.getByRole('button', { name: 'สารบัญ' }).click();
  await page
    .getByRole('navigation', { name: 'สารบัญ' })
    .getByRole('button', { name: 'Copyright' })
    .click();
  await expect.poll(shows, { timeout: 15_000 }).toBe(true);
};
