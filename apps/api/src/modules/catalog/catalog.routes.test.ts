import {
  CategoryPageResponseSchema,
  ProductPageResponseSchema,
  SearchResponseSchema,
} from '@nangsue/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { books } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { seedTestCatalog } from '../../../test/catalog-fixture.js';

describe('catalog listings', () => {
  let app: TestApp;
  let ids: Record<string, number>;
  let categoryIds: Record<string, number>;

  const get = (url: string, language = 'en') =>
    app.inject({ method: 'GET', url, headers: { Language: language } });
  const idOf = (name: string): number => {
    const id = ids[name];
    if (id === undefined) throw new Error(`no book named ${name}`);
    return id;
  };

  beforeAll(async () => {
    app = await buildTestApp();
    await seedTestCatalog(app);
    const tree = (await get('/v2/home/categorytree')).json().Data as Array<{
      Id: number;
      Name: string;
      SubCategories: Array<{ Id: number; Name: string }>;
    }>;
    categoryIds = Object.fromEntries(
      tree.flatMap((node) => [
        [node.Name, node.Id],
        ...node.SubCategories.map((child) => [child.Name, child.Id]),
      ]),
    );
    const search = await app.inject({
      method: 'POST',
      url: '/v2/catalog/search',
      headers: { Language: 'en' },
      payload: { Data: { OrderBy: 'name_asc' } },
    });
    const all = [] as Array<{ Id: number; Name: string }>;
    const pages = search.json().Data.Paging.TotalPages as number;
    for (let pageNumber = 1; pageNumber <= pages; pageNumber += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/v2/catalog/search',
        headers: { Language: 'en' },
        payload: { Data: { OrderBy: 'name_asc', PageNumber: pageNumber } },
      });
      all.push(...response.json().Data.Products);
    }
    ids = Object.fromEntries(all.map((product) => [product.Name, product.Id]));
  });
  afterAll(async () => {
    await app.close();
  });

  it('serves the category tree with counts that include sub-categories, in both languages', async () => {
    const en = (await get('/v2/home/categorytree')).json().Data;
    const fiction = en.find((node: { Name: string }) => node.Name === 'Fiction');
    expect(fiction.SubCategories.map((child: { Name: string }) => child.Name)).toEqual([
      'Fantasy',
      'Mystery',
    ]);
    expect(fiction.NumberOfProducts).toBe(28);
    const th = (await get('/v2/home/categorytree', 'th')).json().Data;
    expect(th.map((node: { Name: string }) => node.Name)).toEqual(['นิยาย', 'คอมพิวเตอร์']);
  });

  it('pages a category 18 at a time with its breadcrumb and sub-categories', async () => {
    const first = CategoryPageResponseSchema.parse(
      (await get(`/v2/catalog/category/${categoryIds.Fiction}?pageNumber=1`)).json(),
    ).Data!;
    expect(first.Name).toBe('Fiction');
    expect(first.Description).toBe('Fiction of every kind');
    expect(first.SubCategories.map((child) => child.Name)).toEqual(['Fantasy', 'Mystery']);
    expect(first.Products).toHaveLength(18);
    expect(first.Paging).toEqual({ PageNumber: 1, PageSize: 18, TotalItems: 28, TotalPages: 2 });

    const second = (await get(`/v2/catalog/category/${categoryIds.Fiction}?pageNumber=2`)).json()
      .Data;
    expect(second.Products).toHaveLength(10);
    const seen = new Set(
      [...first.Products, ...second.Products].map((product: { Id: number }) => product.Id),
    );
    expect(seen.size).toBe(28);

    const mystery = (await get(`/v2/catalog/category/${categoryIds.Mystery}`)).json().Data;
    expect(mystery.Breadcrumb.map((crumb: { Name: string }) => crumb.Name)).toEqual([
      'Fiction',
      'Mystery',
    ]);
  });

  it('sorts and filters a category, composing filters', async () => {
    const cheap = (
      await get(`/v2/catalog/category/${categoryIds.Mystery}?orderBy=price_asc&priceMax=100`)
    ).json().Data;
    expect(
      cheap.Products.map(
        (product: { ProductPrice: { PriceValue: number } }) => product.ProductPrice.PriceValue,
      ),
    ).toEqual([6000, 7000, 8000, 9000, 10000]);

    const desc = (
      await get(
        `/v2/catalog/category/${categoryIds.Mystery}?orderBy=price_desc&priceMin=200&priceMax=290`,
      )
    ).json().Data;
    expect(
      desc.Products.map(
        (product: { ProductPrice: { PriceValue: number } }) => product.ProductPrice.PriceValue,
      ),
    ).toEqual([29000, 28000, 27000, 26000, 25000, 24000, 23000, 22000, 21000, 20000]);

    const pdf = (await get(`/v2/catalog/category/${categoryIds.Computers}?format=PDF`)).json().Data;
    expect(pdf.Products.map((product: { Name: string }) => product.Name)).toEqual([
      'Learn Python: The Complete Guide',
    ]);
    const english = (await get(`/v2/catalog/category/${categoryIds.Computers}?language=en`)).json()
      .Data;
    expect(english.Products.map((product: { Name: string }) => product.Name)).toEqual([
      'Deep Learning Basics',
    ]);
    const rated = (await get(`/v2/catalog/category/${categoryIds.Fiction}?minRating=4`)).json()
      .Data;
    expect(rated.Products.map((product: { Name: string }) => product.Name)).toEqual([
      "Harry Potter and the Philosopher's Stone",
    ]);
  });

  it('sorts Thai names in dictionary order (leading vowels after their consonant)', async () => {
    const names = (
      await get(`/v2/catalog/category/${categoryIds.Computers}?orderBy=name_asc`, 'th')
    )
      .json()
      .Data.Products.map((product: { Name: string }) => product.Name);
    expect(names).toEqual(['Deep Learning Basics', 'เรียน Python ฉบับสมบูรณ์']);
  });

  it.each([
    ['/v2/catalog/category/abc', 400, 'id: must be a number.'],
    ['/v2/catalog/category/0', 400, 'id: must be at least 1.'],
    ['/v2/catalog/category/-1', 400, 'id: must be at least 1.'],
    ['/v2/catalog/category/99999999999', 400, 'id: must be at most 2147483647.'],
    ['/v2/catalog/category/999999', 404, 'This category does not exist.'],
    ['/v2/catalog/category/1?pageNumber=0', 400, 'pageNumber: must be at least 1.'],
    ['/v2/catalog/category/1?pageNumber=-3', 400, 'pageNumber: must be at least 1.'],
    ['/v2/catalog/category/1?pageNumber=1e9', 400, 'pageNumber: must be at most 10000.'],
    ['/v2/catalog/category/1?pageNumber=two', 400, 'pageNumber: must be a number.'],
    [
      '/v2/catalog/category/1?orderBy=cheapest',
      400,
      'orderBy: must be one of "relevance", "newest", "bestseller", "price_asc", "price_desc", "name_asc", "name_desc", "rating".',
    ],
    ['/v2/catalog/category/1?color=red', 400, 'querystring: has unknown field(s) "color".'],
    [
      '/v2/catalog/category/1?priceMin=50&priceMax=10',
      400,
      'The lowest price must not be above the highest price.',
    ],
    ['/v2/catalog/newproducts?format=MOBI', 400, 'format: must be one of "EPUB", "PDF".'],
    ['/v2/catalog/vendor/999999', 404, 'This publisher does not exist.'],
    ['/v2/catalog/manufacturer/999999', 404, 'This imprint does not exist.'],
    ['/v2/catalog/productbytag/999999', 404, 'This tag does not exist.'],
    ['/v2/product/productdetails/999999', 404, 'This book does not exist.'],
    ['/v2/product/productdetails/1.5', 400, 'id: must be a whole number.'],
    ['/v2/product/productsalsopurchase/999999', 404, 'This book does not exist.'],
    ['/v2/topic/details-topiccode/nope', 404, 'This topic does not exist.'],
    [
      '/v2/topic/details-topiccode/NOT%20VALID',
      400,
      'topicCode: has a form or characters that are not accepted.',
    ],
  ])('answers %s with a clean %i envelope: %s', async (url, status, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ Data: null, ErrorList: [message] });
  });

  it('translates not-found messages', async () => {
    expect((await get('/v2/catalog/category/999999', 'th')).json().ErrorList).toEqual([
      'ไม่พบหมวดหมู่นี้',
    ]);
    expect((await get('/v2/catalog/category/999999', 'en')).json().ErrorList).toEqual([
      'This category does not exist.',
    ]);
  });

  it('lists new releases newest first and best sellers by copies sold', async () => {
    const fresh = ProductPageResponseSchema.parse(
      (await get('/v2/catalog/newproducts')).json(),
    ).Data!;
    expect(fresh.Products.map((product) => product.Name)).toEqual([
      'Learn Python: The Complete Guide',
      "Harry Potter and the Philosopher's Stone",
    ]);
    const best = ProductPageResponseSchema.parse(
      (await get('/v2/catalog/bestsellerproducts')).json(),
    ).Data!;
    expect(best.Products.slice(0, 3).map((product) => product.Name)).toEqual([
      "A Reader's Notes",
      "Harry Potter and the Philosopher's Stone",
      "The Detective's Secret",
    ]);
    expect(best.Paging.TotalItems).toBe(30);
  });

  it('serves publisher (vendor), imprint (manufacturer) and tag pages', async () => {
    const details = (
      await get(`/v2/product/productdetails/${ids["Harry Potter and the Philosopher's Stone"]}`)
    ).json().Data;
    const vendor = (await get(`/v2/catalog/vendor/${details.Publisher.Id}`)).json().Data;
    expect(vendor.Name).toBe('Try Read Press');
    expect(vendor.Description).toBe('A publisher for tests');
    expect(vendor.Paging.TotalItems).toBe(28);
    const imprint = (await get(`/v2/catalog/manufacturer/${details.Manufacturer.Id}`)).json().Data;
    expect(imprint.Name).toBe('Try Read Young');
    expect(imprint.Products.map((product: { Name: string }) => product.Name)).toEqual([
      "Harry Potter and the Philosopher's Stone",
    ]);
    const tag = (await get(`/v2/catalog/productbytag/${details.Tags[0].Id}`, 'th')).json().Data;
    expect(tag.Name).toBe('ขายดี');
    expect(tag.Products).toHaveLength(1);
  });

  it('serves book details with contributors, series, files and prices in satang', async () => {
    const details = (
      await get(
        `/v2/product/productdetails/${ids["Harry Potter and the Philosopher's Stone"]}`,
        'th',
      )
    ).json().Data;
    expect(details).toMatchObject({
      Name: 'แฮร์รี่ พอตเตอร์กับศิลาอาถรรพ์',
      NameEn: "Harry Potter and the Philosopher's Stone",
      ProductPrice: {
        PriceValue: 29500,
        OldPriceValue: 35000,
        CurrencyCode: 'THB',
        DiscountPercent: 16,
      },
      Series: { Name: 'แฮร์รี่ พอตเตอร์', Volume: 1 },
      Isbn: '9786160000014',
      HasSample: true,
      Formats: ['EPUB', 'PDF'],
      ReviewOverviewModel: { RatingSum: 480, TotalReviews: 100, Average: 4.8 },
    });
    expect(
      details.Contributors.map((contributor: { Name: string; Role: string }) => [
        contributor.Name,
        contributor.Role,
      ]),
    ).toEqual([
      ['เจ.เค. โรว์ลิ่ง', 'author'],
      ['สุมาลี บำรุงสุข', 'translator'],
    ]);
    expect(details.Breadcrumb.map((crumb: { Name: string }) => crumb.Name)).toEqual([
      'นิยาย',
      'แฟนตาซี',
    ]);
    expect(details.DefaultPictureModel).toMatchObject({ Width: 357, Height: 510 });
    expect(details.DefaultPictureModel.ImageUrl).toMatch(
      /^\/files\/generated-covers\/\d+-[0-9a-z]+\.webp$/,
    );
  });

  it('draws a cover for a book without one as a 357x510 WebP, rasterized once', async () => {
    const id = idOf('Learn Python: The Complete Guide');
    const url = (await get(`/v2/product/productdetails/${id}`, 'th')).json().Data
      .DefaultPictureModel.ImageUrl as string;
    const cover = await app.inject({ method: 'GET', url });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/webp');
    expect(cover.headers['cache-control']).toContain('immutable');
    const { format, width, height } = await sharp(cover.rawPayload).metadata();
    expect({ format, width, height }).toEqual({ format: 'webp', width: 357, height: 510 });

    // Renamed behind the cache's back (the book's version unchanged): the SVG, drawn on every
    // request, shows the new title, the WebP is the one rasterized before, from the cache.
    const [book] = await app.database.db
      .update(books)
      .set({ nameTh: 'ชื่อใหม่ทดสอบ' })
      .where(eq(books.id, id))
      .returning({ nameTh: books.nameTh });
    expect(book?.nameTh).toBe('ชื่อใหม่ทดสอบ');
    try {
      const svg = await app.inject({ method: 'GET', url: url.replace(/\.webp$/, '.svg') });
      expect(svg.body).toContain('ชื่อใหม่ทดสอบ');
      const again = await app.inject({ method: 'GET', url });
      expect(again.rawPayload.equals(cover.rawPayload)).toBe(true);
    } finally {
      await app.database.db
        .update(books)
        .set({ nameTh: 'เรียน Python ฉบับสมบูรณ์' })
        .where(eq(books.id, id));
    }
  });

  it('still answers the SVG at a cover address given before covers were WebP', async () => {
    const id = idOf('Learn Python: The Complete Guide');
    const url = (await get(`/v2/product/productdetails/${id}`, 'th')).json().Data
      .DefaultPictureModel.ImageUrl as string;
    const cover = await app.inject({ method: 'GET', url: url.replace(/\.webp$/, '.svg') });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(cover.headers['cache-control']).toContain('immutable');
    expect(cover.body).toMatch(/^<svg[^>]* width="357" height="510"/);
    expect(cover.body).toContain('Python');
  });

  it('answers a drawn cover at an older version with the current picture, and 404 for no book', async () => {
    const id = idOf('Learn Python: The Complete Guide');
    const url = (await get(`/v2/product/productdetails/${id}`, 'th')).json().Data
      .DefaultPictureModel.ImageUrl as string;
    const current = await app.inject({ method: 'GET', url });
    const older = await app.inject({
      method: 'GET',
      url: `/files/generated-covers/${id}-abc.webp`,
    });
    expect(older.statusCode).toBe(200);
    expect(older.rawPayload.equals(current.rawPayload)).toBe(true);
    for (const missing of [
      '/files/generated-covers/999999999-abc.webp',
      '/files/generated-covers/999999999-abc.svg',
    ]) {
      expect((await app.inject({ method: 'GET', url: missing })).statusCode).toBe(404);
    }
  });

  it('lists books bought together, best score first', async () => {
    const related = (
      await get(
        `/v2/product/productsalsopurchase/${ids["Harry Potter and the Philosopher's Stone"]}`,
      )
    ).json().Data;
    expect(related.map((product: { Name: string }) => product.Name)).toEqual([
      "The Detective's Secret",
      'Learn Python: The Complete Guide',
    ]);
  });

  it('serves a topic with its books in order, and the home slider and categories', async () => {
    const topic = (await get('/v2/topic/details-topiccode/summer-reading')).json().Data;
    expect(topic.Title).toBe('Summer reading');
    expect(topic.Products.map((product: { Name: string }) => product.Name)).toEqual([
      'Learn Python: The Complete Guide',
      "Harry Potter and the Philosopher's Stone",
    ]);
    const sliders = (await get('/v2/slider/home-slider', 'th')).json().Data;
    expect(sliders).toEqual([
      expect.objectContaining({
        Title: 'อ่านรับหน้าร้อน',
        Link: '/topic/summer-reading',
        IsExternal: false,
      }),
    ]);
    const picture = await app.inject({ method: 'GET', url: sliders[0].PictureUrl });
    expect(picture.statusCode).toBe(200);
    expect(sliders[0].PictureUrl).toMatch(/\.webp$/);
    expect(picture.headers['content-type']).toBe('image/webp');
    const home = (await get('/v2/home/homepagecategorieswithproducts')).json().Data;
    expect(home.map((category: { Name: string }) => category.Name)).toEqual([
      'Fiction',
      'Computers',
    ]);
    expect(home[0].Products[0].Name).toBe("A Reader's Notes");
  });

  it('refuses file paths outside storage', async () => {
    for (const url of [
      '/files/../../etc/passwd.svg',
      '/files/%2e%2e/secret.svg',
      '/files/covers/none.svg',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
    }
  });

  it('records recently viewed books per device, newest first', async () => {
    const device = (
      await app.inject({
        method: 'POST',
        url: '/appstart',
        payload: { Data: { DeviceTypeId: 20 } },
      })
    ).json().Data.DeviceId;
    const view = (productId: number) =>
      app.inject({
        method: 'POST',
        url: '/v2/home/recentview',
        headers: { DeviceId: device, Language: 'en' },
        payload: { Data: { ProductId: productId } },
      });
    await view(ids['Learn Python: The Complete Guide']!);
    await view(ids["Harry Potter and the Philosopher's Stone"]!);
    const again = await view(ids['Learn Python: The Complete Guide']!);
    expect(again.json().Data.ProductIds).toEqual([
      ids['Learn Python: The Complete Guide'],
      ids["Harry Potter and the Philosopher's Stone"],
    ]);

    expect((await view(999999)).statusCode).toBe(404);
    const withoutDevice = await app.inject({
      method: 'POST',
      url: '/v2/home/recentview',
      payload: { Data: { ProductId: 1 } },
    });
    expect(withoutDevice.statusCode).toBe(400);
  });

  it('returns an empty page past the last one', async () => {
    const response = SearchResponseSchema.parse(
      (
        await app.inject({
          method: 'POST',
          url: '/v2/catalog/search',
          payload: { Data: { PageNumber: 50 } },
        })
      ).json(),
    );
    expect(response.Data?.Products).toEqual([]);
    expect(response.Data?.Paging.TotalItems).toBe(30);
  });
});
