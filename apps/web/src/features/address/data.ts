import 'server-only';
import type { Address, CountryPlace, Place, SubdistrictPlace } from '@nangsue/contracts';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-error';
import { requestApi, type ServerApiRequest } from '@/lib/api-server';
import { addressApiPaths, addressDataSchemas } from './address-schemas';

/**
 * The address pages' data, read by server components with the session cookie. A customer's own
 * data is `signed-out` on a 401 (the page then lets the browser's API client open the login
 * dialog); a 404 is the page's not-found (an unknown id, or another customer's); other failures
 * throw, so `error.tsx` shows them.
 */
export type CustomerData<T> = { kind: 'ok'; data: T } | { kind: 'signed-out' };

const load = async <T extends z.ZodType>(
  request: ServerApiRequest<T>,
): Promise<CustomerData<z.infer<T>>> => {
  const result = await requestApi(request);
  if (!result.ok) {
    if (result.status === 401) return { kind: 'signed-out' };
    if (result.status === 404) notFound();
    throw new ApiError(result.status, result.errors);
  }
  if (result.data.Data === null) throw new ApiError(result.status, result.data.ErrorList);
  return { kind: 'ok', data: result.data.Data as z.infer<T> };
};

const loadPublic = async <T extends z.ZodType>(request: ServerApiRequest<T>) => {
  const result = await load(request);
  if (result.kind === 'signed-out') throw new ApiError(401, ['401 Unauthorized']);
  return result.data;
};

export const getAddressBook = cache(() =>
  load({ path: addressApiPaths.list, schema: addressDataSchemas.list }),
);

export const getAddress = cache(async (id: number): Promise<CustomerData<Address>> => {
  const result = await load({ path: addressApiPaths.edit(id), schema: addressDataSchemas.one });
  return result.kind === 'ok' ? { kind: 'ok', data: result.data.Address } : result;
});

export const getCountries = cache((): Promise<CountryPlace[]> =>
  loadPublic({ path: addressApiPaths.countries, schema: addressDataSchemas.countries }),
);

export const getProvinces = cache((countryId: number): Promise<Place[]> =>
  loadPublic({ path: addressApiPaths.provinces(countryId), schema: addressDataSchemas.places }),
);

export const getDistricts = cache((provinceId: number): Promise<Place[]> =>
  loadPublic({ path: addressApiPaths.districts(provinceId), schema: addressDataSchemas.places }),
);

export const getSubdistricts = cache((districtId: number): Promise<SubdistrictPlace[]> =>
  loadPublic({
    path: addressApiPaths.subdistricts(districtId),
    schema: addressDataSchemas.subdistricts,
  }),
);
