import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { parseEnv } from '../../env.js';
import { createTestDatabase } from '../../../test/databases.js';
import { makeBook } from '../../../test/catalog-fixture.js';
import { createRemoteCatalogWriter } from '../../cli/remote-catalog-writer.js';

const TOKEN = 'one-time-secret-of-the-embedded-lock-0001';

describe('handing imports to the API that owns the embedded database', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let url: string;

  beforeAll(async () => {
    const database = await createTestDatabase('pglite');
    app = await buildApp({
      env: parseEnv({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: `/tmp/nangsue-admin-${process.pid}`,
      }),
      database,
      logger: false,
      importToken: TOKEN,
    });
    app.addHook('onClose', async () => database.close());
    url = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await app.close();
    await fs.rm(app.env.DATA_DIR, { recursive: true, force: true });
  });

  const post = (authorization?: string) =>
    app.inject({
      method: 'POST',
      url: '/v2/admin/catalog/import',
      headers: { Language: 'en', ...(authorization ? { authorization } : {}) },
      payload: { Data: { Books: [{ ...makeBook('wire-1'), cover: null }] } },
    });

  it('refuses callers without the lock secret', async () => {
    expect((await post()).statusCode).toBe(401);
    expect((await post('Bearer wrong')).statusCode).toBe(403);
  });

  it('imports books, covers included, through the remote writer, and the store shows them at once', async () => {
    const writer = createRemoteCatalogWriter({ pid: 1, url, token: TOKEN });
    const progress: number[] = [];
    const cover = {
      contentType: 'image/png' as const,
      data: Buffer.from('89504e470d0a1a0a', 'hex'),
    };
    const result = await writer.write(
      {
        books: [
          makeBook('wire-2', { name: { th: 'หนังสือผ่านสาย', en: 'Book Over The Wire' }, cover }),
          makeBook('wire-3'),
        ],
      },
      { onProgress: (done) => progress.push(done) },
    );
    expect(result).toEqual({ created: 2, updated: 0 });
    expect(progress).toEqual([2]);

    const found = await app.inject({
      method: 'POST',
      url: '/v2/catalog/search',
      headers: { Language: 'en' },
      payload: { Data: { Keyword: 'over the wire' } },
    });
    const book = found.json().Data.Products[0];
    expect(book.Name).toBe('Book Over The Wire');
    const picture = await app.inject({ method: 'GET', url: book.DefaultPictureModel.ImageUrl });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');

    expect(await writer.write({ books: [makeBook('wire-3')] })).toEqual({ created: 0, updated: 1 });
  });

  it('refuses malformed books with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v2/admin/catalog/import',
      headers: { authorization: `Bearer ${TOKEN}`, Language: 'en' },
      payload: { Data: { Books: [{ recordReference: 'x' }] } },
    });
    expect(response.statusCode).toBe(400);
  });
});
