import {
  ReaderSettingsResponseSchema,
  SavedReaderSettingsResponseSchema,
  type ReaderSettingsValues,
} from '@nangsue/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  asCustomer,
  createTestCustomer,
  type TestCustomer,
} from '../../../test/customer-fixture.js';

const SARABUN_SEPIA_WIDE: ReaderSettingsValues = {
  FontSize: 120,
  LineHeight: 2,
  Theme: 'sepia',
  Flow: 'paginated',
  PdfFit: 'page',
  PdfZoom: 1,
  Font: 'sarabun',
  Margin: 'wide',
  Align: 'justify',
  Brightness: 80,
  Warmth: 40,
};

describe('the reader settings of an account: /v2/reader-settings', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await buildTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  const read = (customer?: TestCustomer) =>
    app.inject({
      method: 'GET',
      url: '/v2/reader-settings',
      headers: customer ? asCustomer(customer, 'en') : {},
    });
  const save = (
    customer: TestCustomer | undefined,
    data: Record<string, unknown>,
    language: 'th' | 'en' = 'en',
  ) =>
    app.inject({
      method: 'POST',
      url: '/v2/reader-settings',
      headers: customer ? asCustomer(customer, language) : { Language: language },
      payload: { Data: data },
    });

  it('are none at first, then what the customer saved, on every device, the last save winning', async () => {
    const reader = await createTestCustomer(app);
    expect(ReaderSettingsResponseSchema.parse((await read(reader)).json()).Data).toEqual({
      Settings: null,
    });

    const first = await save(reader, SARABUN_SEPIA_WIDE);
    expect(first.statusCode).toBe(200);
    const saved = SavedReaderSettingsResponseSchema.parse(first.json()).Data!.Settings;
    expect(saved).toMatchObject({ ...SARABUN_SEPIA_WIDE, Version: 1 });

    // Another device (the same account) reads them back.
    const fetched = ReaderSettingsResponseSchema.parse((await read(reader)).json()).Data!.Settings;
    expect(fetched).toEqual(saved);

    // A second save replaces them all.
    const dark = { ...SARABUN_SEPIA_WIDE, Theme: 'dark', Font: 'book', Margin: 'narrow' };
    const second = SavedReaderSettingsResponseSchema.parse((await save(reader, dark)).json()).Data!
      .Settings;
    expect(second).toMatchObject({ ...dark, Version: 2 });
  });

  it('are each customer’s own', async () => {
    const one = await createTestCustomer(app);
    const other = await createTestCustomer(app);
    await save(one, SARABUN_SEPIA_WIDE);
    expect((await read(other)).json().Data).toEqual({ Settings: null });
    await save(other, { ...SARABUN_SEPIA_WIDE, Theme: 'light' });
    expect((await read(one)).json().Data.Settings.Theme).toBe('sepia');
  });

  it('count every save made at once, one version each', async () => {
    const reader = await createTestCustomer(app);
    const sizes = [80, 90, 100, 110, 120, 140] as const;
    const answers = await Promise.all(
      sizes.map((FontSize) => save(reader, { ...SARABUN_SEPIA_WIDE, FontSize })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(sizes.map(() => 200));
    const versions = answers.map((answer) => answer.json().Data.Settings.Version as number);
    expect(versions.toSorted((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    // What is kept is the save that got the last version.
    const last = answers[versions.indexOf(6)]!.json().Data.Settings;
    expect((await read(reader)).json().Data.Settings).toEqual(last);
  });

  it('need a session, and refuse a value the reader does not offer in the caller’s language', async () => {
    expect((await read()).statusCode).toBe(401);
    expect((await save(undefined, SARABUN_SEPIA_WIDE)).statusCode).toBe(401);

    const reader = await createTestCustomer(app);
    for (const bad of [
      { FontSize: 130 },
      { Theme: 'neon' },
      { Font: 'comic-sans' },
      { Margin: 'huge' },
      { Brightness: 5 },
      { Warmth: '20' },
      { Extra: true },
    ]) {
      const answer = await save(reader, { ...SARABUN_SEPIA_WIDE, ...bad });
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const missing = { ...SARABUN_SEPIA_WIDE } as Partial<ReaderSettingsValues>;
    delete missing.Align;
    expect((await save(reader, missing)).statusCode).toBe(400);

    const thai = (await save(reader, { ...SARABUN_SEPIA_WIDE, Theme: 'neon' }, 'th')).json();
    const english = (await save(reader, { ...SARABUN_SEPIA_WIDE, Theme: 'neon' }, 'en')).json();
    expect(thai.Data).toBeNull();
    expect(thai.ErrorList[0]).toMatch(/[\u0E00-\u0E7F]/);
    expect(english.ErrorList[0]).toMatch(/^[\x20-\x7E]+$/);
    expect((await read(reader)).json().Data).toEqual({ Settings: null });
  });
});
