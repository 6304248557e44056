import { API_ROUTES } from '@nangsue/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { declaredRoute, ok } from '../../lib/declared-route.js';
import type { BasketOwner } from './basket.service.js';

/** The signed-in customer's basket, else the device's (a guest needs a known `DeviceId`). */
const ownerOf = (request: FastifyRequest): BasketOwner =>
  request.customer
    ? { customerId: request.customer.customerId }
    : { deviceId: request.requireDevice().id };

/** The basket (spec §7, docs/buying.md). */
export const basketRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...declaredRoute(API_ROUTES.ownedBooks, {
      tags: ['basket'],
      summary: 'Which of these books (ids=1,2, at most 50) the customer owns',
    }),
    handler: async (request) =>
      ok(
        await app.services.basket.ownedBooks(
          request.requireCustomer().customerId,
          request.query.ids,
        ),
      ),
  });

  app.route({
    ...declaredRoute(API_ROUTES.cart, {
      tags: ['basket'],
      summary: 'The basket, priced today, with what changed since it was last seen',
    }),
    handler: async (request) =>
      ok(await app.services.basket.view(ownerOf(request), request.locale)),
  });

  app.route({
    ...declaredRoute(API_ROUTES.addToCart, {
      tags: ['basket'],
      summary: 'Put a book in the basket (cart type 1); an owned book is refused',
    }),
    handler: async (request) =>
      ok(await app.services.basket.add(ownerOf(request), request.locale, request.params)),
  });

  app.route({
    ...declaredRoute(API_ROUTES.updateCart, {
      tags: ['basket'],
      summary: 'Remove basket lines (FormValues `removefromcart` = line id)',
    }),
    handler: async (request) =>
      ok(await app.services.basket.update(ownerOf(request), request.locale, request.body)),
  });

  app.route({
    ...declaredRoute(API_ROUTES.applyCoupon, {
      tags: ['basket', 'coupons'],
      summary: 'Apply a coupon to the basket (FormValues `discountcouponcode`); 409 says why not',
    }),
    handler: async (request) =>
      ok(
        await app.services.basket.applyCoupon(
          request.requireCustomer().customerId,
          request.locale,
          request.body,
        ),
      ),
  });

  app.route({
    ...declaredRoute(API_ROUTES.removeCoupon, {
      tags: ['basket', 'coupons'],
      summary: 'Take the coupon off the basket',
    }),
    handler: async (request) =>
      ok(
        await app.services.basket.removeCoupon(
          request.requireCustomer().customerId,
          request.locale,
        ),
      ),
  });
};
