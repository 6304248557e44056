import type { Locator, Page } from '@playwright/test';
import { createCustomer, expect, logInThroughProxy, test } from './address-auth';
import { SERIAL_TAG } from './fixtures';
import { readJourneyPlaces, type Language, type PlaceNames } from './address-places';
import { WEB_URL } from './test-servers';

/**
 * The customer's addresses in both languages: add a Thai address through the cascading pickers,
 * see it in the list, edit it (a new district clears the subdistrict), make it the shipping
 * address, delete it; plus the shipping-address flow, 404s and the signed-out case.
 */

const TEXT = {
  th: {
    prefix: '',
    listTitle: 'ที่อยู่ของฉัน',
    emptyTitle: 'ยังไม่มีที่อยู่',
    add: 'เพิ่มที่อยู่',
    addTitle: 'เพิ่มที่อยู่',
    editTitle: 'แก้ไขที่อยู่',
    firstName: 'ชื่อ',
    lastName: 'นามสกุล',
    phone: 'เบอร์โทรศัพท์',
    address1: 'ที่อยู่',
    country: 'ประเทศ',
    province: 'จังหวัด',
    district: 'เขต/อำเภอ',
    subdistrict: 'แขวง/ตำบล',
    save: 'บันทึกที่อยู่',
    phoneError: 'เบอร์โทรศัพท์ไม่ถูกต้อง',
    required: 'กรุณากรอกข้อมูลนี้',
    added: 'เพิ่มที่อยู่แล้ว',
    updated: 'บันทึกการแก้ไขแล้ว',
    editOf: (name: string) => `แก้ไขที่อยู่ของ ${name}`,
    deleteOf: (name: string) => `ลบที่อยู่ของ ${name}`,
    deleteTitle: 'ลบที่อยู่นี้?',
    cancel: 'ยกเลิก',
    confirmDelete: 'ลบที่อยู่',
    deleted: 'ลบที่อยู่แล้ว',
    chooseShipping: 'เลือกที่อยู่จัดส่ง',
    shippingTitle: 'ที่อยู่จัดส่ง',
    useThis: 'ใช้ที่อยู่นี้',
    shippingSaved: 'บันทึกที่อยู่จัดส่งแล้ว',
    shippingBadge: 'ที่อยู่จัดส่ง',
    addNew: 'เพิ่มที่อยู่ใหม่',
    fault: 'ข้อผิดพลาดจำลองสำหรับการทดสอบ (422)',
    name: { first: 'สมหญิง', last: 'รักดี' },
    placeLine: (p: PlaceNames) =>
      `แขวง${p.subdistrict} เขต${p.district} ${p.province} ${p.postcode}`,
  },
  en: {
    prefix: '/en',
    listTitle: 'My addresses',
    emptyTitle: 'No addresses yet',
    add: 'Add address',
    addTitle: 'Add address',
    editTitle: 'Edit address',
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Phone number',
    address1: 'Address',
    country: 'Country',
    province: 'Province',
    district: 'District',
    subdistrict: 'Subdistrict',
    save: 'Save address',
    phoneError: 'Not a phone number',
    required: 'Please fill this in',
    added: 'Address added',
    updated: 'Address saved',
    editOf: (name: string) => `Edit the address of ${name}`,
    deleteOf: (name: string) => `Delete the address of ${name}`,
    deleteTitle: 'Delete this address?',
    cancel: 'Cancel',
    confirmDelete: 'Delete address',
    deleted: 'Address deleted',
    chooseShipping: 'Choose shipping address',
    shippingTitle: 'Shipping address',
    useThis: 'Use this address',
    shippingSaved: 'Shipping address saved',
    shippingBadge: 'Shipping address',
    addNew: 'Add a new address',
    fault: 'Injected test fault (422).',
    name: { first: 'Somying', last: 'Rakdee' },
    placeLine: (p: PlaceNames) => `${p.subdistrict}, ${p.district}, ${p.province} ${p.postcode}`,
  },
} as const;

type Text = (typeof TEXT)[Language];

const combobox = (page: Page, name: string): Locator =>
  page.getByRole('combobox', { name, exact: true });

/** Types part of a name into a searchable picker and chooses the place from the list. */
const pick = async (page: Page, label: string, name: string): Promise<void> => {
  const input = combobox(page, label);
  await expect(input).toBeEnabled();
  await input.fill(name.slice(0, 3));
  await page.getByRole('option', { name, exact: true }).click();
  await expect(input).toHaveValue(name);
};

const postcodeOf = (page: Page): Locator => page.locator('input[name="ZipPostalCode"]');

/** A second address made through the proxy (as the browser would), made the shipping address. */
const addOtherShippingAddress = async (page: Page): Promise<number> => {
  const added = await page.request.post(`${WEB_URL}/api/main/v2/customer/addressadd`, {
    data: {
      Data: {
        FirstName: 'Ann',
        LastName: 'Lee',
        PhoneNumber: '0899999999',
        CountryId: 1,
        StateProvinceId: 10,
        CityId: 1004,
        SubdistrictId: 100401,
        ZipPostalCode: '10500',
        Address1: '1 Silom Road',
      },
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  const id = ((await added.json()) as { Data: { Address: { Id: number } } }).Data.Address.Id;
  const saved = await page.request.post(`${WEB_URL}/api/main/v2/checkout/saveshipping`, {
    data: { FormValues: [{ Key: 'shipping_address_id', Value: String(id) }] },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return id;
};

// One language per journey (docs/testing.md): English here.
for (const language of ['en'] as Language[]) {
  const text: Text = TEXT[language];
  const fullName = `${text.name.first} ${text.name.last}`;

  test.describe(`addresses (${language})`, { tag: SERIAL_TAG }, () => {
    test('add through the cascading pickers, list, edit, ship to, delete', async ({
      page,
      customer,
      faults,
    }) => {
      // A whole journey of some twenty page loads and saves: more than the default 30 s on a busy
      // two-core machine.
      test.slow();
      expect(customer.email).toContain('@');
      const places = await readJourneyPlaces(language);

      // An empty address book.
      await page.goto(`${text.prefix}/customer/addresses`);
      await expect(page.getByRole('heading', { level: 1, name: text.listTitle })).toBeVisible();
      await expect(page.getByText(text.emptyTitle)).toBeVisible();
      await page.getByRole('link', { name: text.add, exact: true }).click();

      // The add form: Thailand first, the lower pickers wait for their parent.
      await expect(page).toHaveURL(`${WEB_URL}${text.prefix}/customer/addressadd`);
      await expect(page.getByRole('heading', { level: 1, name: text.addTitle })).toBeVisible();
      await expect(combobox(page, text.country)).toHaveValue(
        language === 'th' ? 'ไทย' : 'Thailand',
      );
      await expect(combobox(page, text.district)).toBeDisabled();
      await expect(combobox(page, text.subdistrict)).toBeDisabled();

      await page.getByRole('textbox', { name: text.firstName, exact: true }).fill(text.name.first);
      await page.getByRole('textbox', { name: text.lastName, exact: true }).fill(text.name.last);

      // Checked as the customer types, in the page's language.
      const phone = page.getByRole('textbox', { name: text.phone, exact: true });
      await phone.fill('12');
      await phone.press('Tab');
      await expect(phone).toHaveAccessibleDescription(new RegExp(text.phoneError));
      await phone.fill('0812345678');
      await expect(phone).not.toHaveAccessibleDescription(new RegExp(text.phoneError));

      await pick(page, text.province, places.first.province);
      await pick(page, text.district, places.first.district);
      await pick(page, text.subdistrict, places.first.subdistrict);
      await expect(postcodeOf(page)).toHaveValue(places.first.postcode);
      await page
        .getByRole('textbox', { name: text.address1, exact: true })
        .fill('99/1 ซอยพหลโยธิน 24');

      // A refusal from the server shows its ErrorList and keeps the form.
      await faults.set({ Method: 'POST', Path: '/v2/customer/addressadd', Status: 422, Times: 1 });
      await page.getByRole('button', { name: text.save }).click();
      await expect(page.getByRole('alert').filter({ hasText: text.fault })).toBeVisible();
      await expect(page).toHaveURL(`${WEB_URL}${text.prefix}/customer/addressadd`);

      await page.getByRole('button', { name: text.save }).click();
      await expect(page.getByText(text.added, { exact: true })).toBeVisible();
      await expect(page).toHaveURL(`${WEB_URL}${text.prefix}/customer/addresses`);

      // In the list, in the page's language.
      const card = page.getByRole('article', { name: fullName });
      await expect(card).toContainText(text.placeLine(places.first));
      await expect(card).toContainText('0812345678');
      await expect(card).toContainText('99/1 ซอยพหลโยธิน 24');

      // Edit: the saved places come back; a new district clears the subdistrict and postcode.
      await card.getByRole('link', { name: text.editOf(fullName) }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.editTitle })).toBeVisible();
      await expect(combobox(page, text.province)).toHaveValue(places.first.province);
      await expect(combobox(page, text.district)).toHaveValue(places.first.district);
      await expect(combobox(page, text.subdistrict)).toHaveValue(places.first.subdistrict);
      await expect(postcodeOf(page)).toHaveValue(places.first.postcode);

      await pick(page, text.district, places.second.district);
      await expect(combobox(page, text.subdistrict)).toHaveValue('');
      await expect(postcodeOf(page)).toHaveValue('');
      await page.getByRole('button', { name: text.save }).click();
      await expect(combobox(page, text.subdistrict)).toHaveAccessibleDescription(text.required);
      await expect(combobox(page, text.subdistrict)).toBeFocused();
      await expect(page).toHaveURL(/\/customer\/addressedit\/\d+$/);

      await pick(page, text.subdistrict, places.second.subdistrict);
      await expect(postcodeOf(page)).toHaveValue(places.second.postcode);
      await page.getByRole('button', { name: text.save }).click();
      await expect(page.getByText(text.updated, { exact: true })).toBeVisible();
      await expect(page).toHaveURL(`${WEB_URL}${text.prefix}/customer/addresses`);
      await expect(card).toContainText(text.placeLine(places.second));

      // Make it the shipping address (another one is, to begin with).
      await addOtherShippingAddress(page);
      await page.reload();
      await expect(page.getByRole('article', { name: 'Ann Lee' })).toContainText(
        text.shippingBadge,
      );
      await expect(card).not.toContainText(text.shippingBadge);

      await page.getByRole('link', { name: text.chooseShipping }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.shippingTitle })).toBeVisible();
      const ours = page.getByRole('radio', { name: new RegExp(`^${fullName}`) });
      const other = page.getByRole('radio', { name: /^Ann Lee/ });
      await expect(other).toBeChecked();
      await ours.check();
      await page.getByRole('button', { name: text.useThis }).click();
      await expect(page.getByText(text.shippingSaved, { exact: true })).toBeVisible();
      await page.reload();
      await expect(ours).toBeChecked();

      await page.goto(`${text.prefix}/customer/addresses`);
      await expect(card).toContainText(text.shippingBadge);
      await expect(page.getByRole('article', { name: 'Ann Lee' })).not.toContainText(
        text.shippingBadge,
      );

      // Delete, after a confirmation (cancelling keeps it).
      await card.getByRole('button', { name: text.deleteOf(fullName) }).click();
      const dialog = page.getByRole('dialog', { name: text.deleteTitle });
      await expect(dialog).toContainText(fullName);
      await dialog.getByRole('button', { name: text.cancel }).click();
      await expect(dialog).toBeHidden();
      await expect(card).toBeVisible();

      await card.getByRole('button', { name: text.deleteOf(fullName) }).click();
      await dialog.getByRole('button', { name: text.confirmDelete }).click();
      await expect(page.getByText(text.deleted, { exact: true })).toBeVisible();
      await expect(card).toHaveCount(0);
      await expect(page.getByRole('article', { name: 'Ann Lee' })).toBeVisible();
    });
  });
}

test.describe('shipping-address flow', () => {
  test('a new address added from the choice becomes the shipping address', async ({
    page,
    customer,
  }) => {
    expect(customer.email).toContain('@');
    const places = await readJourneyPlaces('en');
    await addOtherShippingAddress(page);

    await page.goto('/en/customer/shipping-address');
    await page.getByRole('link', { name: TEXT.en.addNew }).click();
    await expect(page).toHaveURL(`${WEB_URL}/en/customer/shipping-address-add`);

    await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Malee');
    await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Srisuk');
    await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill('+66812345678');
    await pick(page, 'Province', places.first.province);
    await pick(page, 'District', places.first.district);
    await pick(page, 'Subdistrict', places.first.subdistrict);
    await page.getByRole('textbox', { name: 'Address', exact: true }).fill('7 Soi Ari');
    await page.getByRole('button', { name: 'Save address' }).click();

    await expect(page).toHaveURL(`${WEB_URL}/en/customer/shipping-address`);
    await expect(page.getByRole('radio', { name: /^Malee Srisuk/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /^Ann Lee/ })).not.toBeChecked();

    // Editing from the choice returns to it.
    await page.getByRole('link', { name: 'Edit the address of Malee Srisuk' }).click();
    await expect(page).toHaveURL(/\/en\/customer\/shipping-address-edit\/\d+$/);
    await page.getByRole('textbox', { name: 'Address', exact: true }).fill('9 Soi Ari');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page).toHaveURL(`${WEB_URL}/en/customer/shipping-address`);
    await expect(page.getByRole('radiogroup')).toContainText('9 Soi Ari');
  });
});

test.describe('address pages without a session or with a wrong id', () => {
  test('signed out: the login-required dialog, remembering the page', async ({ page }) => {
    await page.goto('/customer/addresses');
    const dialog = page.getByRole('dialog', { name: 'แจ้งเตือน' });
    await expect(dialog).toBeVisible();
    const lastPage = await page.evaluate(() => localStorage.getItem('nangsue-last-page'));
    expect(lastPage).toContain('/customer/addresses');
  });

  test("an unknown id and another customer's address are 404; no id is the add form", async ({
    page,
    browser,
    customer,
  }) => {
    expect(customer.email).toContain('@');

    // Someone else's address.
    const otherContext = await browser.newContext();
    const otherPage = await otherContext.newPage();
    await logInThroughProxy(otherPage, await createCustomer({ firstName: 'Other' }));
    const foreignId = await addOtherShippingAddress(otherPage);
    await otherContext.close();

    for (const path of [
      `/customer/addressedit/${foreignId}`,
      `/en/customer/shipping-address-edit/${foreignId}`,
      '/customer/addressedit/2147483647',
      '/customer/addressedit/abc',
    ]) {
      await page.goto(path);
      await expect(page.getByText('404!'), path).toBeVisible();
    }

    await page.goto('/en/customer/addressedit');
    await expect(page).toHaveURL(`${WEB_URL}/en/customer/addressadd`);
    await expect(page.getByRole('heading', { level: 1, name: 'Add address' })).toBeVisible();
  });
});
