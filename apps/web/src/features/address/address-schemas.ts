import { SHIPPING_ADDRESS_FORM_KEY, type SaveShippingBody } from '@nangsue/contracts';

/** The body of `POST /v2/checkout/saveshipping` (spec §3): one form value naming the address. */
export const saveShippingBodyOf = (addressId: number): SaveShippingBody => ({
  FormValues: [{ Key: SHIPPING_ADDRESS_FORM_KEY, Value: String(addressId) }],
});
