import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createCustomer } from '../../web/e2e/address-auth';
import { waitForEmail } from '../../web/e2e/outbox';
import {
  applyAsPublisher,
  FIXTURES,
  personContext,
  portalMember,
  PORTAL_WORDS,
  search,
  signInToPortal,
} from './portal';
import { signInStaff } from './staff';

const words = PORTAL_WORDS.en;

/**
 * The publisher portal in English, the shorter variant of publisher-portal.spec.ts (issue 25):
 * staff approve an application; its owner signs in to the portal in English, enrolling the
 * authenticator, and invites a finance viewer (the e-mail in English); the owner makes a title,
 * uploads its EPUB and sends it for review; staff send it back with a comment, which the owner
 * reads on the title's page; the money screens, with no statement yet, say so in English.
 */
test('a publisher signs in in English, invites a member, and a title comes back with changes requested', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const publisherName = `Riverbank Press ${tag}`;
  const applicationEmail = `riverbank-${tag}@example.com`;
  const titleEn = `Songs of the River ${tag}`;
  const comment = `Please upload a cover of at least 357x510 pixels (${tag}).`;

  const applicant = await createCustomer({ firstName: 'Dao', lastName: 'Rungrueang' });
  const owner = portalMember(applicant);
  const financeEmail = `finance-${tag}@example.com`;
  await applyAsPublisher(applicant, {
    publisherName,
    legalName: 'Dao Rungrueang',
    email: applicationEmail,
    accountType: 'individual',
    taxId: '1101700230708',
  });

  // Staff (this test's browser) approve the application in English.
  await test.step('staff approve the application', async () => {
    await signInStaff(page, { role: 'owner', locale: 'en' });
    await page.getByRole('menuitem', { name: 'Publisher applications' }).click();
    await search(page, publisherName);
    await page.getByRole('row').filter({ hasText: publisherName }).click();
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(page.getByTestId('application-status').first()).toHaveText('Approved');
    await waitForEmail(applicationEmail, 'publisher-application-approved');
  });

  const publisherContext = await personContext(browser);
  try {
    const portal = await publisherContext.newPage();

    await test.step('the owner signs in in English and invites a finance viewer', async () => {
      await signInToPortal(portal, owner, 'en');
      await expect(portal.getByTestId('portal-organisation')).toContainText(publisherName);
      await expect(portal.getByTestId('portal-organisation')).toContainText(words.owner);

      await portal.getByRole('menuitem', { name: words.members }).click();
      await portal.getByLabel(words.email, { exact: false }).fill(financeEmail);
      await portal.getByRole('combobox', { name: 'Role' }).click();
      await portal.getByRole('option', { name: 'finance viewer' }).click();
      await portal.getByRole('button', { name: words.invite }).click();
      await expect(portal.getByText(`Invitation sent to ${financeEmail}`)).toBeVisible();
      const invitation = await waitForEmail(financeEmail, 'publisher-invitation');
      expect(invitation.subject).toContain(`You are invited to join ${publisherName}`);
    });

    await test.step('the owner makes a title and sends it for review', async () => {
      await portal.getByRole('menuitem', { name: words.titles, exact: true }).click();
      await portal.getByRole('link', { name: 'Create' }).click();
      await portal.getByLabel('Title (Thai)').fill(`บทเพลงแห่งสายน้ำ ${tag}`);
      await portal.getByLabel('Title (English)').fill(titleEn);
      await portal.getByLabel('Short description (Thai)').fill('บทกวีริมแม่น้ำเจ้าพระยา');
      await portal.getByLabel('Name (English)', { exact: true }).fill('Dao Rungrueang');
      await portal.getByRole('combobox', { name: 'Categories' }).fill('Fantasy');
      await portal
        .getByRole('option', { name: /Fantasy/ })
        .first()
        .click();
      await portal.getByLabel('Regular price (baht)', { exact: false }).fill('99');
      await portal.getByRole('button', { name: 'Save' }).click();
      await expect(portal.getByTestId('title-state')).toHaveText('Draft', { timeout: 10_000 });

      await portal.getByRole('tab', { name: 'Files and cover' }).click();
      await portal
        .getByLabel('Upload EPUB', { exact: true })
        .setInputFiles(path.join(FIXTURES, 'lantern-keeper.epub'));
      await expect(portal.getByTestId('title-file-EPUB-state')).toHaveText(/kB · sample .*B/, {
        timeout: 15_000,
      });
      await portal.getByRole('button', { name: 'Send for review', exact: true }).click();
      await portal
        .getByRole('dialog')
        .getByRole('button', { name: 'Send for review', exact: true })
        .click();
      await expect(portal.getByTestId('title-state')).toHaveText('Waiting for review');
    });

    await test.step('staff request changes; the owner reads the comment', async () => {
      await page.getByRole('menuitem', { name: 'Title submissions' }).click();
      await search(page, titleEn);
      await page.getByRole('row').filter({ hasText: titleEn }).click();
      await page.getByRole('button', { name: 'Request changes' }).click();
      await page.getByRole('dialog').getByLabel('Comment to the publisher').fill(comment);
      await page.getByRole('dialog').getByRole('button', { name: 'Request changes' }).click();
      await expect(page.getByTestId('submission-status').first()).toHaveText('Changes requested');
      const mail = await waitForEmail(owner.email, 'title-changes-requested');
      expect(mail.text).toContain(comment);

      await portal.reload();
      await expect(portal.getByTestId('title-state')).toHaveText('Changes requested');
      await expect(portal.getByTestId('title-change-request')).toContainText(comment);
    });

    await test.step('the money screens say there is no statement yet', async () => {
      await portal.getByRole('menuitem', { name: 'Royalty statements' }).click();
      await expect(portal.getByRole('heading', { name: 'No statements yet' })).toBeVisible();
    });
  } finally {
    await publisherContext.close();
  }
});
