import 'server-only';
import {
  API_ROUTES,
  type Address,
  type ApiRoute,
  type CountryPlace,
  type Place,
  type RouteArgs,
  type RouteData,
  type SubdistrictPlace,
} from '@nangsue/contracts';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ApiError } from '@/lib/api-error';
import { apiErrorOf, requestApi } from '@/lib/api-server';

/**
 * The address pages' data, read by server components with the session cookie. A customer's own
 * data is `signed-out` on a 401 (the page then lets the browser's API client open the login
 * dialog); a 404 is the page's not-found (an unknown id, or another customer's); other failures
 * throw, so `error.tsx` shows them.
 */
export type CustomerData<T> = { kind: 'ok'; data: T } | { kind: 'signed-out' };

const load = async <R extends ApiRoute>(
  route: R,
  ...args: RouteArgs<R>
): Promise<CustomerData<NonNullable<RouteData<R>>>> => {
  const result = await requestApi(route, ...args);
  if (!result.ok) {
    if (result.status === 401) return { kind: 'signed-out' };
    if (result.status === 404) notFound();
    throw apiErrorOf(result);
  }
  if (result.data.Data === null) throw new ApiError(result.status, result.data.ErrorList);
  return { kind: 'ok', data: result.data.Data as NonNullable<RouteData<R>> };
};

const loadPublic = async <R extends ApiRoute>(route: R, ...args: RouteArgs<R>) => {
  const result = await load(route, ...args);
  if (result.kind === 'signed-out') throw new ApiError(401, ['401 Unauthorized']);
  return result.data;
};

export const getAddressBook = cache(() => load(API_ROUTES.addresses));

export const getAddress = cache(async (id: number): Promise<CustomerData<Address>> => {
  const result = await load(API_ROUTES.address, { params: { id } });
  return result.kind === 'ok' ? { kind: 'ok', data: result.data.Address } : result;
});

export const getCountries = cache((): Promise<CountryPlace[]> => loadPublic(API_ROUTES.countries));

export const getProvinces = cache((countryId: number): Promise<Place[]> =>
  loadPublic(API_ROUTES.provinces, { params: { id: countryId } }),
);

export const getDistricts = cache((provinceId: number): Promise<Place[]> =>
  loadPublic(API_ROUTES.districts, { params: { id: provinceId } }),
);

export const getSubdistricts = cache((districtId: number): Promise<SubdistrictPlace[]> =>
  loadPublic(API_ROUTES.subdistricts, { params: { id: districtId } }),
);
