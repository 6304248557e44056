import { API_ROUTES } from '@nangsue/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute, ok } from '../../lib/declared-route.js';
import { toAddress } from './addresses.service.js';

/** The signed-in customer's addresses and the shipping choice (spec §7). */
export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...declaredRoute(API_ROUTES.addresses, {
      tags: ['addresses'],
      summary: "The customer's addresses and the chosen shipping address",
    }),
    handler: async (request) => {
      const { customerId } = request.requireCustomer();
      const { records, shippingAddressId } = await app.services.addresses.list(customerId);
      return ok({
        Addresses: records.map((record) => toAddress(record, request.locale)),
        ShippingAddressId: shippingAddressId,
      });
    },
  });

  app.route({
    ...declaredRoute(API_ROUTES.address, {
      tags: ['addresses'],
      summary: 'One of the customer’s addresses, for editing',
    }),
    handler: async (request) => {
      const { customerId } = request.requireCustomer();
      const record = await app.services.addresses.get(customerId, request.params.id);
      return ok({ Address: toAddress(record, request.locale) });
    },
  });

  app.route({
    ...declaredRoute(API_ROUTES.editAddress, {
      tags: ['addresses'],
      summary: 'Change one of the customer’s addresses',
    }),
    handler: async (request) => {
      const { customerId } = request.requireCustomer();
      const record = await app.services.addresses.update(
        customerId,
        request.params.id,
        request.body.Data,
      );
      return ok({ Address: toAddress(record, request.locale) });
    },
  });

  app.route({
    ...declaredRoute(API_ROUTES.deleteAddress, {
      tags: ['addresses'],
      summary: 'Delete one of the customer’s addresses',
    }),
    handler: async (request) => {
      const { customerId } = request.requireCustomer();
      await app.services.addresses.remove(customerId, request.params.id);
      return ok({ Id: request.params.id });
    },
  });

  app.route({
    ...declaredRoute(API_ROUTES.addAddress, {
      tags: ['addresses'],
      summary: 'Add an address (at most 50)',
    }),
    handler: async (request) => {
      const { customerId } = request.requireCustomer();
      const record = await app.services.addresses.create(customerId, request.body.Data);
      return ok({ Address: toAddress(record, request.locale) });
    },
  });

  app.route({
    ...declaredRoute(API_ROUTES.saveShipping, {
      tags: ['addresses'],
      summary:
        'Choose the invoice address (FormValues shipping_address_id) and whether a full tax invoice is wanted (request_tax_invoice)',
    }),
    handler: async (request) =>
      ok(
        await app.services.addresses.saveShipping(
          request.requireCustomer().customerId,
          request.body,
        ),
      ),
  });
};
