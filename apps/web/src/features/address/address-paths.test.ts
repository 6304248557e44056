import { SaveShippingBodySchema } from '@nangsue/contracts';
import { describe, expect, it } from 'vitest';
import { addressPaths, flowPaths, parseAddressId } from './address-paths';
import { saveShippingBodyOf } from './address-schemas';

describe('parseAddressId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483647', 2147483647],
  ])('reads %s', (raw, id) => {
    expect(parseAddressId(raw)).toBe(id);
  });

  it.each(['0', '01', '-1', '1e3', 'abc', '', '2147483648', '99999999999', '1.5'])(
    'refuses %s',
    (raw) => {
      expect(parseAddressId(raw)).toBeNull();
    },
  );
});

describe('flows', () => {
  it('return each form to its own list', () => {
    expect(flowPaths.book.list).toBe('/customer/addresses');
    expect(flowPaths.book.edit(5)).toBe('/customer/addressedit/5');
    expect(flowPaths.shipping.list).toBe('/customer/shipping-address');
    expect(flowPaths.shipping.add).toBe('/customer/shipping-address-add');
    expect(flowPaths.shipping.edit(5)).toBe('/customer/shipping-address-edit/5');
    expect(addressPaths.editWithoutId).toBe('/customer/addressedit');
  });
});

describe('saveShippingBodyOf', () => {
  it('is the spec body with shipping_address_id as text', () => {
    const body = saveShippingBodyOf(12);
    expect(body).toEqual({ FormValues: [{ Key: 'shipping_address_id', Value: '12' }] });
    expect(SaveShippingBodySchema.parse(body)).toEqual(body);
  });
});
