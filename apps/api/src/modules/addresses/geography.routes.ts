import {
  CountryListResponseSchema,
  PlaceIdParamsSchema,
  PlaceListResponseSchema,
  SubdistrictListResponseSchema,
} from '@nangsue/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The address pickers: countries, then Thailand's provinces, districts and subdistricts. */
export const geographyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v2/country/countries',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Countries of addresses, Thailand first (our addition)',
        response: { 200: CountryListResponseSchema },
      },
    },
    async (request) => ({
      Data: await app.services.geography.listCountries(request.locale),
      ErrorList: [],
    }),
  );

  app.get(
    '/v2/country/getstatesbycountryid/:id',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Provinces of a country (empty for a country without them)',
        params: PlaceIdParamsSchema,
        response: { 200: PlaceListResponseSchema },
      },
    },
    async (request) => ({
      Data: await app.services.geography.listProvinces(request.params.id, request.locale),
      ErrorList: [],
    }),
  );

  app.get(
    '/v2/country/getcitybystatesid/:id',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Districts (อำเภอ/เขต) of a province',
        params: PlaceIdParamsSchema,
        response: { 200: PlaceListResponseSchema },
      },
    },
    async (request) => ({
      Data: await app.services.geography.listDistricts(request.params.id, request.locale),
      ErrorList: [],
    }),
  );

  app.get(
    '/v2/country/getsubdistrictsbycityid/:id',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Subdistricts (ตำบล/แขวง) of a district, with their postcodes (our addition)',
        params: PlaceIdParamsSchema,
        response: { 200: SubdistrictListResponseSchema },
      },
    },
    async (request) => ({
      Data: await app.services.geography.listSubdistricts(request.params.id, request.locale),
      ErrorList: [],
    }),
  );
};
