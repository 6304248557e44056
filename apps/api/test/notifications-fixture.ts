import { NotificationPageResponseSchema, type NotificationPage } from '@nangsue/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import { executeRows } from '../src/db/client.js';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { seedTestCatalogIds } from './catalog-fixture.js';
import { asCustomer, type TestCustomer } from './customer-fixture.js';
import { createStaffSession } from './staff-fixture.js';

/**
 * Follow and notify in tests (docs/notifications.md): an app whose jobs are worked only when a
 * test drains them, the test catalog, a catalog editor who creates and publishes books through the
 * back office's calls, and the reader's calls.
 */

export type CatalogEditor = Awaited<ReturnType<typeof createStaffSession>>;

/** The id in the first row the query answers (a seeded series, author, publisher …). */
export const firstId = async (app: TestApp, query: SQL): Promise<number> =>
  Number((await executeRows<{ id: number }>(app.database.db, query))[0]!.id);

/**
 * The app with jobs off and the test catalog, an English catalog editor, and the publisher and
 * subcategory new books are filed under (the catalog's first of each).
 */
export const startNotificationsApp = async (): Promise<{
  app: TestApp;
  editor: CatalogEditor;
  publisherId: number;
  categoryId: number;
}> => {
  const app = await buildTestApp({ JOBS_MODE: 'off' });
  await seedTestCatalogIds(app);
  const editor = await createStaffSession(app, 'catalog_editor', { language: 'en' });
  const publisherId = await firstId(app, sql`select id from publishers order by id limit 1`);
  const categoryId = await firstId(
    app,
    sql`select id from categories where parent_id is not null order by id limit 1`,
  );
  return { app, editor, publisherId, categoryId };
};

/** A reader's call (null: a guest), in English unless told. */
export const readerCall = (
  app: TestApp,
  method: 'GET' | 'POST',
  url: string,
  customer: TestCustomer | null,
  payload?: object,
  language: 'th' | 'en' = 'en',
) =>
  app.inject({
    method,
    url,
    headers: customer ? asCustomer(customer, language) : { Language: language },
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });

/** The first page of the reader's notifications. */
export const notificationPage = async (
  app: TestApp,
  customer: TestCustomer,
): Promise<NotificationPage> => {
  const response = await readerCall(app, 'GET', '/v2/notifications?pageNumber=1', customer);
  expect(response.statusCode, response.body).toBe(200);
  return NotificationPageResponseSchema.parse(response.json()).Data!;
};

/** Staff create a book (a draft, with these fields) and publish it, as the back office does. */
export const publishBook = async (
  app: TestApp,
  editor: CatalogEditor,
  fields: Record<string, unknown>,
): Promise<number> => {
  const created = await app.inject({
    method: 'POST',
    url: '/admin/v1/catalog/books',
    headers: editor.headers,
    payload: fields,
  });
  expect(created.statusCode, created.body).toBe(200);
  const bookId = Number(created.json().Data.Id);
  const published = await app.inject({
    method: 'POST',
    url: `/admin/v1/catalog/books/${bookId}/publish`,
    headers: editor.headers,
  });
  expect(published.statusCode, published.body).toBe(200);
  return bookId;
};
