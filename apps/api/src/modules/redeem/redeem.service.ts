import type { Locale, ProductOverview, RedeemPreview, RedeemResult } from '@nangsue/contracts';
import type { Database, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import {
  createWithTransaction,
  systemClock,
  type Clock,
  type WithTransaction,
} from '../../lib/deps.js';
import { translate } from '../../lib/messages.js';
import type { AuthThrottleService } from '../accounts/index.js';
import { localName } from '../../lib/local-name.js';
import type { CoinService } from '../coins/index.js';
import { formatCode, hashCode, hasValidCheck, mintCode, normaliseCode } from './redeem-code.js';
import type * as redeemRepository from './redeem.repository.js';
import type { RedeemCodeRow } from './redeem.repository.js';

const DAY_MS = 86_400_000;

type Caller = { customerId: number; ip: string; locale: Locale };

export type RedeemServiceDeps = {
  db: Database;
  catalog: { getOverviews(locale: Locale, ids: number[]): Promise<ProductOverview[]> };
  coins: Pick<CoinService, 'credit'>;
  throttle: Pick<AuthThrottleService, 'consume' | 'refund'>;
  /** The redeem repository; a unit test passes a substitute. */
  codes: Pick<
    typeof redeemRepository,
    | 'findBookNames'
    | 'findCodeByHash'
    | 'findUsedCodeIds'
    | 'grantBook'
    | 'hasClaimed'
    | 'insertClaim'
    | 'insertCodes'
    | 'insertGiftCode'
    | 'lockCustomer'
    | 'ownsBook'
    | 'takeUse'
  >;
  withTransaction?: WithTransaction;
  clock?: Clock;
};

/** Whatever makes a code unusable, the caller hears the same (guessing learns nothing). */
const unusable = () => new AppError('UNPROCESSABLE', { message: 'redeem.unusable' });

const isUsable = (code: RedeemCodeRow, now: Date): boolean =>
  code.revokedAt === null &&
  code.usedCount < code.maxUses &&
  (code.startsAt === null || code.startsAt <= now) &&
  (code.expiresAt === null || code.expiresAt > now) &&
  code.kind !== 'coupon'; // coupons come with checkout (docs/buying.md §12)

/**
 * Redeem codes (docs/buying.md §13): `validate` says what a code gives, `claim` takes it. A typo is
 * caught by the code's check symbol and costs nothing; any other miss counts against the customer
 * and their address (10 and 30 an hour), and a claim that succeeds gives its count back.
 */
export const createRedeemService = ({
  db,
  catalog,
  coins,
  throttle,
  codes,
  withTransaction = createWithTransaction(db),
  clock = systemClock,
}: RedeemServiceDeps) => {
  const throttleChecks = (caller: Caller) =>
    [
      { rule: 'redeemCustomer', subject: { kind: 'customer', customerId: caller.customerId } },
      { rule: 'redeemIp', subject: { kind: 'ip', ip: caller.ip } },
    ] as const;

  /** The code's row, after the typo check and the throttle; refused the same way when unusable. */
  const lookUp = async (caller: Caller, input: string): Promise<RedeemCodeRow> => {
    const normalised = normaliseCode(input);
    if (normalised === null || !hasValidCheck(normalised))
      throw new AppError('VALIDATION_FAILED', { message: 'redeem.typo' });
    await throttle.consume([...throttleChecks(caller)], 'redeem.tooManyAttempts');
    const code = await codes.findCodeByHash(db, hashCode(normalised));
    if (!code) throw unusable();
    return code;
  };

  const giveBackAttempt = async (caller: Caller) => {
    for (const check of throttleChecks(caller)) await throttle.refund(check.rule, check.subject);
  };

  const previewOf = async (
    caller: Caller,
    code: RedeemCodeRow,
    alreadyOwned: boolean,
  ): Promise<RedeemPreview> => {
    const [book] =
      code.kind === 'book' && code.bookId !== null
        ? await catalog.getOverviews(caller.locale, [code.bookId])
        : [];
    return {
      Kind: code.kind,
      Book: book ?? null,
      AlreadyOwned: alreadyOwned,
      CoinsValue: code.kind === 'coins' ? code.coinsSatang : null,
      CoinsExpireAt:
        code.kind === 'coins' && code.coinsValidDays !== null
          ? new Date(clock.now().getTime() + code.coinsValidDays * DAY_MS).toISOString()
          : null,
      IsGift: code.orderLineId !== null,
      GiftFrom: code.giftFrom,
      GiftMessage: code.giftMessage,
    };
  };

  /** Inside a transaction, pass its `tx`: a pool connection there could wait for ever. */
  const bookName = async (tx: DbOrTx, locale: Locale, bookId: number): Promise<string> => {
    const names = await codes.findBookNames(tx, bookId);
    return names ? localName(locale, names) : String(bookId);
  };

  return {
    /** POST /v1/redeem/validate: what the code would give, without using it. */
    async validate(caller: Caller, input: string): Promise<RedeemPreview> {
      const code = await lookUp(caller, input);
      // Their own claim first: a used-up single-use code is "already used" to whoever used it.
      if (await codes.hasClaimed(db, { codeId: code.id, customerId: caller.customerId }))
        throw new AppError('CONFLICT', { message: 'redeem.alreadyClaimed' });
      if (!isUsable(code, clock.now())) throw unusable();
      const owned =
        code.kind === 'book' && code.bookId !== null
          ? await codes.ownsBook(db, { customerId: caller.customerId, bookId: code.bookId })
          : false;
      await giveBackAttempt(caller);
      return previewOf(caller, code, owned);
    },

    /**
     * POST /v1/redeem/claim: in one transaction with the customer locked, the code loses one use
     * (only while it has one) and grants its book or coins. A book the customer owns is refused
     * without using the code.
     */
    async claim(caller: Caller, input: string): Promise<RedeemResult> {
      const code = await lookUp(caller, input);
      const now = clock.now();
      const granted = await withTransaction(async (tx) => {
        await codes.lockCustomer(tx, caller.customerId);
        if (await codes.hasClaimed(tx, { codeId: code.id, customerId: caller.customerId }))
          throw new AppError('CONFLICT', { message: 'redeem.alreadyClaimed' });
        if (code.kind === 'book' && code.bookId !== null) {
          if (await codes.ownsBook(tx, { customerId: caller.customerId, bookId: code.bookId }))
            throw new AppError('CONFLICT', {
              message: 'redeem.alreadyOwned',
              params: { name: await bookName(tx, caller.locale, code.bookId) },
            });
        }
        if (!isUsable(code, now) || !(await codes.takeUse(tx, { codeId: code.id, now })))
          throw unusable();
        await codes.insertClaim(tx, { codeId: code.id, customerId: caller.customerId });

        if (code.kind === 'book' && code.bookId !== null) {
          await codes.grantBook(tx, {
            customerId: caller.customerId,
            bookId: code.bookId,
            source: code.orderLineId !== null ? 'gift' : 'redeem',
          });
          return {
            message: translate(caller.locale, 'redeem.claimedBook', {
              name: await bookName(tx, caller.locale, code.bookId),
            }),
          };
        }
        if (code.kind === 'coins' && code.coinsSatang !== null && code.coinsValidDays !== null) {
          await coins.credit(tx, {
            customerId: caller.customerId,
            source: 'redeem',
            amountSatang: code.coinsSatang,
            validDays: code.coinsValidDays,
            redeemCodeId: code.id,
            detail: { key: 'coins.history.redeem', params: { hint: code.codeHint } },
          });
          return {
            message: translate(caller.locale, 'redeem.claimedCoins', {
              coins: (code.coinsSatang / 100).toLocaleString('en-US', {
                maximumFractionDigits: 2,
              }),
            }),
          };
        }
        throw unusable();
      });
      await giveBackAttempt(caller);
      return { ...(await previewOf(caller, code, false)), Message: granted.message };
    },

    /**
     * A gift's code (docs/buying.md §13.4), made in the transaction that marks its order paid: one
     * use, for the book of the order line; the plain code goes only into the recipient's e-mail.
     */
    async mintGift(
      tx: DbOrTx,
      params: { bookId: number; orderLineId: number; giftFrom: string; giftMessage: string | null },
    ): Promise<{ code: string; codeId: number }> {
      const code = mintCode();
      const codeId = await codes.insertGiftCode(tx, {
        codeHash: hashCode(code),
        codeHint: code.slice(-4),
        kind: 'book',
        bookId: params.bookId,
        maxUses: 1,
        orderLineId: params.orderLineId,
        giftFrom: params.giftFrom.slice(0, 120),
        giftMessage: params.giftMessage?.slice(0, 300) ?? null,
        note: 'gift',
      });
      return { code: formatCode(code), codeId };
    },

    /** Whether a gift's code has been claimed. */
    giftClaimed: (codeIds: number[]) => codes.findUsedCodeIds(db, codeIds),

    /**
     * New codes (staff, the CLI): each is returned once, in plain form, and only its hash kept.
     * Book codes name a published book; coins codes an amount and how long the coins last.
     */
    async mint(params: {
      count: number;
      grant:
        | { kind: 'book'; bookId: number }
        | { kind: 'coins'; coinsSatang: number; validDays: number };
      maxUses: number;
      expiresAt: Date | null;
      note: string | null;
    }): Promise<string[]> {
      const plain = Array.from({ length: params.count }, mintCode);
      if (params.grant.kind === 'book') {
        const book = await codes.findBookNames(db, params.grant.bookId);
        if (!book?.published) throw new AppError('NOT_FOUND', { message: 'basket.bookNotFound' });
      }
      await codes.insertCodes(
        db,
        plain.map((code) => ({
          codeHash: hashCode(code),
          codeHint: code.slice(-4),
          kind: params.grant.kind,
          bookId: params.grant.kind === 'book' ? params.grant.bookId : null,
          coinsSatang: params.grant.kind === 'coins' ? params.grant.coinsSatang : null,
          coinsValidDays: params.grant.kind === 'coins' ? params.grant.validDays : null,
          maxUses: params.maxUses,
          expiresAt: params.expiresAt,
          note: params.note,
        })),
      );
      return plain;
    },
  };
};

export type RedeemService = ReturnType<typeof createRedeemService>;
