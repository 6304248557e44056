import { callApi } from '@/lib/browser-api';
import { saveShippingBodyOf } from '../address-schemas';

/** Makes an address the customer's shipping address (`POST /v2/checkout/saveshipping`). */
export const saveShippingAddress = (addressId: number) =>
  callApi('saveShipping', { body: saveShippingBodyOf(addressId) });
