import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client.js';
import { swapKeyboardLayout } from '../../lib/thai-keyboard.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { seedTestCatalog } from '../../../test/catalog-fixture.js';
import { createStaffSession } from '../../../test/staff-fixture.js';
import { createDemoCatalog } from '../catalog-import/demo/demo-catalog.js';

type Card = { Id: number; Name: string };
type Result = {
  Products: Card[];
  Paging: { TotalItems: number };
  Keyword: string;
  Corrected: { Keyword: string; Reason: string } | null;
  DidYouMean: {
    Keywords: string[];
    Products: Card[];
    Category: { Id: number; Name: string } | null;
    Popular: Card[];
  } | null;
};

/**
 * What a search does when the text as typed finds nothing (issue 28, docs/search.md), over the
 * real app and the demo catalogue: the other keyboard layout, "did you mean" with popular books,
 * the search log, autocomplete read the same way, and spellings staff add.
 */
describe('search that finds what readers meant', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await buildTestApp();
    const { categories, publishers, books } = await createDemoCatalog({ today: '2026-11-29' });
    await seedTestCatalog(app, { categories, publishers, books });
  }, 180_000);
  afterAll(async () => {
    await app?.close();
  });

  const search = async (data: Record<string, unknown>, language = 'th') => {
    const response = await app.inject({
      method: 'POST',
      url: '/v2/catalog/search',
      headers: { Language: language },
      payload: { Data: { PageNumber: 1, ...data } },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().Data as Result;
  };
  const suggest = async (keyword: string, language = 'th') => {
    const response = await app.inject({
      method: 'GET',
      url: `/v2/catalog/search-autocomplete/${encodeURIComponent(keyword)}`,
      headers: { Language: language },
    });
    expect(response.statusCode).toBe(200);
    return response.json().Data as Array<{ Type: string; Name: string }>;
  };

  it('searches a Thai title typed on the US layout as Thai, and says so; Exact searches the keys', async () => {
    const typed = swapKeyboardLayout('จิตวิทยาความสุข') as string;
    const result = await search({ Keyword: typed });
    expect(result.Corrected).toEqual({ Keyword: 'จิตวิทยาความสุข', Reason: 'keyboard' });
    expect(result.Keyword).toBe(typed);
    expect(result.Products[0]?.Name).toBe('จิตวิทยาความสุข');
    const exact = await search({ Keyword: typed, Exact: true });
    expect(exact.Corrected).toBeNull();
    expect(exact.Products.map((card) => card.Name)).not.toContain('จิตวิทยาความสุข');
  });

  it('searches an English title typed on the Thai layout as English', async () => {
    // "kubernetes" typed with the Thai layout on.
    const thaiKeys = swapKeyboardLayout('kubernetes') as string;
    expect(thaiKeys).toBe('าีิำพืำะำห');
    const result = await search({ Keyword: thaiKeys }, 'en');
    expect(result.Corrected?.Keyword).toBe('kubernetes');
    expect(result.Products.map((card) => card.Name)).toContain('Docker and Kubernetes in Practice');
  });

  it('keeps a text that finds titles as typed, even if its keys spell something on the other layout', async () => {
    const result = await search({ Keyword: 'python' }, 'en');
    expect(result.Corrected).toBeNull();
    expect(result.Paging.TotalItems).toBeGreaterThan(0);
  });

  it('offers the closest titles and the popular books of their category when nothing is found, and logs it', async () => {
    const result = await search({ Keyword: 'สมุนไพรไทยโบราณมหัศจรรย์พันปีqq' });
    expect(result.Paging.TotalItems).toBe(0);
    expect(result.Products).toEqual([]);
    expect(result.DidYouMean?.Keywords[0]).toBe('สมุนไพรไทยใกล้ตัว');
    expect(result.DidYouMean?.Products[0]?.Name).toBe('สมุนไพรไทยใกล้ตัว');
    expect(result.DidYouMean?.Category).not.toBeNull();
    expect(result.DidYouMean?.Popular.length).toBeGreaterThan(0);
    // The popular books are others than the closest ones.
    const closest = new Set(result.DidYouMean?.Products.map((card) => card.Id));
    expect(result.DidYouMean?.Popular.some((card) => closest.has(card.Id))).toBe(false);

    const nothing = await search({ Keyword: 'zqxjvw' }, 'en');
    expect(nothing.DidYouMean?.Category).toBeNull();
    expect(nothing.DidYouMean?.Popular.length).toBeGreaterThan(0);

    // Every search that found nothing is in the log the back office reports; a corrected one names
    // what was searched instead.
    await app.services.search.emptySearches(new Date(0));
    const rows = await executeRows<{
      text: string;
      result_count: number;
      corrected_to: string | null;
    }>(app.database.db, sql`select text, result_count, corrected_to from search_log order by id`);
    expect(rows).toContainEqual(
      expect.objectContaining({ text: 'zqxjvw', result_count: 0, corrected_to: null }),
    );
    expect(rows.some((row) => row.corrected_to === 'จิตวิทยาความสุข')).toBe(true);
    const empty = await app.services.search.emptySearches(new Date(0));
    expect(empty.map((row) => row.text)).toContain('zqxjvw');
  });

  it('finds a book first by its ISBN or e-ISBN, however it is typed', async () => {
    const [book] = await executeRows<{ name_th: string; isbn: string; e_isbn: string }>(
      app.database.db,
      sql`select name_th, isbn, e_isbn from books where isbn is not null order by id limit 1`,
    );
    const {
      name_th: name,
      isbn,
      e_isbn: eIsbn,
    } = book as { name_th: string; isbn: string; e_isbn: string };
    const hyphenated = `${isbn.slice(0, 3)}-${isbn.slice(3, 6)}-${isbn.slice(6, 12)}-${isbn.slice(12)}`;
    for (const typed of [isbn, hyphenated, `ISBN ${hyphenated}`, eIsbn]) {
      expect((await search({ Keyword: typed })).Products[0]?.Name, typed).toBe(name);
    }
  });

  it('reads autocomplete the same way: normalised, without a title before a name, on the other layout', async () => {
    expect((await suggest('จิตวิทยาความ')).map((row) => row.Name)).toContain('จิตวิทยาความสุข');
    // Two sara e for sara ae.
    expect((await suggest('เเกรมมาร์')).map((row) => row.Name)).toContain('แกรมมาร์ง่ายนิดเดียว');
    // The US keys of a Thai prefix.
    const keys = swapKeyboardLayout('จิตวิทยาความ') as string;
    expect((await suggest(keys)).map((row) => row.Name)).toContain('จิตวิทยาความสุข');
    // A title before an author's name.
    const [author] = await executeRows<{ name_th: string }>(
      app.database.db,
      sql`select name_th from contributors where name_th like 'สม%' order by id limit 1`,
    );
    const name = (author as { name_th: string }).name_th;
    expect(await suggest(`ดร. ${name.slice(0, 6)}`)).toContainEqual(
      expect.objectContaining({ Type: 'author', Name: name }),
    );
  });

  it('finds every spelling of a group staff add, at once', async () => {
    const before = await search({ Keyword: 'ขนมปังโฮมเมด' });
    expect(before.Products.map((card) => card.Name)).not.toContain('อบขนมปังที่บ้าน');
    const editor = await createStaffSession(app, 'catalog_editor', { language: 'en' });
    const created = await app.inject({
      method: 'POST',
      url: '/admin/v1/catalog/search-spellings',
      headers: editor.headers,
      payload: { Spellings: ['ที่บ้าน', 'โฮมเมด', 'homemade'] },
    });
    expect(created.statusCode, created.body).toBe(200);
    const after = await search({ Keyword: 'ขนมปังโฮมเมด' });
    expect(after.Products[0]?.Name).toBe('อบขนมปังที่บ้าน');
  });
});
