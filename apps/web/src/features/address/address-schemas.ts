import {
  AddressListDataSchema,
  AddressSchema,
  CountryPlaceSchema,
  PlaceSchema,
  SHIPPING_ADDRESS_FORM_KEY,
  SubdistrictPlaceSchema,
  type SaveShippingBody,
} from '@nangsue/contracts';
import { z } from 'zod';

/**
 * The `Data` schemas of the address endpoints (the API clients take the schema of `Data`, the
 * contracts export whole envelopes) and their API paths, shared by server loaders and the browser.
 */
export const addressDataSchemas = {
  list: AddressListDataSchema,
  one: z.object({ Address: AddressSchema }),
  deleted: z.object({ Id: z.int() }),
  shipping: z.object({ ShippingAddressId: z.int() }),
  countries: z.array(CountryPlaceSchema),
  places: z.array(PlaceSchema),
  subdistricts: z.array(SubdistrictPlaceSchema),
} as const;

export const addressApiPaths = {
  list: '/v2/customer/addresses',
  edit: (id: number) => `/v2/customer/addressedit/${id}`,
  add: '/v2/customer/addressadd',
  delete: (id: number) => `/v2/customer/addressdelete/${id}`,
  saveShipping: '/v2/checkout/saveshipping',
  countries: '/v2/country/countries',
  provinces: (countryId: number) => `/v2/country/getstatesbycountryid/${countryId}`,
  districts: (provinceId: number) => `/v2/country/getcitybystatesid/${provinceId}`,
  subdistricts: (districtId: number) => `/v2/country/getsubdistrictsbycityid/${districtId}`,
} as const;

/** The body of `POST /v2/checkout/saveshipping` (spec §3): one form value naming the address. */
export const saveShippingBodyOf = (addressId: number): SaveShippingBody => ({
  FormValues: [{ Key: SHIPPING_ADDRESS_FORM_KEY, Value: String(addressId) }],
});
