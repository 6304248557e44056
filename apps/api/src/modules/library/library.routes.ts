import { API_ROUTES } from '@nangsue/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute, ok } from '../../lib/declared-route.js';

/** The bookshelf (spec §7, docs/bookshelf.md). */
export const libraryRoutes: FastifyPluginAsyncZod = async (app) => {
  const customerOf = (request: { requireCustomer(): { customerId: number } }) =>
    request.requireCustomer().customerId;

  app.route({
    ...declaredRoute(API_ROUTES.myBook, {
      tags: ['bookshelf'],
      summary:
        'The books the customer owns (or samples), by purchase, title, author or recent reading; filtered by collection, format and reading state; 18 a page',
    }),
    handler: async (request) =>
      ok(
        await app.services.library.myBooks(customerOf(request), request.body.Data, request.locale),
      ),
  });

  app.route({
    ...declaredRoute(API_ROUTES.myShelves, {
      tags: ['bookshelf'],
      summary: 'The customer’s collections with their book counts',
    }),
    handler: async (request) => ok(await app.services.library.myShelves(customerOf(request))),
  });
  app.route({
    ...declaredRoute(API_ROUTES.addShelf, {
      tags: ['bookshelf'],
      summary: 'A new collection (names unique per customer; at most 50)',
    }),
    handler: async (request) =>
      ok(await app.services.library.addShelf(customerOf(request), request.body.Data.Name)),
  });
  app.route({
    ...declaredRoute(API_ROUTES.updateShelf, {
      tags: ['bookshelf'],
      summary: 'Rename a collection',
    }),
    handler: async (request) =>
      ok(
        await app.services.library.renameShelf(
          customerOf(request),
          request.body.Data.ShelfId,
          request.body.Data.Name,
        ),
      ),
  });
  app.route({
    ...declaredRoute(API_ROUTES.removeShelf, {
      tags: ['bookshelf'],
      summary: 'Delete a collection (its books stay owned)',
    }),
    handler: async (request) =>
      ok(await app.services.library.removeShelf(customerOf(request), request.body.Data.ShelfId)),
  });
  app.route({
    ...declaredRoute(API_ROUTES.shelfBooks, {
      tags: ['bookshelf'],
      summary: 'The books of one collection, most recently added first',
    }),
    handler: async (request) =>
      ok(
        await app.services.library.shelfBooks(
          customerOf(request),
          request.locale,
          request.body.Data,
        ),
      ),
  });
  app.route({
    ...declaredRoute(API_ROUTES.addToShelf, {
      tags: ['bookshelf'],
      summary: 'Put owned books on a collection',
    }),
    handler: async (request) =>
      ok(
        await app.services.library.addToShelf(
          customerOf(request),
          request.body.Data.ShelfId,
          request.body.Data.ProductIds,
        ),
      ),
  });
  app.route({
    ...declaredRoute(API_ROUTES.removeFromShelf, {
      tags: ['bookshelf'],
      summary: 'Take books off a collection (they stay owned)',
    }),
    handler: async (request) =>
      ok(
        await app.services.library.removeFromShelf(
          customerOf(request),
          request.body.Data.ShelfId,
          request.body.Data.ProductIds,
        ),
      ),
  });

  app.route({
    ...declaredRoute(API_ROUTES.addSample, {
      tags: ['bookshelf'],
      summary: 'Put a book’s sample on the shelf (published books with a sample; once)',
    }),
    handler: async (request) =>
      ok(await app.services.library.addSample(customerOf(request), request.body.Data.ProductId)),
  });
  app.route({
    ...declaredRoute(API_ROUTES.removeSample, {
      tags: ['bookshelf'],
      summary: 'Take a sample off the shelf (ours; repeating it is harmless)',
    }),
    handler: async (request) =>
      ok(await app.services.library.removeSample(customerOf(request), request.body.Data.ProductId)),
  });
  app.route({
    ...declaredRoute(API_ROUTES.archiveBook, {
      tags: ['bookshelf'],
      summary:
        'Hide an owned book from the shelf (Archived: true; still owned, readable, downloadable) or bring it back (ours)',
    }),
    handler: async (request) =>
      ok(
        await app.services.library.archiveBook(
          customerOf(request),
          request.body.Data.ProductId,
          request.body.Data.Archived,
        ),
      ),
  });
  app.route({
    ...declaredRoute(API_ROUTES.finishBook, {
      tags: ['bookshelf'],
      summary: 'Mark an owned book finished, or not finished, by hand (ours)',
    }),
    handler: async (request) =>
      ok(
        await app.services.library.finishBook(
          customerOf(request),
          request.body.Data.ProductId,
          request.body.Data.Finished,
        ),
      ),
  });
  app.route({
    ...declaredRoute(API_ROUTES.searchShelf, {
      tags: ['bookshelf'],
      summary: 'The customer’s own books matching a keyword (Thai-aware, like the store search)',
    }),
    handler: async (request) =>
      ok(
        await app.services.library.searchShelf(
          customerOf(request),
          request.body.Data.Keyword,
          request.body.Data.PageNumber,
          request.locale,
        ),
      ),
  });
};
