import { createHash, randomUUID } from 'node:crypto';
import {
  CART_TYPES,
  type Address,
  type Checkout,
  type CoinPacks,
  type CheckoutLine,
  type CheckoutQuery,
  type ConfirmBody,
  type ConfirmCall,
  type ConsecutiveOrder,
  type Locale,
  type PaymentMethodCode,
  type PaymentMethodInfo,
  type PaymentMethods,
  type Problem,
  type ProductOverview,
  type Totals,
} from '@nangsue/contracts';
import type { Database, DbOrTx } from '../../db/client.js';
import type { TaxInvoiceBuyer } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import {
  createWithTransaction,
  type Clock,
  type CustomerLock,
  type WithTransaction,
} from '../../lib/deps.js';
import { translate, type MessageKey } from '../../lib/messages.js';
import type { basketRepository } from '../basket/index.js';
import type { BasketLine } from '../basket/index.js';
import { formatBaht, vatRateOf, vatWithin } from '../../lib/pricing.js';
import { localName } from '../../lib/local-name.js';
import { toPrice } from '../../lib/pricing.js';
import type { CoinService } from '../coins/index.js';
import type { OrderLedger } from '../orders/index.js';
import { orderNumberOf } from '../../lib/order-numbers.js';
import type { OrderPresenter } from '../orders/index.js';
import type { ordersRepository } from '../orders/index.js';
import {
  findEarlier,
  keepAnswer,
  keyedRequest,
  replayOf,
  requirePaymentDetails,
  type KeyedRequest,
  type PlacedAnswer,
} from '../orders/index.js';
import { EMPTY_PICTURE } from '../orders/index.js';
import type { IdempotencyRow, OrderRow, PaymentRow } from '../orders/index.js';
import { gatewayOfMethod, methodNameOf, type StartContext } from '../../lib/payment-gateway.js';
import type { PaymentsService } from '../payments/index.js';
import type * as checkoutRepository from './checkout.repository.js';
import type { coinPacksRepository } from '../coins/index.js';
import type { CouponPortEvaluation as CouponEvaluation, CouponPort } from '../coupons/index.js';

export type CheckoutSettings = {
  /** The least a gateway charges (satang). */
  minPaymentSatang: number;
  windowMinutes: number;
  counterWindowHours: number;
  orderIntervalSeconds: number;
};

/** Which confirm call serves which methods. */
const CALL_METHODS: Record<ConfirmCall, readonly PaymentMethodCode[]> = {
  confirmorderdemo: ['demo_card', 'demo_promptpay', 'demo_counter'],
  confirmorderomise: ['omise_card', 'omise_promptpay', 'omise_mobile_banking'],
  confirmorderpgwpayment: ['pgw_card'],
  confirmorder123payment: ['pgw_123'],
  confirmordercoins: ['coins'],
};
export const confirmCallOf = (method: PaymentMethodCode): ConfirmCall =>
  (Object.keys(CALL_METHODS) as ConfirmCall[]).find((call) => CALL_METHODS[call].includes(method))!;

const KIND_OF: Record<PaymentMethodCode, PaymentMethodInfo['Kind']> = {
  demo_card: 'card',
  demo_promptpay: 'promptpay',
  demo_counter: 'counter',
  omise_card: 'card',
  omise_promptpay: 'promptpay',
  omise_mobile_banking: 'mobile_banking',
  pgw_card: 'card_page',
  pgw_123: 'counter',
  coins: 'coins',
};
const BANK_NAMES = {
  scb: 'SCB Easy',
  kbank: 'K PLUS',
  bbl: 'Bangkok Bank Mobile Banking',
  bay: 'KMA Krungsri',
  ktb: 'Krungthai NEXT',
} as const;

/** A line of a checkout: a basket line, a gift, or a coin pack (`coinPackId`, `bookId` 0). */
type SourceLine = BasketLine & { coinPackId: number | null };

/** A line priced for checkout: the coupon's share taken off before VAT (§2). */
type PricedLine = SourceLine & {
  discountSatang: number;
  totalSatang: number;
  vatRate: number;
  vatSatang: number;
  netSatang: number;
};

/** Where a checkout's lines come from (§4.3): the basket, or one book bought as a gift. */
export type CheckoutSource =
  { kind: 'basket' } | { kind: 'gift'; bookId: number } | { kind: 'coin_pack'; packId: number };

const sourceOf = (query: {
  giftProductId?: number | undefined;
  coinPackId?: number | undefined;
}): CheckoutSource =>
  query.coinPackId !== undefined
    ? { kind: 'coin_pack', packId: query.coinPackId }
    : query.giftProductId !== undefined
      ? { kind: 'gift', bookId: query.giftProductId }
      : { kind: 'basket' };

const sourceKey = (source: CheckoutSource) =>
  source.kind === 'gift'
    ? ['gift', source.bookId]
    : source.kind === 'coin_pack'
      ? ['coin_pack', source.packId]
      : 'basket';

/** A checkout computed from the database: what the page shows and what a confirm would create. */
export type Computed = {
  source: CheckoutSource;
  /** A full tax invoice asked for, and the address it would be made out to. */
  taxInvoice: { requested: boolean; address: Address | null };
  lines: PricedLine[];
  coupon: Extract<CouponEvaluation, { ok: true }> | null;
  totals: Totals;
  coins: { balance: number; useCoins: boolean; applied: number; maxUsable: number };
  problems: Problem[];
  notices: string[];
  version: string;
};

const problem = (
  locale: Locale,
  code: Problem['Code'],
  key: MessageKey,
  params: Record<string, string | number> = {},
  productId: number | null = null,
): Problem => ({ Code: code, Message: translate(locale, key, params), ProductId: productId });

/**
 * The buyer of a full tax invoice (docs/buying.md §14), from the address chosen at checkout: only
 * an address with a tax id makes one; otherwise the order gets the abbreviated invoice.
 */
const taxInvoiceBuyerOf = (address: Address | null): TaxInvoiceBuyer | null =>
  address?.TaxId
    ? {
        name: address.Company || `${address.FirstName} ${address.LastName}`.trim(),
        taxId: address.TaxId,
        branch: address.TaxBranch,
        address: [
          address.Address1,
          address.Address2,
          address.SubdistrictName,
          address.CityName,
          address.StateProvinceName,
          address.ZipPostalCode,
        ]
          .filter(Boolean)
          .join(' '),
      }
    : null;

/** A deliverable address: something@domain.tld, no spaces (the mailer does the rest). */
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

const hash = (value: unknown): string =>
  createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 22);

/**
 * Checkout (docs/buying.md §4): the basket priced from the catalog with the coupon and the coins
 * the customer chose, the methods that can pay it, and the confirm calls that turn it into an
 * order and a payment attempt, exactly once per `Idempotency-Key`.
 */
export const createCheckoutService = ({
  db,
  catalog,
  addresses,
  coins,
  coupons,
  payments,
  ledger,
  presenter,
  clock,
  settings,
  withTransaction = createWithTransaction(db),
  checkouts,
  baskets,
  orders,
  customers,
}: {
  db: Database;
  catalog: { getOverviews(locale: Locale, ids: number[]): Promise<ProductOverview[]> };
  addresses: {
    shippingAddressOf(tx: DbOrTx, customerId: number, locale: Locale): Promise<Address | null>;
  };
  coins: CoinService;
  coupons: CouponPort;
  payments: PaymentsService;
  ledger: OrderLedger;
  presenter: OrderPresenter;
  clock: Clock;
  settings: CheckoutSettings;
  withTransaction?: WithTransaction;
  /**
   * Repositories; a unit test passes substitutes. The checkout's own state (read with the coin
   * balance and the pending orders' books) and coin packs:
   */
  checkouts: Pick<typeof coinPacksRepository, 'findActiveCoinPacks' | 'findCoinPack'> &
    Pick<
      typeof checkoutRepository,
      'clearCheckoutState' | 'findCheckoutContext' | 'findGiftBook' | 'saveUseCoins'
    >;
  /** The basket's lines, read and (once ordered) removed. */
  baskets: Pick<typeof basketRepository, 'deleteLines' | 'listLines'>;
  orders: Pick<
    typeof ordersRepository,
    | 'findLatestOrder'
    | 'findLines'
    | 'findOrder'
    | 'findPayments'
    | 'findPendingOrders'
    | 'insertIdempotencyKey'
    | 'findIdempotencyKey'
    | 'finishIdempotencyKey'
    | 'insertOrder'
    | 'insertPayment'
  >;
  customers: CustomerLock;
}) => {
  /** Prices the customer's basket now, in the caller's transaction (nothing is written). */
  const compute = async (
    tx: DbOrTx,
    customerId: number,
    locale: Locale,
    source: CheckoutSource = { kind: 'basket' },
  ): Promise<Computed> => {
    // The choices, the coin balance and the pending orders' books in one read.
    const {
      state,
      balance,
      pendingBooks: pending,
    } = await checkouts.findCheckoutContext(tx, {
      customerId,
      now: clock.now(),
      pending: source.kind === 'basket',
    });
    const gift = source.kind === 'gift' ? await checkouts.findGiftBook(tx, source.bookId) : null;
    if (source.kind === 'gift' && !gift)
      throw new AppError('NOT_FOUND', { message: 'basket.bookNotFound' });
    // A gift's code would open the book before its release (docs/buying.md "Pre-orders").
    if (gift?.releaseAt && gift.releaseAt.getTime() > clock.now().getTime())
      throw new AppError('CONFLICT', { message: 'preorders.noGift' });
    const pack =
      source.kind === 'coin_pack' ? await checkouts.findCoinPack(tx, source.packId) : null;
    if (source.kind === 'coin_pack' && !pack)
      throw new AppError('NOT_FOUND', { message: 'checkout.coinPackNotFound' });
    const oneLine = { id: 0, addedAt: clock.now(), owned: false, published: true };
    // A gift is one line, never owned by its recipient as far as the buyer's library says; a coin
    // pack is one line without VAT (coins are a means of payment: VAT is due on what they buy).
    const all: SourceLine[] = gift
      ? [
          {
            ...gift,
            ...oneLine,
            published: gift.published,
            priceSatangSeen: gift.priceSatang,
            coinPackId: null,
          },
        ]
      : pack
        ? [
            {
              ...oneLine,
              bookId: 0,
              coinPackId: pack.id,
              priceSatang: pack.priceSatang,
              priceSatangSeen: pack.priceSatang,
              oldPriceSatang: null,
              vatCategory: 'exempt' as const,
              nameTh: pack.nameTh,
              nameEn: pack.nameEn,
            },
          ]
        : (await baskets.listLines(tx, { customerId }, CART_TYPES.basket)).map((line) => ({
            ...line,
            coinPackId: null,
          }));
    const pendingBooks = source.kind === 'basket' ? pending : [];
    const problems: Problem[] = [];
    const notices: string[] = [];
    if (all.length === 0) problems.push(problem(locale, 'EMPTY', 'checkout.empty'));
    const sellable: SourceLine[] = [];
    for (const line of all) {
      const name = localName(locale, line);
      const pending = pendingBooks.find((entry) => entry.bookId === line.bookId);
      if (!line.published)
        problems.push(
          problem(locale, 'BOOK_UNAVAILABLE', 'checkout.bookUnavailable', { name }, line.bookId),
        );
      else if (line.owned)
        problems.push(
          problem(locale, 'ALREADY_OWNED', 'checkout.alreadyOwned', { name }, line.bookId),
        );
      else if (pending)
        problems.push(
          problem(
            locale,
            'IN_PENDING_ORDER',
            'checkout.inPendingOrder',
            { name, number: orderNumberOf(pending.orderId) },
            line.bookId,
          ),
        );
      else sellable.push(line);
      if (line.published && line.priceSatang !== line.priceSatangSeen)
        notices.push(
          translate(locale, 'basket.priceChanged', {
            name,
            from: formatBaht(line.priceSatangSeen),
            to: formatBaht(line.priceSatang),
          }),
        );
    }

    let coupon: Computed['coupon'] = null;
    if (state?.couponCode && sellable.length > 0 && source.kind !== 'coin_pack') {
      const evaluation = await coupons.evaluate(
        tx,
        customerId,
        state.couponCode,
        sellable.map((line) => ({ bookId: line.bookId, priceSatang: line.priceSatang })),
        locale,
        clock.now(),
      );
      if (evaluation.ok) coupon = evaluation;
      else
        problems.push({ Code: evaluation.problem, Message: evaluation.message, ProductId: null });
    }

    const lines: PricedLine[] = sellable.map((line) => {
      const discountSatang = coupon?.discounts.get(line.bookId) ?? 0;
      const totalSatang = line.priceSatang - discountSatang;
      const vatRate = vatRateOf(line.vatCategory);
      const vatSatang = vatWithin(totalSatang, vatRate);
      return {
        ...line,
        discountSatang,
        totalSatang,
        vatRate,
        vatSatang,
        netSatang: totalSatang - vatSatang,
      };
    });
    const sum = (pick: (line: PricedLine) => number, only?: (line: PricedLine) => boolean) =>
      lines.filter(only ?? (() => true)).reduce((total, line) => total + pick(line), 0);
    const total = sum((line) => line.totalSatang);

    // Coins do not buy coins.
    const useCoins = source.kind !== 'coin_pack' && (state?.useCoins ?? false);
    const min = settings.minPaymentSatang;
    // Coins pay all or part; a gateway never charges less than the minimum (§11.4).
    let maxUsable = Math.min(balance, total);
    if (total - maxUsable > 0 && total - maxUsable < min) maxUsable = Math.max(0, total - min);
    const applied = useCoins ? maxUsable : 0;
    const amountDue = total - applied;
    if (lines.length > 0 && amountDue > 0 && amountDue < min)
      problems.push(
        problem(
          locale,
          balance >= total ? 'BELOW_MINIMUM' : 'NOT_ENOUGH_COINS',
          'checkout.belowMinimum',
          {
            min: formatBaht(min),
          },
        ),
      );

    const vat = sum((line) => line.vatSatang);
    const totals: Totals = {
      SubTotalValue: sum((line) => line.priceSatang),
      DiscountValue: sum((line) => line.discountSatang),
      TotalValue: total,
      VatValue: vat,
      NetValue: total - vat,
      TaxableNetValue: sum(
        (line) => line.netSatang,
        (line) => line.vatRate > 0,
      ),
      VatExemptValue: sum(
        (line) => line.totalSatang,
        (line) => line.vatRate === 0,
      ),
      CoinsValue: applied,
      AmountDueValue: amountDue,
    };
    const taxInvoice = {
      requested: state?.taxInvoiceRequested ?? false,
      address: state?.taxInvoiceRequested
        ? await addresses.shippingAddressOf(tx, customerId, locale)
        : null,
    };
    const version = hash({
      source: sourceKey(source),
      taxInvoice: taxInvoice.address ? [taxInvoice.address.Id, taxInvoice.address.TaxId] : null,
      lines: lines.map((line) => [
        line.bookId,
        line.priceSatang,
        line.vatCategory,
        line.discountSatang,
      ]),
      coupon: coupon ? [coupon.coupon.code, coupon.totalDiscountSatang] : null,
      coins: applied,
    });
    return {
      source,
      taxInvoice,
      lines,
      coupon,
      totals,
      coins: { balance, useCoins, applied, maxUsable },
      problems,
      notices,
      version,
    };
  };

  /** The checkout as the page shows it (cards read after the transaction, through the cache). */
  const present = async (computed: Computed, locale: Locale): Promise<Checkout> => {
    const cards = new Map(
      (
        await catalog.getOverviews(
          locale,
          computed.lines.map((line) => line.bookId),
        )
      ).map((card) => [card.Id, card]),
    );
    const items: CheckoutLine[] = computed.lines.map((line) => {
      const card = cards.get(line.bookId);
      return {
        Id: line.id,
        ProductId: line.coinPackId ?? line.bookId,
        Kind: line.coinPackId === null ? 'book' : 'coin_pack',
        Name: card?.Name ?? localName(locale, line),
        DefaultPictureModel: card?.DefaultPictureModel ?? EMPTY_PICTURE,
        Authors: card?.Authors ?? [],
        ProductPrice: toPrice(line.priceSatang, line.oldPriceSatang),
        DiscountValue: line.discountSatang,
        TotalValue: line.totalSatang,
        VatCategory: line.vatCategory,
        VatRate: line.vatRate,
        VatValue: line.vatSatang,
        NetValue: line.netSatang,
        IsGift: computed.source.kind === 'gift',
      };
    });
    return {
      Source: computed.source.kind,
      Items: items,
      Coupon: computed.coupon
        ? {
            Code: computed.coupon.coupon.code,
            Description: computed.coupon.coupon.description,
            DiscountValue: computed.coupon.totalDiscountSatang,
          }
        : null,
      Coins: {
        BalanceValue: computed.coins.balance,
        UseCoins: computed.coins.useCoins,
        AppliedValue: computed.coins.applied,
        MaxUsableValue: computed.coins.maxUsable,
      },
      Totals: computed.totals,
      TaxInvoice: {
        Requested: computed.taxInvoice.requested,
        Address: computed.taxInvoice.address,
      },
      Notices: computed.notices,
      Problems: computed.problems,
      CanConfirm: computed.problems.length === 0,
      CheckoutVersion: computed.version,
    };
  };

  const view = async (
    customerId: number,
    locale: Locale,
    source: CheckoutSource = { kind: 'basket' },
  ): Promise<Checkout> => present(await compute(db, customerId, locale, source), locale);

  /** One source per checkout: a gift and a coin pack together make no sense. */
  const refuseOtherSources = (query: CheckoutQuery) => {
    if (query.coinPackId !== undefined && query.giftProductId !== undefined)
      throw new AppError('VALIDATION_FAILED', { message: 'checkout.oneSource' });
  };

  /** The window of a method: minutes for online methods, hours for a counter. */
  const windowMsOf = (method: PaymentMethodCode): number =>
    KIND_OF[method] === 'counter'
      ? settings.counterWindowHours * 3_600_000
      : settings.windowMinutes * 60_000;

  type ConfirmRequest = {
    customerId: number;
    locale: Locale;
    call: ConfirmCall;
    body: ConfirmBody;
    idempotencyKey: string | undefined;
    context: Omit<StartContext, 'locale'>;
  };

  /**
   * Creates the order, its lines, the held coupon and coins, and the attempt, in one transaction.
   * The key is looked up again once the customer is locked, before anything is compared: a request
   * that waited on the lock behind the first one with its key finds that one's row (committed) and
   * gets its answer, never the refusal of a basket the first one emptied (docs/buying.md §6.2).
   */
  const createOrder = async (
    request: ConfirmRequest,
    method: PaymentMethodCode | null,
    keyed: KeyedRequest,
  ): Promise<
    { order: OrderRow; payment: PaymentRow | null; earlier?: never } | { earlier: IdempotencyRow }
  > =>
    withTransaction(async (tx) => {
      const { customerId, locale } = request;
      await customers.lockCustomer(tx, customerId);
      const earlier = await findEarlier(tx, keyed, orders);
      if (earlier) return { earlier };
      const latest = await orders.findLatestOrder(tx, customerId);
      const since = latest ? (clock.now().getTime() - latest.createdAt.getTime()) / 1000 : Infinity;
      if (since < settings.orderIntervalSeconds) {
        const seconds = Math.ceil(settings.orderIntervalSeconds - since);
        throw new AppError('RATE_LIMITED', {
          message: 'checkout.tooSoon',
          params: { seconds },
          retryAfter: seconds,
        });
      }
      const gift = request.body.Data.Gift;
      const source: CheckoutSource = sourceOf({
        giftProductId: gift?.ProductId,
        coinPackId: request.body.Data.CoinPackId,
      });
      const computed = await compute(tx, customerId, locale, source);
      if (computed.version !== request.body.Data.CheckoutVersion)
        throw new AppError('CONFLICT', { message: 'checkout.changed' });
      if (computed.problems.length > 0)
        throw new AppError('CONFLICT', {
          messages: computed.problems.map((entry) => entry.Message),
        });
      const { totals } = computed;
      const coinsOnly = totals.AmountDueValue === 0;
      if (!coinsOnly && method === null)
        throw new AppError('CONFLICT', { message: 'checkout.coinsDoNotCover' });
      const now = clock.now();
      const window = method && !coinsOnly ? windowMsOf(method) : 0;
      const order = await orders.insertOrder(
        tx,
        {
          customerId,
          source: source.kind,
          status: 'PD',
          locale,
          subtotalSatang: totals.SubTotalValue,
          discountSatang: totals.DiscountValue,
          totalSatang: totals.TotalValue,
          vatSatang: totals.VatValue,
          netSatang: totals.NetValue,
          taxableNetSatang: totals.TaxableNetValue,
          vatExemptSatang: totals.VatExemptValue,
          coinsSatang: totals.CoinsValue,
          amountDueSatang: totals.AmountDueValue,
          couponId: computed.coupon?.coupon.id ?? null,
          couponCode: computed.coupon?.coupon.code ?? null,
          couponDescription: computed.coupon
            ? { th: computed.coupon.coupon.descriptionTh, en: computed.coupon.coupon.descriptionEn }
            : null,
          taxInvoice: taxInvoiceBuyerOf(computed.taxInvoice.address),
          createdAt: now,
          expiresAt: coinsOnly ? null : new Date(now.getTime() + window),
        },
        computed.lines.map((line) => ({
          kind: line.coinPackId === null ? ('book' as const) : ('coin_pack' as const),
          bookId: line.coinPackId === null ? line.bookId : null,
          coinPackId: line.coinPackId,
          nameTh: line.nameTh,
          nameEn: line.nameEn,
          priceSatang: line.priceSatang,
          discountSatang: line.discountSatang,
          totalSatang: line.totalSatang,
          vatCategory: line.vatCategory,
          vatRate: line.vatRate,
          vatSatang: line.vatSatang,
          netSatang: line.netSatang,
          gift: gift
            ? {
                recipientEmail: gift.RecipientEmail,
                recipientName: gift.RecipientName,
                message: gift.Message || null,
              }
            : null,
        })),
      );
      if (computed.coupon) {
        const held = await coupons.hold(tx, {
          couponId: computed.coupon.coupon.id,
          customerId,
          orderId: order.id,
        });
        if (!held)
          throw new AppError('CONFLICT', { messages: [translate(locale, 'checkout.changed')] });
      }
      if (totals.CoinsValue > 0)
        await coins.spend(tx, { customerId, orderId: order.id, amountSatang: totals.CoinsValue });
      if (source.kind === 'basket')
        await baskets.deleteLines(
          tx,
          { customerId },
          CART_TYPES.basket,
          computed.lines.map((line) => line.id),
        );
      await checkouts.clearCheckoutState(tx, customerId);
      if (request.idempotencyKey)
        await orders.insertIdempotencyKey(tx, {
          customerId,
          key: request.idempotencyKey,
          requestHash: keyed.requestHash,
          orderId: order.id,
        });
      if (coinsOnly) {
        await ledger.markPaid(tx, order, {
          paidAt: now,
          methodName: methodNameOf(locale, 'coins'),
        });
        return { order: { ...order, status: 'AP' as const, paidAt: now }, payment: null };
      }
      await ledger.placed(tx, order);
      const payment = await orders.insertPayment(tx, {
        id: randomUUID(),
        orderId: order.id,
        customerId,
        attemptNo: 1,
        provider: gatewayOfMethod(method!)!,
        method: method!,
        amountSatang: totals.AmountDueValue,
        expiresAt: order.expiresAt!,
        nextCheckAt: new Date(now.getTime() + 2 * 60_000),
      });
      return { order, payment };
    });

  return {
    view,

    /** GET coinpacks: the packs on sale, cheapest first. */
    async coinPacks(locale: Locale): Promise<CoinPacks> {
      const packs = await checkouts.findActiveCoinPacks(db);
      return {
        Packs: packs.map((pack) => ({
          Id: pack.id,
          Name: locale === 'en' ? pack.nameEn : pack.nameTh,
          ProductPrice: toPrice(pack.priceSatang, null),
          CoinsValue: pack.coinsSatang,
          BonusCoinsValue: pack.bonusSatang,
          ValidDays: pack.validDays,
        })),
      };
    },

    async checkoutBook(customerId: number, locale: Locale, query: CheckoutQuery) {
      refuseOtherSources(query);
      return view(customerId, locale, sourceOf(query));
    },

    async useCoins(customerId: number, locale: Locale, useCoins: boolean) {
      await checkouts.saveUseCoins(db, { customerId, useCoins });
      return view(customerId, locale);
    },

    /** GET getpaymentmethods: the configured methods that can take the amount due now. */
    async paymentMethods(
      customerId: number,
      locale: Locale,
      query: CheckoutQuery,
    ): Promise<PaymentMethods> {
      refuseOtherSources(query);
      const computed = await compute(db, customerId, locale, sourceOf(query));
      const due = computed.totals.AmountDueValue;
      const methods: PaymentMethodCode[] =
        due === 0 && computed.lines.length > 0 ? ['coins'] : payments.configuredMethods();
      return {
        AmountDueValue: due,
        Methods: methods.map((code) => {
          const kind = KIND_OF[code];
          const available = code === 'coins' ? due === 0 : due >= settings.minPaymentSatang;
          return {
            Code: code,
            Provider: code === 'coins' ? 'store' : gatewayOfMethod(code)!,
            Kind: kind,
            Name: methodNameOf(locale, code),
            Description: translate(locale, `payments.methodDescription.${kind}` as MessageKey, {
              minutes: settings.windowMinutes,
              hours: settings.counterWindowHours,
            }),
            ConfirmCall: confirmCallOf(code),
            MinAmountValue: code === 'coins' ? 0 : settings.minPaymentSatang,
            MaxAmountValue: null,
            WindowMinutes:
              kind === 'counter' ? settings.counterWindowHours * 60 : settings.windowMinutes,
            Banks:
              code === 'omise_mobile_banking'
                ? (Object.keys(BANK_NAMES) as (keyof typeof BANK_NAMES)[]).map((bank) => ({
                    Code: bank,
                    Name: BANK_NAMES[bank],
                  }))
                : [],
            PublicKey: code === 'omise_card' ? payments.publicKeyOf(code) : null,
            Available: available,
            UnavailableReason: available
              ? null
              : translate(locale, 'checkout.belowMinimum', {
                  min: formatBaht(settings.minPaymentSatang),
                }),
          };
        }),
      };
    },

    /** GET verify-consecutive-order: the pace rule and a pending order with the same books. */
    async verifyConsecutiveOrder(customerId: number, locale: Locale): Promise<ConsecutiveOrder> {
      const latest = await orders.findLatestOrder(db, customerId);
      const since = latest ? (clock.now().getTime() - latest.createdAt.getTime()) / 1000 : Infinity;
      const wait = Math.max(0, Math.ceil(settings.orderIntervalSeconds - since));
      const [pending] = await orders.findPendingOrders(db, customerId);
      let same = false;
      if (pending) {
        const basket = await baskets.listLines(db, { customerId }, CART_TYPES.basket);
        const inPending = new Set(
          (await orders.findLines(db, [pending.id])).map((line) => line.bookId),
        );
        same = basket.some((line) => inPending.has(line.bookId));
      }
      return {
        CanPlaceOrder: wait === 0 && !same,
        WaitSeconds: wait,
        PendingOrder: pending
          ? {
              OrderId: pending.id,
              OrderNumber: orderNumberOf(pending.id),
              TotalValue: pending.totalSatang,
              AmountDueValue: pending.amountDueSatang,
              ExpiresAt: pending.expiresAt?.toISOString() ?? null,
              ContainsSameBooks: same,
            }
          : null,
        Message: pending
          ? translate(locale, 'checkout.pendingOrderExists', { number: orderNumberOf(pending.id) })
          : null,
      };
    },

    /**
     * `confirmorder*`: the order and its first attempt are committed before the gateway is called;
     * the same `Idempotency-Key` with the same body answers what the first request answered.
     */
    async confirm(request: ConfirmRequest): Promise<PlacedAnswer> {
      const { customerId, locale, call, body } = request;
      const keyed = keyedRequest(customerId, request.idempotencyKey, call, body);
      if (body.Data.CoinPackId !== undefined && body.Data.Gift !== undefined)
        throw new AppError('VALIDATION_FAILED', { message: 'checkout.oneSource' });
      if (body.Data.Gift && !EMAIL.test(body.Data.Gift.RecipientEmail))
        throw new AppError('VALIDATION_FAILED', { message: 'checkout.giftEmailInvalid' });
      /** A request with this key came first: its answer, or "still being placed". */
      const answerOfEarlier = async (existing: IdempotencyRow): Promise<PlacedAnswer> => {
        const replay = replayOf(existing);
        if (replay) return replay;
        const order =
          existing.orderId !== null
            ? await orders.findOrder(db, { customerId, orderId: existing.orderId })
            : undefined;
        if (!order || clock.now().getTime() - existing.createdAt.getTime() < 60_000)
          throw new AppError('CONFLICT', { message: 'checkout.inProgress' });
        // The process that placed it died before answering: answer from what is in the database.
        const latest = (await orders.findPayments(db, [order.id])).at(-1) ?? null;
        return keepAnswer(db, keyed, presenter.placed(order, latest, locale), orders, true);
      };
      const existing = await findEarlier(db, keyed, orders);
      if (existing) return answerOfEarlier(existing);

      const method = (body.Data.PaymentMethod ?? null) as PaymentMethodCode | null;
      if (call !== 'confirmordercoins') {
        if (!method || !CALL_METHODS[call].includes(method) || !payments.gatewayFor(method))
          throw new AppError('CONFLICT', { message: 'checkout.methodUnavailable' });
        requirePaymentDetails(method, body.Data);
      }

      let placed: Awaited<ReturnType<typeof createOrder>>;
      try {
        placed = await createOrder(request, call === 'confirmordercoins' ? null : method, keyed);
      } catch (error) {
        // Two requests with one key at once: the second finds the first's row when it commits.
        if ((error as { code?: string }).code === '23505')
          throw new AppError('CONFLICT', { message: 'checkout.inProgress' });
        throw error;
      }
      if (placed.earlier) return answerOfEarlier(placed.earlier);
      const created = placed;
      let payment = created.payment;
      if (payment)
        payment = await payments.start(created.order, payment, {
          ...request.context,
          locale,
          ...(body.Data.CardToken ? { cardToken: body.Data.CardToken } : {}),
          ...(body.Data.Bank ? { bank: body.Data.Bank } : {}),
        });
      const order = (await orders.findOrder(db, { customerId, orderId: created.order.id }))!;
      return keepAnswer(db, keyed, presenter.placed(order, payment, locale), orders);
    },
  };
};

export type CheckoutService = ReturnType<typeof createCheckoutService>;
