import { API_ROUTES } from '@nangsue/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute, ok } from '../../lib/declared-route.js';

/** The wish list (spec §7, docs/wishlist.md): the signed-in customer's; a guest gets 401. */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const customerOf = (request: { requireCustomer(): { customerId: number } }) =>
    request.requireCustomer().customerId;

  app.route({
    ...declaredRoute(API_ROUTES.addToWishlist, {
      tags: ['wishlist'],
      summary: 'Put a book on the wish list (once; owned 409, not sold 404, at most 500 books)',
    }),
    handler: async (request) =>
      ok(await app.services.wishlist.add(customerOf(request), request.locale, request.params.id)),
  });

  app.route({
    ...declaredRoute(API_ROUTES.removeFromWishlist, {
      tags: ['wishlist'],
      summary: 'Take a book off the wish list (a book not there is no error)',
    }),
    handler: async (request) =>
      ok(await app.services.wishlist.remove(customerOf(request), request.params.id)),
  });

  app.route({
    ...declaredRoute(API_ROUTES.wishlistPage, {
      tags: ['wishlist'],
      summary: 'The wish list, newest first, 18 a page, with price drops since each was added',
    }),
    handler: async (request) =>
      ok(
        await app.services.wishlist.page(
          customerOf(request),
          request.locale,
          request.query.pageNumber,
        ),
      ),
  });

  app.route({
    ...declaredRoute(API_ROUTES.wishlistIds, {
      tags: ['wishlist'],
      summary: 'Every book id on the wish list (the hearts of a page)',
    }),
    handler: async (request) => ok(await app.services.wishlist.ids(customerOf(request))),
  });

  app.route({
    ...declaredRoute(API_ROUTES.moveWishlistToCart, {
      tags: ['wishlist', 'basket'],
      summary: 'Move a book from the wish list into the basket (one transaction, basket rules)',
    }),
    handler: async (request) =>
      ok(
        await app.services.wishlist.moveToBasket(
          customerOf(request),
          request.locale,
          request.params.id,
        ),
      ),
  });
};
