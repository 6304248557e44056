import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  GOOD_PASSWORD,
  post,
  registerVerified,
  registrationData,
} from '../../test/accounts-fixture.js';

const NUL = '\u0000';

/**
 * No text column can hold a NUL character; before this was checked, each of these answered 500
 * from the database. Every one now answers 400 with the field named, in the caller's language.
 */
describe('a NUL character in any text field', () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    app = await buildTestApp();
    ({ token } = await registerVerified(app));
  });
  afterAll(async () => {
    await app.close();
  });

  const refused = (field: string) => ({
    Data: null,
    ErrorList: [`${field}: contains a character that is not allowed (NUL).`],
  });

  it('in the login e-mail and the registration form', async () => {
    const login = await post(
      app,
      '/v2/customer/login',
      { Email: `a${NUL}@example.com`, Password: GOOD_PASSWORD },
      { language: 'en' },
    );
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual(refused('Data.Email'));

    const register = await post(
      app,
      '/v2/customer/register',
      registrationData('nul@example.com', { FirstName: `สม${NUL}ชาย` }),
      { language: 'th' },
    );
    expect(register.statusCode).toBe(400);
    expect(register.json()).toEqual({
      Data: null,
      ErrorList: ['Data.FirstName: มีอักขระที่ไม่อนุญาต (NUL)'],
    });
  });

  it('in the profile and an address', async () => {
    const profile = await post(
      app,
      '/v2/customer/info',
      { FirstName: `Som${NUL}chai` },
      { token, language: 'en' },
    );
    expect(profile.statusCode).toBe(400);
    expect(profile.json()).toEqual(refused('Data.FirstName'));

    const address = await post(
      app,
      '/v2/customer/addressadd',
      { FirstName: 'Somchai', Address1: `99/1${NUL}` },
      { token, language: 'en' },
    );
    expect(address.statusCode).toBe(400);
    expect(address.json()).toEqual(refused('Data.Address1'));
  });

  it('in a search, an autocomplete path and a query string', async () => {
    const search = await post(
      app,
      '/v2/catalog/search',
      { Keyword: `ab${NUL}` },
      { language: 'en' },
    );
    expect(search.statusCode).toBe(400);
    expect(search.json()).toEqual(refused('Data.Keyword'));

    const path = await app.inject({
      method: 'GET',
      url: '/v2/catalog/search-autocomplete/ab%00',
      headers: { Language: 'en' },
    });
    expect(path.statusCode).toBe(400);
    expect(path.json()).toEqual(refused('keyword'));

    const query = await app.inject({
      method: 'GET',
      url: '/v1/smart-search/auto-complete?keyword=ab%00',
      headers: { Language: 'en' },
    });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual(refused('keyword'));
  });
});
