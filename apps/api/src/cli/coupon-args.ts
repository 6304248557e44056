import { parseCommandArgs, wholeNumber, type ParsedArgs } from './cli-args.js';

export const COUPON_CREATE_USAGE = `Usage: npm run coupon:create -- --code CODE (--percent P [--max SATANG] | --amount SATANG)
       [--min SATANG] [--limit N] [--per-customer N] [--days D]
       [--books IDS] [--categories IDS] [--publishers IDS]
       [--description-th TEXT --description-en TEXT]

Makes a discount coupon (docs/coupons.md). Money is in satang: 5000 = ฿50.00.

Options:
  --code CODE          4 to 32 of A-Z, 0-9 and -; customers may type it in any case.
  --percent P          P % off the eligible books (1 to 100), rounded to the satang.
  --max SATANG         With --percent: the largest discount.
  --amount SATANG      A fixed discount, never more than the eligible books cost.
  --min SATANG         The eligible books must cost at least this much (default 0).
  --limit N            Uses in total (default: no limit).
  --per-customer N     Uses per customer (default 1).
  --days D             Ends D days from now (default: no end).
  --books IDS          Only these books (comma-separated ids).
  --categories IDS     Only books in these categories or their sub-categories.
  --publishers IDS     Only books of these publishers.
                       With none of the three, every book is eligible; with several, a book in
                       any of them is.
  --description-th, --description-en
                       What the coupon gives, as the basket shows it (default: written from the
                       options, e.g. "ส่วนลด 10%" / "10% off").
  -h, --help           Show this help.`;

export type CouponCreateOptions = {
  code: string;
  kind: 'percent' | 'amount';
  percent: number | null;
  amountSatang: number | null;
  maxDiscountSatang: number | null;
  minSpendSatang: number;
  usageLimit: number | null;
  perCustomerLimit: number;
  days: number | null;
  bookIds: number[];
  categoryIds: number[];
  publisherIds: number[];
  descriptionTh: string | null;
  descriptionEn: string | null;
};

const MAX_INT = 2_147_483_647;
const CODE = /^[A-Z0-9-]{4,32}$/;

const idList = (name: string, value: string | undefined): number[] =>
  value === undefined
    ? []
    : [
        ...new Set(
          value
            .split(',')
            .map((part) => part.trim())
            .filter((part) => part !== '')
            .map((part) => wholeNumber({ name, value: part, min: 1, max: MAX_INT })),
        ),
      ];

const optional = (name: string, value: string | undefined, min: number, max: number) =>
  value === undefined ? null : wholeNumber({ name, value, min, max });

export const parseCouponCreateArgs = (argv: readonly string[]): ParsedArgs<CouponCreateOptions> =>
  parseCommandArgs(
    argv,
    {
      options: {
        code: { type: 'string' },
        percent: { type: 'string' },
        max: { type: 'string' },
        amount: { type: 'string' },
        min: { type: 'string' },
        limit: { type: 'string' },
        'per-customer': { type: 'string' },
        days: { type: 'string' },
        books: { type: 'string' },
        categories: { type: 'string' },
        publishers: { type: 'string' },
        'description-th': { type: 'string' },
        'description-en': { type: 'string' },
      },
    },
    (values) => {
      const code = (values.code ?? '').normalize('NFKC').trim().toUpperCase();
      if (!CODE.test(code))
        throw new Error(`--code must be 4 to 32 of A-Z, 0-9 and -, got "${values.code ?? ''}".`);
      if ((values.percent === undefined) === (values.amount === undefined))
        throw new Error('Give either --percent P or --amount SATANG.');
      if (values.amount !== undefined && values.max !== undefined)
        throw new Error('--max goes with --percent only.');
      if ((values['description-th'] === undefined) !== (values['description-en'] === undefined))
        throw new Error('Give both --description-th and --description-en, or neither.');
      const description = (value: string | undefined) => {
        const text = value?.trim() ?? null;
        if (text !== null && (text === '' || text.length > 200))
          throw new Error('A description must be 1 to 200 characters.');
        return text;
      };
      return {
        code,
        kind: values.percent === undefined ? 'amount' : 'percent',
        percent: optional('percent', values.percent, 1, 100),
        amountSatang: optional('amount', values.amount, 1, MAX_INT),
        maxDiscountSatang: optional('max', values.max, 1, MAX_INT),
        minSpendSatang: optional('min', values.min, 0, MAX_INT) ?? 0,
        usageLimit: optional('limit', values.limit, 1, MAX_INT),
        perCustomerLimit: optional('per-customer', values['per-customer'], 1, 1_000_000) ?? 1,
        days: optional('days', values.days, 1, 3650),
        bookIds: idList('books', values.books),
        categoryIds: idList('categories', values.categories),
        publisherIds: idList('publishers', values.publishers),
        descriptionTh: description(values['description-th']),
        descriptionEn: description(values['description-en']),
      };
    },
  );
