import { callApi } from '@/lib/api-client';
import { addressApiPaths, addressDataSchemas, saveShippingBodyOf } from '../address-schemas';

/** Makes an address the customer's shipping address (`POST /v2/checkout/saveshipping`). */
export const saveShippingAddress = (addressId: number) =>
  callApi({
    method: 'POST',
    path: addressApiPaths.saveShipping,
    body: saveShippingBodyOf(addressId),
    schema: addressDataSchemas.shipping,
  });
