import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { seedTestCatalog } from '../../../test/catalog-fixture.js';

describe('Thai-aware search', () => {
  let app: TestApp;

  const search = async (data: Record<string, unknown>, language = 'en') => {
    const response = await app.inject({
      method: 'POST',
      url: '/v2/catalog/search',
      headers: { Language: language },
      payload: { Data: data },
    });
    return response;
  };
  const names = async (keyword: string, extra: Record<string, unknown> = {}, language = 'en') =>
    (await search({ Keyword: keyword, ...extra }, language))
      .json()
      .Data.Products.map((product: { Name: string }) => product.Name);

  beforeAll(async () => {
    app = await buildTestApp();
    await seedTestCatalog(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('finds a Thai title written without spaces from one of its words', async () => {
    expect(await names('ศิลาอาถรรพ์', {}, 'th')).toEqual(['แฮร์รี่ พอตเตอร์กับศิลาอาถรรพ์']);
  });

  it('finds a partial Thai word as it is being typed', async () => {
    expect((await names('แฮร์รี่ พอตเต', {}, 'th'))[0]).toBe('แฮร์รี่ พอตเตอร์กับศิลาอาถรรพ์');
    expect(await names('คดีปริศ', {}, 'th')).toHaveLength(18);
  });

  it('tolerates a typo in Thai and in English', async () => {
    expect((await names('แฮรี่ พอตเตอร์', {}, 'th'))[0]).toBe('แฮร์รี่ พอตเตอร์กับศิลาอาถรรพ์');
    expect((await names('harry pottr'))[0]).toBe("Harry Potter and the Philosopher's Stone");
  });

  it('forgives typos only for a word found nowhere, not for words that are never together', async () => {
    // Each word is in some title, no book has both: nothing look-alike is offered instead (the page
    // offers the closest titles, docs/search.md).
    expect(await names('complete ha')).toEqual([]);
    expect(await names('harry python')).toEqual([]);
    // From three words (พอตเตอร์ is two), the books with most of them are found.
    expect(await names('พอตเตอร์ python', {}, 'th')).toEqual(['แฮร์รี่ พอตเตอร์กับศิลาอาถรรพ์']);
    // One word found nowhere: the look-alike titles are.
    expect((await names('pythn'))[0]).toBe('Learn Python: The Complete Guide');
  });

  it('folds case and Unicode forms in English', async () => {
    expect((await names('HARRY POTTER'))[0]).toBe("Harry Potter and the Philosopher's Stone");
    expect((await names('ｐｙｔｈｏｎ'))[0]).toBe('Learn Python: The Complete Guide');
  });

  it('finds mixed Thai and English queries', async () => {
    expect((await names('เรียนpython', {}, 'th'))[0]).toBe('เรียน Python ฉบับสมบูรณ์');
    expect((await names('python ฉบับ', {}, 'th'))[0]).toBe('เรียน Python ฉบับสมบูรณ์');
  });

  it('ranks a title match over a contributor match over a description match', async () => {
    const ranked = await names('แฮร์รี่', {}, 'th');
    expect(ranked.slice(0, 3)).toEqual(['แฮร์รี่ พอตเตอร์กับศิลาอาถรรพ์', 'ความลับของนักสืบ', 'บันทึกนักอ่าน']);
  });

  it('finds books by author, translator, series and publisher names', async () => {
    expect(await names('โรว์ลิ่ง', {}, 'th')).toEqual(['แฮร์รี่ พอตเตอร์กับศิลาอาถรรพ์']);
    expect(await names('Sumalee')).toEqual(["Harry Potter and the Philosopher's Stone"]);
    expect((await names('ฟ้าใส', {}, 'th')).sort()).toEqual([
      'Deep Learning Basics',
      'เรียน Python ฉบับสมบูรณ์',
    ]);
  });

  it('composes the text query with filters and sort', async () => {
    expect(await names('harry', { Format: 'PDF' })).toEqual([
      "Harry Potter and the Philosopher's Stone",
    ]);
    expect(await names('harry', { PriceMax: 100 })).toEqual([]);
    expect(await names('harry', { OrderBy: 'price_asc' })).toEqual([
      "The Detective's Secret",
      "A Reader's Notes",
      "Harry Potter and the Philosopher's Stone",
    ]);
  });

  it('finds nothing for nonsense, and refuses bad input cleanly', async () => {
    expect(await names('ซซซซซซซซซซ')).toEqual([]);
    const tooLong = await search({ Keyword: 'ก'.repeat(10_000) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().ErrorList).toEqual([
      'Data.Keyword: must be at most 200 characters long.',
    ]);
    expect((await search({ Keyword: 'x', OrderBy: 'random' })).statusCode).toBe(400);
    expect((await search({ Keyword: 'x', PageNumber: 0 })).statusCode).toBe(400);
    expect((await search({ Keyword: 'x', ReleasedFrom: '2025-02-30' })).statusCode).toBe(400);
    expect(
      (await search({ ReleasedFrom: '2025-05-01', ReleasedTo: '2025-01-01' })).statusCode,
    ).toBe(400);
    expect((await search({ Keyword: "'); drop table books; --" })).statusCode).toBe(200);
    expect((await search({ Keyword: '%_\\' })).statusCode).toBe(200);
  });

  it('suggests titles, authors and publishers after two characters', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/v2/catalog/search-autocomplete/${encodeURIComponent('แฮ')}`,
      headers: { Language: 'th' },
    });
    expect(response.statusCode).toBe(200);
    const suggestions = response.json().Data as Array<{ Type: string; Name: string }>;
    expect(suggestions).toContainEqual(
      expect.objectContaining({ Type: 'book', Name: 'แฮร์รี่ พอตเตอร์กับศิลาอาถรรพ์' }),
    );
    expect(suggestions).toContainEqual(
      expect.objectContaining({ Type: 'author', Name: 'แฮร์รี่ ทองดี' }),
    );

    const publishers = (
      await app.inject({
        method: 'GET',
        url: '/v2/catalog/search-autocomplete/clear',
        headers: { Language: 'en' },
      })
    ).json().Data;
    expect(publishers).toContainEqual(
      expect.objectContaining({ Type: 'publisher', Name: 'Clear Sky Books' }),
    );

    const long = await app.inject({
      method: 'GET',
      url: `/v2/catalog/search-autocomplete/${'a'.repeat(300)}`,
    });
    expect(long.statusCode).toBe(400);
  });

  it('offers the advanced search criteria', async () => {
    const criteria = (
      await app.inject({
        method: 'GET',
        url: '/v2/product/searchcriteria',
        headers: { Language: 'th' },
      })
    ).json().Data;
    expect(criteria.Publishers.map((publisher: { Name: string }) => publisher.Name)).toEqual([
      'สำนักพิมพ์ทดลองอ่าน',
      'สำนักพิมพ์ฟ้าใส',
    ]);
    expect(criteria.PriceRange).toEqual({ Min: 60, Max: 450 });
    expect(criteria.Formats).toEqual(['EPUB', 'PDF']);
    expect(criteria.SortOptions).toContainEqual({ Value: 'price_asc', Name: 'ราคาต่ำไปสูง' });
    expect(criteria.Authors.length).toBeGreaterThan(3);
  });
});
