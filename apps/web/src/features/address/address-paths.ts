/**
 * Store paths of the address pages (without the locale prefix). The same form serves two flows:
 * the address book (`/customer/addresses`) and the choice of the shipping address
 * (`/customer/shipping-address`); each returns to its own list.
 */
export const addressPaths = {
  list: '/customer/addresses',
  add: '/customer/addressadd',
  /** Without an id (spec §2), it sends the customer to the add form. */
  editWithoutId: '/customer/addressedit',
  edit: (id: number) => `/customer/addressedit/${id}`,
  shipping: '/customer/shipping-address',
  shippingAdd: '/customer/shipping-address-add',
  shippingEdit: (id: number) => `/customer/shipping-address-edit/${id}`,
} as const;

export type AddressFlow = 'book' | 'shipping';

type FlowPaths = { list: string; add: string; edit: (id: number) => string };

export const flowPaths: Record<AddressFlow, FlowPaths> = {
  book: { list: addressPaths.list, add: addressPaths.add, edit: addressPaths.edit },
  shipping: {
    list: addressPaths.shipping,
    add: addressPaths.shippingAdd,
    edit: addressPaths.shippingEdit,
  },
};

const MAX_ID = 2_147_483_647;

/** An address id of a route segment (`12`), or null for anything that cannot be one. */
export const parseAddressId = (raw: string): number | null => {
  if (!/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
};
