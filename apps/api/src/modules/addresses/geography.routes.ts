import { API_ROUTES } from '@nangsue/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute, ok } from '../../lib/declared-route.js';

/** The address pickers: countries, then Thailand's provinces, districts and subdistricts. */
export const geographyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...declaredRoute(API_ROUTES.countries, {
      tags: ['addresses'],
      summary: 'Countries of addresses, Thailand first (our addition)',
    }),
    handler: async (request) => ok(await app.services.geography.listCountries(request.locale)),
  });

  app.route({
    ...declaredRoute(API_ROUTES.provinces, {
      tags: ['addresses'],
      summary: 'Provinces of a country (empty for a country without them)',
    }),
    handler: async (request) =>
      ok(await app.services.geography.listProvinces(request.params.id, request.locale)),
  });

  app.route({
    ...declaredRoute(API_ROUTES.districts, {
      tags: ['addresses'],
      summary: 'Districts (อำเภอ/เขต) of a province',
    }),
    handler: async (request) =>
      ok(await app.services.geography.listDistricts(request.params.id, request.locale)),
  });

  app.route({
    ...declaredRoute(API_ROUTES.subdistricts, {
      tags: ['addresses'],
      summary: 'Subdistricts (ตำบล/แขวง) of a district, with their postcodes (our addition)',
    }),
    handler: async (request) =>
      ok(await app.services.geography.listSubdistricts(request.params.id, request.locale)),
  });
};
