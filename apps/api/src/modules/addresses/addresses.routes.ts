import {
  AddressBodySchema,
  AddressDeleteResponseSchema,
  AddressIdParamsSchema,
  AddressListResponseSchema,
  AddressResponseSchema,
  SaveShippingBodySchema,
  SaveShippingResponseSchema,
} from '@nangsue/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toAddress } from './addresses.service.js';

/** The signed-in customer's addresses and the shipping choice (spec §7). */
export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { requireCustomer: true };

  app.get(
    '/v2/customer/addresses',
    {
      config,
      schema: {
        tags: ['addresses'],
        summary: "The customer's addresses and the chosen shipping address",
        response: { 200: AddressListResponseSchema },
      },
    },
    async (request) => {
      const { customerId } = request.requireCustomer();
      const { records, shippingAddressId } = await app.services.addresses.list(customerId);
      return {
        Data: {
          Addresses: records.map((record) => toAddress(record, request.locale)),
          ShippingAddressId: shippingAddressId,
        },
        ErrorList: [],
      };
    },
  );

  app.get(
    '/v2/customer/addressedit/:id',
    {
      config,
      schema: {
        tags: ['addresses'],
        summary: 'One of the customer’s addresses, for editing',
        params: AddressIdParamsSchema,
        response: { 200: AddressResponseSchema },
      },
    },
    async (request) => {
      const { customerId } = request.requireCustomer();
      const record = await app.services.addresses.get(customerId, request.params.id);
      return { Data: { Address: toAddress(record, request.locale) }, ErrorList: [] };
    },
  );

  app.post(
    '/v2/customer/addressedit/:id',
    {
      config,
      schema: {
        tags: ['addresses'],
        summary: 'Change one of the customer’s addresses',
        params: AddressIdParamsSchema,
        body: AddressBodySchema,
        response: { 200: AddressResponseSchema },
      },
    },
    async (request) => {
      const { customerId } = request.requireCustomer();
      const record = await app.services.addresses.update(
        customerId,
        request.params.id,
        request.body.Data,
      );
      return { Data: { Address: toAddress(record, request.locale) }, ErrorList: [] };
    },
  );

  app.post(
    '/v2/customer/addressdelete/:id',
    {
      config,
      schema: {
        tags: ['addresses'],
        summary: 'Delete one of the customer’s addresses',
        params: AddressIdParamsSchema,
        response: { 200: AddressDeleteResponseSchema },
      },
    },
    async (request) => {
      const { customerId } = request.requireCustomer();
      await app.services.addresses.remove(customerId, request.params.id);
      return { Data: { Id: request.params.id }, ErrorList: [] };
    },
  );

  app.post(
    '/v2/customer/addressadd',
    {
      config,
      schema: {
        tags: ['addresses'],
        summary: 'Add an address (at most 50)',
        body: AddressBodySchema,
        response: { 200: AddressResponseSchema },
      },
    },
    async (request) => {
      const { customerId } = request.requireCustomer();
      const record = await app.services.addresses.create(customerId, request.body.Data);
      return { Data: { Address: toAddress(record, request.locale) }, ErrorList: [] };
    },
  );

  app.post(
    '/v2/checkout/saveshipping',
    {
      config,
      schema: {
        tags: ['addresses'],
        summary: 'Choose the shipping address (FormValues with shipping_address_id)',
        body: SaveShippingBodySchema,
        response: { 200: SaveShippingResponseSchema },
      },
    },
    async (request) => {
      const { customerId } = request.requireCustomer();
      const addressId = await app.services.addresses.saveShipping(customerId, request.body);
      return { Data: { ShippingAddressId: addressId }, ErrorList: [] };
    },
  );
};
