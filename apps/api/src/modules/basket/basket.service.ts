import {
  CART_TYPES,
  DISCOUNT_COUPON_CODE_KEY,
  MAX_BASKET_ITEMS,
  REMOVE_FROM_CART_KEY,
  type ApplyCouponBody,
  type Cart,
  type CartItem,
  type Locale,
  type ProductOverview,
  type OwnedBooks,
  type UpdateCartBody,
} from '@nangsue/contracts';
import type { Database, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { createWithTransaction, type WithTransaction } from '../../lib/deps.js';
import { translate } from '../../lib/messages.js';
import { localName } from '../../lib/local-name.js';
import { toPrice } from '../../lib/pricing.js';
import type { CouponEvaluation, CouponService } from '../coupons/index.js';
import type * as basketRepository from './basket.repository.js';
import type { BasketLine, BasketOwner } from './basket.repository.js';
import { formatBaht, totalsOf, vatRateOf, vatWithin } from '../../lib/pricing.js';

export type { BasketOwner };

const BASKET = CART_TYPES.basket;
const LINE_ID = /^[1-9][0-9]{0,9}$/;
const MAX_INT32 = 2_147_483_647;

export type BasketServiceDeps = {
  db: Database;
  /** The books' cards (cover, authors) as every listing shows them. */
  catalog: { getOverviews(locale: Locale, ids: number[]): Promise<ProductOverview[]> };
  /** Coupons: the one a customer applied, its discount on the lines, applying and removing it. */
  coupons: Pick<CouponService, 'onBasket' | 'applyToBasket' | 'removeFromBasket'>;
  /** The basket repository; a unit test passes a substitute. */
  baskets: Pick<
    typeof basketRepository,
    | 'deleteLines'
    | 'insertItemIfRoom'
    | 'listLines'
    | 'lockOwnerAndFindBook'
    | 'markPricesSeen'
    | 'moveDeviceLinesToCustomer'
  >;
  /** The bookshelf: which of some books a customer owns. */
  library: {
    findOwnedBookIds(
      tx: DbOrTx,
      params: { customerId: number; bookIds: readonly number[] },
    ): Promise<number[]>;
  };
  withTransaction?: WithTransaction;
};

/** The line ids a basket update removes, from nopCommerce's `removefromcart` form entries. */
const linesToRemove = (body: UpdateCartBody): number[] =>
  body.FormValues.map(({ Key, Value }) => {
    if (Key !== REMOVE_FROM_CART_KEY)
      throw new AppError('VALIDATION_FAILED', {
        message: 'basket.unknownFormKey',
        params: { key: Key.slice(0, 50) },
      });
    const id = Number(Value.trim());
    if (!LINE_ID.test(Value.trim()) || id > MAX_INT32)
      throw new AppError('VALIDATION_FAILED', {
        message: 'basket.badLineId',
        params: { value: Value.slice(0, 20) },
      });
    return id;
  });

/** The code of a coupon application, from nopCommerce's `discountcouponcode` form entry. */
const couponCodeOf = (body: ApplyCouponBody): string => {
  let code = '';
  for (const { Key, Value } of body.FormValues) {
    if (Key !== DISCOUNT_COUPON_CODE_KEY)
      throw new AppError('VALIDATION_FAILED', {
        message: 'coupons.unknownFormKey',
        params: { key: Key.slice(0, 50) },
      });
    code = Value.trim();
  }
  if (code === '') throw new AppError('VALIDATION_FAILED', { message: 'coupons.codeRequired' });
  return code;
};

/** The basket's lines, after tidying, with the coupon applied to them (a customer's only). */
type BasketState = {
  kept: BasketLine[];
  notices: string[];
  coupon: (CouponEvaluation & { ok: true }) | null;
};

const couponLinesOf = (lines: readonly BasketLine[]) =>
  lines.map((line) => ({ bookId: line.bookId, priceSatang: line.priceSatang }));

/**
 * The basket (docs/buying.md): a customer's, or a device's while its reader is a guest. Prices are
 * always today's, read from the catalog, never the client's; each call that reads the basket also
 * tidies it (books no longer sold or already owned leave it, price changes are told once).
 */
export const createBasketService = ({
  db,
  catalog,
  coupons,
  baskets,
  library,
  withTransaction = createWithTransaction(db),
}: BasketServiceDeps) => {
  /** The owner's lines as they stand, after tidying (in the caller's transaction). */
  const tidyLines = async (
    tx: DbOrTx,
    owner: BasketOwner,
    locale: Locale,
  ): Promise<{ kept: BasketLine[]; notices: string[] }> => {
    const lines = await baskets.listLines(tx, owner, BASKET);
    const notices: string[] = [];
    const gone: number[] = [];
    const repriced: { id: number; priceSatang: number }[] = [];
    const kept: BasketLine[] = [];
    for (const line of lines) {
      const name = localName(locale, line);
      if (!line.published || line.owned) {
        gone.push(line.id);
        notices.push(
          translate(locale, line.owned ? 'basket.removedOwned' : 'basket.removedUnavailable', {
            name,
          }),
        );
        continue;
      }
      if (line.priceSatang !== line.priceSatangSeen) {
        repriced.push({ id: line.id, priceSatang: line.priceSatang });
        notices.push(
          translate(locale, 'basket.priceChanged', {
            name,
            from: formatBaht(line.priceSatangSeen),
            to: formatBaht(line.priceSatang),
          }),
        );
      }
      kept.push(line);
    }
    await baskets.deleteLines(tx, owner, BASKET, gone);
    await baskets.markPricesSeen(tx, repriced);
    return { kept, notices };
  };

  /**
   * The lines after tidying and, for a customer, the stored coupon on them: applied, or a notice
   * saying why not (docs/coupons.md).
   */
  const readBasket = async (
    tx: DbOrTx,
    owner: BasketOwner,
    locale: Locale,
  ): Promise<BasketState> => {
    const { kept, notices } = await tidyLines(tx, owner, locale);
    if (!('customerId' in owner)) return { kept, notices, coupon: null };
    const { applied, notice } = await coupons.onBasket(tx, {
      customerId: owner.customerId,
      lines: couponLinesOf(kept),
      locale,
    });
    return { kept, notices: notice === null ? notices : [...notices, notice], coupon: applied };
  };

  /**
   * The basket as the caller sees it: each kept line with its book's card. Called after the
   * transaction has ended, so no connection is held while the cards are read (the catalog reads
   * them through the pool and its cache).
   */
  const present = async (
    owner: BasketOwner,
    locale: Locale,
    { kept, notices, coupon }: BasketState,
  ): Promise<Cart> => {
    const discountOf = (line: BasketLine) => coupon?.discounts.get(line.bookId) ?? 0;
    const cards = new Map(
      (
        await catalog.getOverviews(
          locale,
          kept.map((line) => line.bookId),
        )
      ).map((card) => [card.Id, card]),
    );
    const items: CartItem[] = kept.flatMap((line) => {
      const card = cards.get(line.bookId);
      if (card === undefined) return [];
      const vatRate = vatRateOf(line.vatCategory);
      return [
        {
          Id: line.id,
          ProductId: line.bookId,
          Name: card.Name,
          DefaultPictureModel: card.DefaultPictureModel,
          Authors: card.Authors,
          // Today's price from the database, not the card's (which may be a minute old).
          ProductPrice: toPrice(line.priceSatang, line.oldPriceSatang),
          VatRate: vatRate,
          DiscountValue: discountOf(line),
          // VAT on the price less the discount: the discount lowers the price of the supply.
          VatValue: vatWithin(line.priceSatang - discountOf(line), vatRate),
          AddedOn: line.addedAt.toISOString(),
        },
      ];
    });
    const subTotal = kept.reduce((sum, line) => sum + line.priceSatang, 0);
    const totals = totalsOf(
      kept.map((line) => ({
        grossSatang: line.priceSatang - discountOf(line),
        vatCategory: line.vatCategory,
      })),
    );
    return {
      Items: items,
      Count: items.length,
      SubTotalValue: subTotal,
      DiscountValue: subTotal - totals.grossSatang,
      TotalValue: totals.grossSatang,
      VatValue: totals.vatSatang,
      NetValue: totals.netSatang,
      Notices: notices,
      IsGuest: !('customerId' in owner),
      Coupon:
        coupon === null
          ? null
          : {
              Code: coupon.coupon.code,
              Description: coupon.coupon.description,
              DiscountValue: coupon.totalDiscountSatang,
            },
    };
  };

  return {
    /** GET owned-books: which of these books the customer owns (a cached book page asks). */
    ownedBooks: async (customerId: number, bookIds: number[]): Promise<OwnedBooks> => ({
      ProductIds: await library.findOwnedBookIds(db, { customerId, bookIds }),
    }),

    /** GET /v2/shoppingcart/cart. */
    view: async (owner: BasketOwner, locale: Locale): Promise<Cart> =>
      present(owner, locale, await withTransaction((tx) => readBasket(tx, owner, locale))),

    /**
     * POST /v2/shoppingcart/addproducttocart/details/{productId}/{cartType}: the book joins the
     * basket once, at today's price; a book the customer owns is refused (409), one not on sale
     * is 404, and a full basket 409. The wish list has its own calls (the heart); its "move to
     * basket" passes `alongside`, which runs in the same transaction after the book is added (and
     * undoes the add when it throws).
     */
    add: async (
      owner: BasketOwner,
      locale: Locale,
      params: { productId: number; cartType: number },
      options: { alongside?: (tx: DbOrTx) => Promise<void> } = {},
    ): Promise<Cart> => {
      const lines = await withTransaction(async (tx) => {
        if (params.cartType !== BASKET)
          throw new AppError('VALIDATION_FAILED', { message: 'basket.wishListUnavailable' });
        // Two statements: the owner's lock with the book, then (seeing every add committed before
        // the lock) the ownership, the count and the insert (issue 27 §3: fewer round trips).
        const { book } = await baskets.lockOwnerAndFindBook(tx, owner, params.productId);
        if (!book?.published) throw new AppError('NOT_FOUND', { message: 'basket.bookNotFound' });
        const { count, owned } = await baskets.insertItemIfRoom(tx, {
          owner,
          cartType: BASKET,
          bookId: book.id,
          priceSatang: book.priceSatang,
          max: MAX_BASKET_ITEMS,
        });
        if (owned)
          throw new AppError('CONFLICT', {
            message: 'basket.alreadyOwned',
            params: { name: localName(locale, book) },
          });
        if (count >= MAX_BASKET_ITEMS)
          throw new AppError('CONFLICT', {
            message: 'basket.full',
            params: { max: MAX_BASKET_ITEMS },
          });
        await options.alongside?.(tx);
        return readBasket(tx, owner, locale);
      });
      return present(owner, locale, lines);
    },

    /** POST /v2/shoppingcart/updatecart: removes the lines named (`removefromcart`). */
    update: async (owner: BasketOwner, locale: Locale, body: UpdateCartBody): Promise<Cart> => {
      const ids = linesToRemove(body);
      const lines = await withTransaction(async (tx) => {
        await baskets.deleteLines(tx, owner, BASKET, ids);
        return readBasket(tx, owner, locale);
      });
      return present(owner, locale, lines);
    },

    /**
     * POST /v2/shoppingcart/applydiscountcoupon: the coupon is stored for the customer when it
     * applies to the basket now; otherwise 409 with why, in the caller's language, and nothing is
     * stored (a coupon applied before stays).
     */
    applyCoupon: async (
      customerId: number,
      locale: Locale,
      body: ApplyCouponBody,
    ): Promise<Cart> => {
      const code = couponCodeOf(body);
      const owner = { customerId };
      const state = await withTransaction(async (tx) => {
        const { kept, notices } = await tidyLines(tx, owner, locale);
        const evaluation = await coupons.applyToBasket(tx, {
          customerId,
          code,
          lines: couponLinesOf(kept),
          locale,
        });
        if (!evaluation.ok) throw new AppError('CONFLICT', { messages: [evaluation.message] });
        return { kept, notices, coupon: evaluation };
      });
      return present(owner, locale, state);
    },

    /** POST /v2/shoppingcart/removediscountcoupon. */
    removeCoupon: async (customerId: number, locale: Locale): Promise<Cart> => {
      const owner = { customerId };
      const state = await withTransaction(async (tx) => {
        await coupons.removeFromBasket(tx, customerId);
        return readBasket(tx, owner, locale);
      });
      return present(owner, locale, state);
    },

    /**
     * At sign-in, in its transaction: the guest's basket (on the device) joins the customer's, so
     * what a reader chose before logging in is still there after.
     */
    adoptDeviceBasket: (tx: DbOrTx, params: { deviceId: string; customerId: number }) =>
      baskets.moveDeviceLinesToCustomer(tx, params),
  };
};

export type BasketService = ReturnType<typeof createBasketService>;
