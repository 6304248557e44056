import { describe, expect, it } from 'vitest';
import { checkoutQueryOf } from './checkout-source';
import { giftErrorsOf, giftInputOf } from './gift-recipient';

describe('checkoutQueryOf', () => {
  it('reads the basket, a coin pack or a gift from /payment’s query', () => {
    expect(checkoutQueryOf({})).toEqual({});
    expect(checkoutQueryOf({ coinPackId: '2' })).toEqual({ coinPackId: 2 });
    expect(checkoutQueryOf({ giftProductId: ['17', '18'] })).toEqual({ giftProductId: 17 });
  });

  it('refuses ids the API would refuse, and both sources at once', () => {
    for (const raw of ['0', '-1', '1e3', 'abc', '2147483648', ''])
      expect(checkoutQueryOf({ giftProductId: raw })).toBeNull();
    expect(checkoutQueryOf({ coinPackId: '1', giftProductId: '2' })).toBeNull();
  });
});

describe('the gift recipient', () => {
  const recipient = { name: ' มานี ', email: ' manee@example.com ', message: '' };

  it('is complete with a name and an e-mail, and sends them trimmed without an empty message', () => {
    expect(giftErrorsOf(recipient)).toEqual({});
    expect(giftInputOf(5, recipient)).toEqual({
      ProductId: 5,
      RecipientName: 'มานี',
      RecipientEmail: 'manee@example.com',
    });
    expect(giftInputOf(5, { ...recipient, message: ' สุขสันต์วันเกิด ' }).Message).toBe('สุขสันต์วันเกิด');
  });

  it('says what is missing or wrong', () => {
    expect(giftErrorsOf({ name: ' ', email: '', message: '' })).toEqual({
      name: 'nameRequired',
      email: 'emailRequired',
    });
    for (const email of ['manee', 'manee@', 'manee@example', 'ma nee@example.com', 'a@b@c.com'])
      expect(giftErrorsOf({ ...recipient, email }).email).toBe('emailInvalid');
  });

  it('holds the API’s limits: a name of 120, a message of 300', () => {
    expect(giftErrorsOf({ ...recipient, name: 'ก'.repeat(121) }).name).toBe('nameTooLong');
    expect(giftErrorsOf({ ...recipient, message: 'ก'.repeat(300) })).toEqual({});
    expect(giftErrorsOf({ ...recipient, message: 'ก'.repeat(301) }).message).toBe('messageTooLong');
  });
});
