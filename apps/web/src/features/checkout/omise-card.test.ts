import { describe, expect, it, vi } from 'vitest';
import {
  CardTokenError,
  cardErrorsOf,
  createCardToken,
  expiryOf,
  omiseCardOf,
  passesLuhn,
  type OmiseJs,
} from './omise-card';

const NOW = new Date('2026-11-25T10:00:00+07:00');
// Omise's documented test card.
const CARD = {
  name: 'Somchai Jaidee',
  number: '4242 4242 4242 4242',
  expiry: '12/28',
  securityCode: '123',
};

describe('card checks before Omise.js', () => {
  it('accepts a valid card', () => {
    expect(cardErrorsOf(CARD, NOW)).toEqual({});
  });

  it('names each wrong field', () => {
    expect(
      cardErrorsOf(
        { name: ' ', number: '4242 4242 4242 4241', expiry: '13/28', securityCode: '12' },
        NOW,
      ),
    ).toEqual({ name: 'name', number: 'number', expiry: 'expiry', securityCode: 'securityCode' });
  });

  it('takes this month as still valid and last month as expired', () => {
    expect(cardErrorsOf({ ...CARD, expiry: '11/26' }, NOW).expiry).toBeUndefined();
    expect(cardErrorsOf({ ...CARD, expiry: '10/26' }, NOW).expiry).toBe('expiry');
  });

  it('reads MM/YY and MM/YYYY', () => {
    expect(expiryOf('8/29')).toEqual({ month: 8, year: 2029 });
    expect(expiryOf('08 / 2029')).toEqual({ month: 8, year: 2029 });
    expect(expiryOf('0829')).toBeNull();
  });

  it('checks the Luhn digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });

  it('gives Omise.js digits only and a four-digit year', () => {
    expect(omiseCardOf(CARD)).toEqual({
      name: 'Somchai Jaidee',
      number: '4242424242424242',
      expiration_month: 12,
      expiration_year: 2028,
      security_code: '123',
    });
  });
});

describe('createCardToken', () => {
  const omiseAnswering = (statusCode: number, response: { id?: string; message?: string }) => {
    const omise: OmiseJs = {
      setPublicKey: vi.fn(),
      createToken: vi.fn((_kind, _card, callback) => callback(statusCode, response)),
    };
    return omise;
  };

  it('sets the public key and answers the token', async () => {
    const omise = omiseAnswering(200, { id: 'tokn_test_5x' });
    await expect(createCardToken(omise, 'pkey_test_1', CARD)).resolves.toBe('tokn_test_5x');
    expect(omise.setPublicKey).toHaveBeenCalledWith('pkey_test_1');
    expect(omise.createToken).toHaveBeenCalledWith(
      'card',
      expect.objectContaining({ number: '4242424242424242', expiration_year: 2028 }),
      expect.any(Function),
    );
  });

  it('rejects with Omise’s message when the card is refused', async () => {
    const omise = omiseAnswering(400, { message: 'number is invalid' });
    const result = createCardToken(omise, 'pkey_test_1', CARD);
    await expect(result).rejects.toBeInstanceOf(CardTokenError);
    await expect(result).rejects.toThrow('number is invalid');
  });
});
