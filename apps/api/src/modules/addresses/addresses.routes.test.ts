import {
  AddressDeleteResponseSchema,
  AddressListResponseSchema,
  AddressResponseSchema,
  MAX_ADDRESSES_PER_CUSTOMER,
  SaveShippingResponseSchema,
  type AddressInput,
} from '@nangsue/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  asCustomer,
  createTestCustomer,
  type TestCustomer,
} from '../../../test/customer-fixture.js';
import { executeRows } from '../../db/client.js';

/** Chatuchak, Bangkok: province 10, district 1030, subdistrict 103005, postcode 10900. */
const thaiAddress = (overrides: Partial<AddressInput> = {}): AddressInput => ({
  FirstName: 'สมชาย',
  LastName: 'ใจดี',
  PhoneNumber: '0812345678',
  CountryId: 1,
  StateProvinceId: 10,
  CityId: 1030,
  SubdistrictId: 103005,
  ZipPostalCode: '10900',
  Address1: '99/9 ถนนพหลโยธิน',
  ...overrides,
});

const japaneseAddress = (overrides: Partial<AddressInput> = {}): AddressInput => ({
  FirstName: 'Hanako',
  LastName: 'Yamada',
  PhoneNumber: '+81 90 1234 5678',
  CountryId: 12,
  StateProvinceText: 'Tokyo',
  CityText: 'Shibuya-ku',
  ZipPostalCode: '150-0002',
  Address1: '1-2-3 Shibuya',
  ...overrides,
});

describe('customer addresses', () => {
  let app: TestApp;
  let alice: TestCustomer;
  let bob: TestCustomer;

  beforeAll(async () => {
    app = await buildTestApp();
    [alice, bob] = await Promise.all([createTestCustomer(app), createTestCustomer(app)]);
  });
  afterAll(async () => {
    await app.close();
  });

  const call = (
    method: 'GET' | 'POST',
    url: string,
    customer: Pick<TestCustomer, 'token'> | undefined,
    options: { language?: 'th' | 'en'; payload?: unknown } = {},
  ) =>
    app.inject({
      method,
      url,
      headers: customer ? asCustomer(customer, options.language) : {},
      ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    });

  const add = async (customer: TestCustomer, input: AddressInput, language?: 'th' | 'en') => {
    const response = await call('POST', '/v2/customer/addressadd', customer, {
      payload: { Data: input },
      ...(language ? { language } : {}),
    });
    return response;
  };

  const addOk = async (customer: TestCustomer, input: AddressInput = thaiAddress()) => {
    const response = await add(customer, input);
    expect(response.statusCode, response.body).toBe(200);
    return AddressResponseSchema.parse(response.json()).Data!.Address;
  };

  const storedRow = async (id: number) => {
    const [row] = await executeRows<Record<string, unknown>>(
      app.database.db,
      sql`select * from customer_addresses where id = ${id}`,
    );
    return row;
  };

  const shippingOf = async (customerId: number) => {
    const [row] = await executeRows<{ shipping_address_id: number | null }>(
      app.database.db,
      sql`select shipping_address_id from customers where id = ${customerId}`,
    );
    return row?.shipping_address_id == null ? null : Number(row.shipping_address_id);
  };

  describe('without a session', () => {
    it.each([
      ['GET', '/v2/customer/addresses'],
      ['GET', '/v2/customer/addressedit/1'],
      ['POST', '/v2/customer/addressedit/1'],
      ['POST', '/v2/customer/addressdelete/1'],
      ['POST', '/v2/customer/addressadd'],
      ['POST', '/v2/checkout/saveshipping'],
    ] as const)('%s %s answers 401 without a token or with a bad one', async (method, url) => {
      const payload =
        method === 'GET'
          ? undefined
          : url.endsWith('saveshipping')
            ? { FormValues: [{ Key: 'shipping_address_id', Value: '1' }] }
            : { Data: thaiAddress() };
      const none = await call(method, url, undefined, { payload });
      expect(none.statusCode).toBe(401);
      expect(none.json()).toEqual({ Data: null, ErrorList: ['กรุณาเข้าสู่ระบบก่อน'] });
      const bad = await call(method, url, { token: 'not-a-session' }, { payload, language: 'en' });
      expect(bad.statusCode).toBe(401);
      expect(bad.json().ErrorList).toEqual(['Please log in first.']);
    });
  });

  describe('POST /v2/customer/addressadd', () => {
    it('adds a Thai address and names its places in the caller’s language', async () => {
      const response = await add(alice, thaiAddress({ Company: ' ', Address2: 'ชั้น 5' }), 'th');
      expect(response.statusCode).toBe(200);
      const address = AddressResponseSchema.parse(response.json()).Data!.Address;
      expect(address).toMatchObject({
        FirstName: 'สมชาย',
        CountryId: 1,
        CountryName: 'ไทย',
        StateProvinceId: 10,
        StateProvinceName: 'กรุงเทพมหานคร',
        CityId: 1030,
        CityName: 'จตุจักร',
        SubdistrictId: 103005,
        SubdistrictName: 'จตุจักร',
        ZipPostalCode: '10900',
        Company: null,
        Address2: 'ชั้น 5',
        IsShippingAddress: false,
      });
      expect(await storedRow(address.Id)).toMatchObject({
        customer_id: alice.customerId,
        province_id: 10,
        district_id: 1030,
        subdistrict_id: 103005,
        region_text: null,
        city_text: null,
        postcode: '10900',
      });

      const english = await call('GET', `/v2/customer/addressedit/${address.Id}`, alice, {
        language: 'en',
      });
      expect(AddressResponseSchema.parse(english.json()).Data!.Address).toMatchObject({
        CountryName: 'Thailand',
        StateProvinceName: 'Bangkok',
        CityName: 'Chatuchak',
        SubdistrictName: 'Chatuchak',
      });
    });

    it('accepts each postcode of a subdistrict that has several', async () => {
      for (const postcode of ['10300', '10303']) {
        const address = await addOk(
          alice,
          thaiAddress({ CityId: 1002, SubdistrictId: 100203, ZipPostalCode: postcode }),
        );
        expect(address.ZipPostalCode).toBe(postcode);
      }
    });

    it('accepts 80240 in both provinces it serves (Krabi and Nakhon Si Thammarat)', async () => {
      const krabi = await addOk(
        alice,
        thaiAddress({
          StateProvinceId: 81,
          CityId: 8102,
          SubdistrictId: 810203,
          ZipPostalCode: '80240',
        }),
      );
      expect(krabi.StateProvinceName).toBe('กระบี่');
      const nakhon = await addOk(
        alice,
        thaiAddress({
          StateProvinceId: 80,
          CityId: 8011,
          SubdistrictId: 801101,
          ZipPostalCode: '80240',
        }),
      );
      expect(nakhon.StateProvinceName).toBe('นครศรีธรรมราช');
    });

    it('adds an address abroad with free-text region and city', async () => {
      const address = await addOk(alice, japaneseAddress());
      expect(address).toMatchObject({
        CountryId: 12,
        CountryName: 'ญี่ปุ่น',
        StateProvinceId: null,
        StateProvinceName: 'Tokyo',
        CityId: null,
        CityName: 'Shibuya-ku',
        SubdistrictId: null,
        SubdistrictName: null,
        ZipPostalCode: '150-0002',
      });
      const british = await addOk(
        alice,
        japaneseAddress({
          CountryId: 43,
          StateProvinceText: null,
          CityText: 'London',
          ZipPostalCode: 'sw1a 1aa',
        }),
      );
      expect(british).toMatchObject({ StateProvinceName: null, ZipPostalCode: 'SW1A 1AA' });
    });

    it('stores a tax id with a valid check digit and its branch', async () => {
      const address = await addOk(
        alice,
        thaiAddress({ Company: 'บริษัท ตัวอย่าง จำกัด', TaxId: '0105536092641', TaxBranch: '00000' }),
      );
      expect(address).toMatchObject({
        Company: 'บริษัท ตัวอย่าง จำกัด',
        TaxId: '0105536092641',
        TaxBranch: '00000',
      });
    });

    it.each([
      [
        'a district of another province',
        { CityId: 5001, SubdistrictId: 500101, ZipPostalCode: '50200' },
        'อำเภอ/เขตที่เลือกไม่อยู่ในจังหวัดที่เลือก',
        'The chosen district is not in the chosen province.',
      ],
      [
        'a subdistrict of another district',
        { SubdistrictId: 100203, ZipPostalCode: '10300' },
        'ตำบล/แขวงที่เลือกไม่อยู่ในอำเภอ/เขตที่เลือก',
        'The chosen subdistrict is not in the chosen district.',
      ],
      [
        'a postcode of another subdistrict',
        { ZipPostalCode: '10200' },
        'รหัสไปรษณีย์ 10200 ไม่ตรงกับตำบล/แขวงที่เลือก (รหัสที่ถูกต้อง: 10900)',
        'Postcode 10200 does not match the chosen subdistrict (its postcode: 10900).',
      ],
      [
        'a postcode of the right province in the wrong one (80240 with Bangkok)',
        { ZipPostalCode: '80240' },
        'รหัสไปรษณีย์ 80240 ไม่ตรงกับตำบล/แขวงที่เลือก (รหัสที่ถูกต้อง: 10900)',
        'Postcode 80240 does not match the chosen subdistrict (its postcode: 10900).',
      ],
      [
        'no subdistrict',
        { SubdistrictId: null },
        'กรุณาเลือกจังหวัด อำเภอ/เขต และตำบล/แขวง',
        'Choose the province, the district and the subdistrict.',
      ],
      [
        'no province',
        { StateProvinceId: undefined },
        'กรุณาเลือกจังหวัด อำเภอ/เขต และตำบล/แขวง',
        'Choose the province, the district and the subdistrict.',
      ],
      [
        'an unknown province',
        { StateProvinceId: 99 },
        'ไม่พบจังหวัดที่เลือก',
        'The chosen province does not exist.',
      ],
      [
        'an unknown district',
        { CityId: 1099 },
        'ไม่พบอำเภอ/เขตที่เลือก',
        'The chosen district does not exist.',
      ],
      [
        'an unknown subdistrict',
        { SubdistrictId: 103099 },
        'ไม่พบตำบล/แขวงที่เลือก',
        'The chosen subdistrict does not exist.',
      ],
      [
        'a Thai postcode that is not 5 digits',
        { ZipPostalCode: '1090' },
        'รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก',
        'A Thai postcode has 5 digits.',
      ],
      [
        'an unknown country',
        { CountryId: 999 },
        'ไม่พบประเทศที่เลือก',
        'The chosen country does not exist.',
      ],
      [
        'a tax id with a wrong check digit',
        { TaxId: '0105536092640' },
        'เลขประจำตัวผู้เสียภาษีไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง',
        'This tax ID is not valid. Please check it again.',
      ],
      [
        'a branch without a tax id',
        { TaxBranch: '00001' },
        'ระบุสาขาได้เมื่อกรอกเลขประจำตัวผู้เสียภาษีแล้วเท่านั้น',
        'A branch number needs a tax ID.',
      ],
    ] as const)('refuses %s with 400, in Thai and English', async (_label, overrides, th, en) => {
      const before = await executeRows(
        app.database.db,
        sql`select count(*) as n from customer_addresses where customer_id = ${bob.customerId}`,
      );
      const thai = await add(bob, thaiAddress(overrides as Partial<AddressInput>), 'th');
      expect(thai.statusCode).toBe(400);
      expect(thai.json()).toEqual({ Data: null, ErrorList: [th] });
      const english = await add(bob, thaiAddress(overrides as Partial<AddressInput>), 'en');
      expect(english.statusCode).toBe(400);
      expect(english.json().ErrorList).toEqual([en]);
      expect(
        await executeRows(
          app.database.db,
          sql`select count(*) as n from customer_addresses where customer_id = ${bob.customerId}`,
        ),
      ).toEqual(before);
    });

    it.each([
      ['place ids', { StateProvinceId: 10 }, 'addresses.placeIdsNotAllowed', 'type the region'],
      [
        'a subdistrict id',
        { SubdistrictId: 103005 },
        'addresses.placeIdsNotAllowed',
        'type the region',
      ],
      ['no city', { CityText: '  ' }, 'addresses.cityRequired', 'Enter the city.'],
      [
        'a postcode with symbols',
        { ZipPostalCode: '150#0002' },
        'addresses.postcodeFormat',
        '3 to 10',
      ],
      ['a two-character postcode', { ZipPostalCode: '15' }, 'zod', 'ZipPostalCode'],
    ] as const)('refuses an address abroad with %s', async (_label, overrides, _key, english) => {
      const response = await add(bob, japaneseAddress(overrides as Partial<AddressInput>), 'en');
      expect(response.statusCode).toBe(400);
      expect(response.json().ErrorList.join(' ')).toContain(english);
    });

    it.each([
      [
        'no FirstName',
        { Data: { ...thaiAddress(), FirstName: undefined } },
        'Data.FirstName: is required.',
      ],
      [
        'an empty LastName',
        { Data: thaiAddress({ LastName: '   ' }) },
        'Data.LastName: must not be empty.',
      ],
      [
        'a bad phone',
        { Data: thaiAddress({ PhoneNumber: 'call me' }) },
        'Data.PhoneNumber: has a form or characters that are not accepted.',
      ],
      [
        'a bad e-mail',
        { Data: thaiAddress({ Email: 'not-an-email' }) },
        'Data.Email: is not a valid email.',
      ],
      [
        'an unknown field',
        { Data: { ...thaiAddress(), CustomerId: 1 } },
        'Data: has unknown field(s) "CustomerId".',
      ],
      [
        'a field outside Data',
        { Data: thaiAddress(), CustomerId: 1 },
        'body: has unknown field(s) "CustomerId".',
      ],
      [
        'a tax id of 12 digits',
        { Data: thaiAddress({ TaxId: '010553609264' }) },
        'Data.TaxId: has a form or characters that are not accepted.',
      ],
      [
        'a too long Address1',
        { Data: thaiAddress({ Address1: 'ก'.repeat(201) }) },
        'Data.Address1: must be at most 200 characters long.',
      ],
      [
        'a string country id',
        { Data: { ...thaiAddress(), CountryId: 'TH' } },
        'Data.CountryId: must be a number.',
      ],
      ['no Data', {}, 'Data: is required.'],
    ])('refuses a body with %s with 400', async (_label, payload, message) => {
      const response = await call('POST', '/v2/customer/addressadd', bob, {
        payload,
        language: 'en',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Data: null, ErrorList: [message] });
    });

    it(`refuses the ${MAX_ADDRESSES_PER_CUSTOMER + 1}th address with 409`, async () => {
      const carol = await createTestCustomer(app);
      await app.database.db.execute(sql`
        insert into customer_addresses (customer_id, first_name, last_name, phone, country_id, city_text, postcode, address1)
        select ${carol.customerId}, 'C', 'C', '0812345678', 12, 'Tokyo', '1000001', 'Street ' || n
        from generate_series(1, ${MAX_ADDRESSES_PER_CUSTOMER - 1}) as n`);
      await addOk(carol, thaiAddress());

      const thai = await add(carol, thaiAddress(), 'th');
      expect(thai.statusCode).toBe(409);
      expect(thai.json().ErrorList).toEqual(['บันทึกที่อยู่ได้ไม่เกิน 50 รายการ กรุณาลบที่อยู่ที่ไม่ใช้แล้วก่อน']);
      const english = await add(carol, thaiAddress(), 'en');
      expect(english.json().ErrorList).toEqual([
        'You can keep at most 50 addresses. Delete one you no longer use first.',
      ]);

      // Deleting one makes room again.
      const list = AddressListResponseSchema.parse(
        (await call('GET', '/v2/customer/addresses', carol)).json(),
      ).Data!;
      expect(list.Addresses).toHaveLength(MAX_ADDRESSES_PER_CUSTOMER);
      const removed = await call(
        'POST',
        `/v2/customer/addressdelete/${list.Addresses[0]!.Id}`,
        carol,
      );
      expect(removed.statusCode).toBe(200);
      await addOk(carol, thaiAddress());
    });

    it('never exceeds the limit under concurrent adds', async () => {
      const dave = await createTestCustomer(app);
      await app.database.db.execute(sql`
          insert into customer_addresses (customer_id, first_name, last_name, phone, country_id, city_text, postcode, address1)
          select ${dave.customerId}, 'D', 'D', '0812345678', 12, 'Tokyo', '1000001', 'Street ' || n
          from generate_series(1, ${MAX_ADDRESSES_PER_CUSTOMER - 5}) as n`);
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => add(dave, japaneseAddress())),
      );
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses.filter((status) => status === 200)).toHaveLength(5);
      expect(statuses.filter((status) => status === 409)).toHaveLength(15);
      const [row] = await executeRows<{ n: number | string }>(
        app.database.db,
        sql`select count(*) as n from customer_addresses where customer_id = ${dave.customerId}`,
      );
      expect(Number(row?.n)).toBe(MAX_ADDRESSES_PER_CUSTOMER);
    });
  });

  describe('GET /v2/customer/addresses', () => {
    it('lists only the caller’s addresses, oldest first, with the shipping choice', async () => {
      const erin = await createTestCustomer(app);
      const empty = AddressListResponseSchema.parse(
        (await call('GET', '/v2/customer/addresses', erin)).json(),
      );
      expect(empty.Data).toEqual({ Addresses: [], ShippingAddressId: null });

      const first = await addOk(erin, thaiAddress());
      const second = await addOk(erin, japaneseAddress());
      await addOk(bob, thaiAddress({ FirstName: 'Bob' }));
      const chosen = await call('POST', '/v2/checkout/saveshipping', erin, {
        payload: { FormValues: [{ Key: 'shipping_address_id', Value: String(second.Id) }] },
      });
      expect(chosen.statusCode).toBe(200);

      const list = AddressListResponseSchema.parse(
        (await call('GET', '/v2/customer/addresses', erin, { language: 'en' })).json(),
      ).Data!;
      expect(list.ShippingAddressId).toBe(second.Id);
      expect(list.Addresses.map((address) => [address.Id, address.IsShippingAddress])).toEqual([
        [first.Id, false],
        [second.Id, true],
      ]);
      expect(list.Addresses[0]?.CityName).toBe('Chatuchak');
      expect(list.Addresses[1]?.CountryName).toBe('Japan');
    });
  });

  describe('GET and POST /v2/customer/addressedit/{id}', () => {
    it('reads and changes the address, switching between Thailand and abroad', async () => {
      const address = await addOk(alice, thaiAddress());
      const read = await call('GET', `/v2/customer/addressedit/${address.Id}`, alice);
      expect(read.statusCode).toBe(200);
      expect(AddressResponseSchema.parse(read.json()).Data!.Address).toEqual(address);

      const abroad = await call('POST', `/v2/customer/addressedit/${address.Id}`, alice, {
        payload: { Data: japaneseAddress({ FirstName: 'สมศรี' }) },
        language: 'en',
      });
      expect(abroad.statusCode, abroad.body).toBe(200);
      expect(AddressResponseSchema.parse(abroad.json()).Data!.Address).toMatchObject({
        Id: address.Id,
        FirstName: 'สมศรี',
        CountryName: 'Japan',
        StateProvinceId: null,
        CityName: 'Shibuya-ku',
      });
      expect(await storedRow(address.Id)).toMatchObject({
        province_id: null,
        district_id: null,
        subdistrict_id: null,
        city_text: 'Shibuya-ku',
      });

      const back = await call('POST', `/v2/customer/addressedit/${address.Id}`, alice, {
        payload: { Data: thaiAddress({ StateProvinceText: 'ignored', CityText: 'ignored' }) },
      });
      expect(back.statusCode).toBe(200);
      expect(await storedRow(address.Id)).toMatchObject({
        subdistrict_id: 103005,
        region_text: null,
        city_text: null,
      });
    });

    it('refuses a bad change with 400 and keeps the address', async () => {
      const address = await addOk(alice, thaiAddress());
      const before = await storedRow(address.Id);
      const response = await call('POST', `/v2/customer/addressedit/${address.Id}`, alice, {
        payload: { Data: thaiAddress({ CityId: 5001 }) },
        language: 'en',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().ErrorList).toEqual([
        'The chosen district is not in the chosen province.',
      ]);
      expect(await storedRow(address.Id)).toEqual(before);
    });

    it.each(['0', 'abc', '-1', '2147483648'])('refuses the id %s with 400', async (id) => {
      expect((await call('GET', `/v2/customer/addressedit/${id}`, alice)).statusCode).toBe(400);
    });

    it('answers 404 for an address that does not exist', async () => {
      const read = await call('GET', '/v2/customer/addressedit/2147483647', alice, {
        language: 'en',
      });
      expect(read.statusCode).toBe(404);
      expect(read.json().ErrorList).toEqual(['This address does not exist.']);
      const write = await call('POST', '/v2/customer/addressedit/2147483647', alice, {
        payload: { Data: thaiAddress() },
      });
      expect(write.statusCode).toBe(404);
      expect(write.json().ErrorList).toEqual(['ไม่พบที่อยู่นี้']);
    });
  });

  describe('POST /v2/customer/addressdelete/{id}', () => {
    it('deletes the address; deleting the shipping address clears the choice', async () => {
      const frank = await createTestCustomer(app);
      const keep = await addOk(frank, thaiAddress());
      const shipping = await addOk(frank, japaneseAddress());
      await call('POST', '/v2/checkout/saveshipping', frank, {
        payload: { FormValues: [{ Key: 'shipping_address_id', Value: String(shipping.Id) }] },
      });
      expect(await shippingOf(frank.customerId)).toBe(shipping.Id);

      const response = await call('POST', `/v2/customer/addressdelete/${shipping.Id}`, frank);
      expect(response.statusCode).toBe(200);
      expect(AddressDeleteResponseSchema.parse(response.json()).Data).toEqual({ Id: shipping.Id });
      expect(await storedRow(shipping.Id)).toBeUndefined();
      expect(await shippingOf(frank.customerId)).toBeNull();
      expect(await storedRow(keep.Id)).toBeDefined();

      const again = await call('POST', `/v2/customer/addressdelete/${shipping.Id}`, frank);
      expect(again.statusCode).toBe(404);
    });
  });

  describe('POST /v2/checkout/saveshipping', () => {
    it('sets the shipping address from FormValues, among other keys', async () => {
      const address = await addOk(alice, thaiAddress());
      const response = await call('POST', '/v2/checkout/saveshipping', alice, {
        payload: {
          FormValues: [
            { Key: 'note', Value: 'x' },
            { Key: 'shipping_address_id', Value: ` ${address.Id} ` },
          ],
        },
      });
      expect(response.statusCode).toBe(200);
      expect(SaveShippingResponseSchema.parse(response.json()).Data).toEqual({
        ShippingAddressId: address.Id,
        // Not asked for: the order gets the abbreviated tax invoice.
        TaxInvoiceRequested: false,
      });
      expect(await shippingOf(alice.customerId)).toBe(address.Id);
    });

    it.each([
      ['no shipping_address_id', [{ Key: 'note', Value: '1' }]],
      ['a word', [{ Key: 'shipping_address_id', Value: 'twelve' }]],
      ['an empty value', [{ Key: 'shipping_address_id', Value: '' }]],
      ['zero', [{ Key: 'shipping_address_id', Value: '0' }]],
      ['a negative id', [{ Key: 'shipping_address_id', Value: '-3' }]],
      ['a decimal', [{ Key: 'shipping_address_id', Value: '1.5' }]],
      ['an id beyond int32', [{ Key: 'shipping_address_id', Value: '2147483648' }]],
    ])('refuses %s with 400', async (_label, formValues) => {
      const response = await call('POST', '/v2/checkout/saveshipping', alice, {
        payload: { FormValues: formValues },
        language: 'en',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().ErrorList).toEqual([
        'FormValues must contain shipping_address_id with the id of an address (a number).',
      ]);
    });

    it.each([
      ['no FormValues', {}],
      ['an empty list', { FormValues: [] }],
      ['a number value', { FormValues: [{ Key: 'shipping_address_id', Value: 12 }] }],
    ])('refuses a body with %s with 400', async (_label, payload) => {
      const response = await call('POST', '/v2/checkout/saveshipping', alice, { payload });
      expect(response.statusCode).toBe(400);
    });

    it('answers 404 for an address that does not exist', async () => {
      const response = await call('POST', '/v2/checkout/saveshipping', alice, {
        payload: { FormValues: [{ Key: 'shipping_address_id', Value: '2147483647' }] },
      });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('another customer’s address (BOLA)', () => {
    it('is 404 for reading, editing, deleting and choosing, and stays unchanged', async () => {
      const target = await addOk(alice, thaiAddress({ FirstName: 'Alice' }));
      await call('POST', '/v2/checkout/saveshipping', alice, {
        payload: { FormValues: [{ Key: 'shipping_address_id', Value: String(target.Id) }] },
      });
      const own = await addOk(bob, thaiAddress({ FirstName: 'Bob' }));
      await call('POST', '/v2/checkout/saveshipping', bob, {
        payload: { FormValues: [{ Key: 'shipping_address_id', Value: String(own.Id) }] },
      });
      const before = await storedRow(target.Id);

      const attempts = [
        call('GET', `/v2/customer/addressedit/${target.Id}`, bob, { language: 'en' }),
        call('POST', `/v2/customer/addressedit/${target.Id}`, bob, {
          payload: { Data: thaiAddress({ FirstName: 'Mallory' }) },
          language: 'en',
        }),
        // A bad body must not reveal the address exists either.
        call('POST', `/v2/customer/addressedit/${target.Id}`, bob, {
          payload: { Data: thaiAddress({ CityId: 5001 }) },
          language: 'en',
        }),
        call('POST', `/v2/customer/addressdelete/${target.Id}`, bob, { language: 'en' }),
        call('POST', '/v2/checkout/saveshipping', bob, {
          payload: { FormValues: [{ Key: 'shipping_address_id', Value: String(target.Id) }] },
          language: 'en',
        }),
      ];
      for (const response of await Promise.all(attempts)) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          Data: null,
          ErrorList: ['This address does not exist.'],
        });
      }

      expect(await storedRow(target.Id)).toEqual(before);
      expect(await shippingOf(alice.customerId)).toBe(target.Id);
      expect(await shippingOf(bob.customerId)).toBe(own.Id);
      const bobsList = AddressListResponseSchema.parse(
        (await call('GET', '/v2/customer/addresses', bob)).json(),
      ).Data!;
      expect(bobsList.Addresses.some((address) => address.Id === target.Id)).toBe(false);
    });

    it('answers the same 404 for another customer’s id as for an id that never existed', async () => {
      const target = await addOk(alice, thaiAddress());
      const theirs = await call('GET', `/v2/customer/addressedit/${target.Id}`, bob);
      const nobodys = await call('GET', '/v2/customer/addressedit/2147483646', bob);
      expect(theirs.statusCode).toBe(nobodys.statusCode);
      expect(theirs.body).toBe(nobodys.body);
    });
  });
});
