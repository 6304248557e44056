import { parseArgs, type ParseArgsConfig } from 'node:util';

/**
 * Argument parsing for the command-line tools: a result to act on, `help`, or an error message to
 * print above the usage.
 */
export type ParsedArgs<T> =
  { kind: 'run'; options: T } | { kind: 'help' } | { kind: 'error'; message: string };

export const CATALOG_IMPORT_USAGE = `Usage: npm run catalog:import -- FILE

Imports the books of an ONIX for Books 3.0 file (reference or short tags) into the catalog.
Covers named by relative <ResourceLink>s are read from the file's folder. Records with problems
are listed and skipped; the rest are imported (an existing record reference is updated).

Options:
  -h, --help   Show this help.

Exit code: 0 when any book was imported, 1 otherwise (unreadable file, no valid records).`;

export const SEED_BULK_USAGE = `Usage: npm run seed:bulk -- --books N [--seed S] [--batch B]

Generates N invented books (bulk-000001, bulk-000002, ...) for benchmarks and imports them in
batches. The same N and seed always give the same books; running it again updates them.

Options:
  --books N    How many books (1 to 5,000,000). Required.
  --seed S     Seed of the generator (default 1).
  --batch B    Books per batch (1 to 10,000, default 1,000).
  -h, --help   Show this help.`;

export const errorMessage = (error: unknown) =>
  error instanceof Error ? error.message : String(error);

type OptionsConfig = NonNullable<ParseArgsConfig['options']>;
type ValuesOf<O extends OptionsConfig> = ReturnType<
  typeof parseArgs<{ args: string[]; options: O; allowPositionals: true; strict: true }>
>['values'];

const HELP = { help: { type: 'boolean', short: 'h' } } as const;

/**
 * How every command-line tool reads its arguments: node's `parseArgs`, strict (an unknown option is
 * an error), with `-h, --help` added. `read` turns the values into the tool's options and throws an
 * Error whose message says what is wrong. Arguments that are not options (`positionals`) are an
 * error unless the tool takes them (`takesPositionals`, e.g. a file name).
 */
export const parseCommandArgs = <const O extends OptionsConfig, T>(
  argv: readonly string[],
  {
    options,
    takesPositionals = false,
  }: {
    options: O;
    takesPositionals?: boolean;
  },
  read: (values: ValuesOf<O>, positionals: string[]) => T,
): ParsedArgs<T> => {
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      options: { ...options, ...HELP },
      allowPositionals: true,
      strict: true,
    });
    if ('help' in values && values.help) return { kind: 'help' };
    if (!takesPositionals && positionals.length > 0)
      throw new Error(`Unexpected argument "${positionals[0]}".`);
    return { kind: 'run', options: read(values as ValuesOf<O>, positionals) };
  } catch (error) {
    return { kind: 'error', message: errorMessage(error) };
  }
};

export const parseCatalogImportArgs = (argv: readonly string[]): ParsedArgs<{ file: string }> =>
  parseCommandArgs(argv, { options: {}, takesPositionals: true }, (_values, positionals) => {
    if (positionals.length === 0) throw new Error('Missing the ONIX file to import.');
    if (positionals.length > 1) throw new Error(`Expected one file, got ${positionals.length}.`);
    return { file: positionals[0] as string };
  });

/** A whole number within bounds, allowing `_` and `,` as thousands separators (1_000_000). */
export const wholeNumber = ({
  name,
  value,
  min,
  max,
}: {
  name: string;
  value: string;
  min: number;
  max: number;
}) => {
  const cleaned = value.replace(/[_,]/g, '');
  const number = /^\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN;
  if (!Number.isSafeInteger(number) || number < min || number > max) {
    throw new Error(
      `--${name} must be a whole number from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}, got "${value}".`,
    );
  }
  return number;
};

/** `wholeNumber` of an option that may be left out: `fallback` when it is. */
export const optionalWholeNumber = <F>(
  { value, ...bounds }: { name: string; value: string | undefined; min: number; max: number },
  fallback: F,
) => (value === undefined ? fallback : wholeNumber({ ...bounds, value }));

export type SeedBulkOptions = { books: number; seed: number; batch: number };

export const parseSeedBulkArgs = (argv: readonly string[]): ParsedArgs<SeedBulkOptions> =>
  parseCommandArgs(
    argv,
    { options: { books: { type: 'string' }, seed: { type: 'string' }, batch: { type: 'string' } } },
    (values) => {
      if (values.books === undefined) throw new Error('Missing --books N.');
      return {
        books: wholeNumber({ name: 'books', value: values.books, min: 1, max: 5_000_000 }),
        seed: optionalWholeNumber(
          { name: 'seed', value: values.seed, min: 0, max: 2 ** 32 - 1 },
          1,
        ),
        batch: optionalWholeNumber(
          { name: 'batch', value: values.batch, min: 1, max: 10_000 },
          1000,
        ),
      };
    },
  );

export const REDEEM_CREATE_USAGE = `Usage: npm run redeem:create -- (--book ID | --coins N [--days D]) [--count C] [--uses U]

Makes redeem codes and prints them, one per line, once: the store keeps only their hash.

Options:
  --book ID    Each code puts the book with this id on the claimer's bookshelf.
  --coins N    Each code credits N coins (1 coin = 1 baht; up to 2 decimals).
  --days D     How many days credited coins last (default 90).
  --count C    How many codes (1 to 10,000, default 1).
  --uses U     How many customers may use each code, once each (default 1).
  -h, --help   Show this help.`;

export type RedeemCreateOptions = {
  grant:
    { kind: 'book'; bookId: number } | { kind: 'coins'; coinsSatang: number; validDays: number };
  count: number;
  maxUses: number;
};

export const parseRedeemCreateArgs = (argv: readonly string[]): ParsedArgs<RedeemCreateOptions> =>
  parseCommandArgs(
    argv,
    {
      options: {
        book: { type: 'string' },
        coins: { type: 'string' },
        days: { type: 'string' },
        count: { type: 'string' },
        uses: { type: 'string' },
      },
    },
    (values) => {
      if ((values.book === undefined) === (values.coins === undefined))
        throw new Error('Give either --book ID or --coins N.');
      let grant: RedeemCreateOptions['grant'];
      if (values.book !== undefined) {
        grant = {
          kind: 'book',
          bookId: wholeNumber({ name: 'book', value: values.book, min: 1, max: 2_147_483_647 }),
        };
      } else {
        const coins = /^\d{1,7}(\.\d{1,2})?$/.test(values.coins ?? '')
          ? Math.round(Number(values.coins) * 100)
          : 0;
        if (coins <= 0)
          throw new Error(
            `--coins must be an amount above 0 with at most 2 decimals, got "${values.coins}".`,
          );
        grant = {
          kind: 'coins',
          coinsSatang: coins,
          validDays: optionalWholeNumber(
            { name: 'days', value: values.days, min: 1, max: 3650 },
            90,
          ),
        };
      }
      return {
        grant,
        count: optionalWholeNumber({ name: 'count', value: values.count, min: 1, max: 10_000 }, 1),
        maxUses: optionalWholeNumber(
          { name: 'uses', value: values.uses, min: 1, max: 1_000_000 },
          1,
        ),
      };
    },
  );
