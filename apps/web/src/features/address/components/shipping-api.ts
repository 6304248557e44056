import { callApi } from '@/lib/api-client';
import { API_ROUTES } from '@nangsue/contracts';
import { saveShippingBodyOf } from '../address-schemas';

/** Makes an address the customer's shipping address (`POST /v2/checkout/saveshipping`). */
export const saveShippingAddress = (addressId: number) =>
  callApi(API_ROUTES.saveShipping, { body: saveShippingBodyOf(addressId) });
