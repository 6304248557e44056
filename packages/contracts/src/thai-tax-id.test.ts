import { describe, expect, it } from 'vitest';
import { isValidThaiTaxId } from './address.js';

describe('isValidThaiTaxId', () => {
  it.each([
    // The Revenue Department's own tax id, and ids computed by hand with the MOD-11 rule.
    '0994000165668',
    '1101700230708',
    '3100600445635',
    '0105536092641',
    '1000000000009',
  ])('accepts %s', (value) => {
    expect(isValidThaiTaxId(value)).toBe(true);
  });

  it.each([
    ['a wrong check digit', '1101700230705'],
    ['two swapped digits', '1011700230708'],
    ['12 digits', '110170023070'],
    ['14 digits', '11017002307050'],
    ['letters', '110170023070A'],
    ['spaces', '1 101700230705'],
    ['dashes', '1-1017-00230-70-5'],
    ['Thai digits', '๑๑๐๑๗๐๐๒๓๐๗๐๕'],
    ['empty', ''],
  ])('refuses %s', (_label, value) => {
    expect(isValidThaiTaxId(value)).toBe(false);
  });

  it('accepts exactly one check digit for any 12 digits', () => {
    for (const body of ['310060044563', '010553609264', '000000000000', '999999999999']) {
      const accepted = [...'0123456789'].filter((digit) => isValidThaiTaxId(`${body}${digit}`));
      expect(accepted).toHaveLength(1);
    }
  });
});
