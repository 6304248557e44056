import { describe, expect, it } from 'vitest';
import { parseCouponCreateArgs } from './coupon-args.js';

describe('parseCouponCreateArgs', () => {
  it('reads a percentage coupon with a cap, limits, a window and targets', () => {
    expect(
      parseCouponCreateArgs([
        '--code',
        'read50',
        '--percent',
        '50',
        '--max',
        '10000',
        '--limit',
        '10',
        '--per-customer',
        '2',
        '--days',
        '30',
        '--books',
        '1, 2,2',
        '--categories',
        '3',
        '--publishers',
        '4',
      ]),
    ).toEqual({
      kind: 'run',
      options: {
        code: 'READ50',
        kind: 'percent',
        percent: 50,
        amountSatang: null,
        maxDiscountSatang: 10_000,
        minSpendSatang: 0,
        usageLimit: 10,
        perCustomerLimit: 2,
        days: 30,
        bookIds: [1, 2],
        categoryIds: [3],
        publisherIds: [4],
        descriptionTh: null,
        descriptionEn: null,
      },
    });
  });

  it('reads an amount with a minimum spend and defaults', () => {
    expect(
      parseCouponCreateArgs(['--code', 'SAVE50', '--amount', '5000', '--min', '20000']),
    ).toMatchObject({
      kind: 'run',
      options: {
        kind: 'amount',
        amountSatang: 5000,
        minSpendSatang: 20_000,
        usageLimit: null,
        perCustomerLimit: 1,
        days: null,
        bookIds: [],
      },
    });
  });

  it('asks for help or explains what is wrong', () => {
    expect(parseCouponCreateArgs(['-h'])).toEqual({ kind: 'help' });
    const error = (argv: string[]) => {
      const parsed = parseCouponCreateArgs(argv);
      return parsed.kind === 'error' ? parsed.message : parsed.kind;
    };
    expect(error(['--percent', '10'])).toMatch(/^--code must be/);
    expect(error(['--code', 'AB', '--percent', '10'])).toMatch(/^--code must be/);
    expect(error(['--code', 'ABCD'])).toBe('Give either --percent P or --amount SATANG.');
    expect(error(['--code', 'ABCD', '--percent', '5', '--amount', '100'])).toBe(
      'Give either --percent P or --amount SATANG.',
    );
    expect(error(['--code', 'ABCD', '--amount', '100', '--max', '50'])).toBe(
      '--max goes with --percent only.',
    );
    expect(error(['--code', 'ABCD', '--percent', '101'])).toMatch(
      /^--percent must be a whole number from 1 to 100/,
    );
    expect(error(['--code', 'ABCD', '--amount', '1', '--books', '1,x'])).toMatch(
      /^--books must be/,
    );
    expect(error(['--code', 'ABCD', '--amount', '1', '--description-th', 'ลด'])).toBe(
      'Give both --description-th and --description-en, or neither.',
    );
  });
});
