import {
  CART_TYPES,
  MAX_WISHLIST_ITEMS,
  PAGE_SIZE,
  type Locale,
  type ProductOverview,
  type WishlistChange,
  type WishlistIds,
  type WishlistItem,
  type WishlistMove,
  type WishlistPage,
} from '@nangsue/contracts';
import type { Database, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { createWithTransaction, type CustomerLock, type WithTransaction } from '../../lib/deps.js';
import type { JobQueue } from '../../lib/jobs/job-queue.js';
import type { basketRepository } from '../basket/index.js';
import type { BasketService } from '../basket/index.js';
import { localName } from '../../lib/local-name.js';
import { toPaging } from '../../lib/paging.js';
import { toPrice } from '../../lib/pricing.js';
import type * as wishlistRepository from './wishlist.repository.js';
import type { ClaimedDrop, WishlistLine } from './wishlist.repository.js';

/** The wish list's jobs (src/jobs.ts): the price-drop check and its e-mail. */
export const WISHLIST_JOBS = {
  /** Finds wished books now cheaper than the customer was told, claims them, writes e-mails. */
  priceDrops: 'wishlist.priceDrops',
  /** One customer's "prices dropped" e-mail (data: customer id and the claimed drops). */
  priceDropMail: 'wishlist.priceDropMail',
} as const;

/** The e-mail job's data: who, and which drops were claimed for them. */
export type PriceDropMailData = { customerId: number; drops: ClaimedDrop[] };

/** Customers visited per round of the check, and rounds per run (the rest waits for the next). */
const CHECK_BATCH = 200;
const CHECK_ROUNDS = 50;

/**
 * In a catalog change's transaction (the import): when some of these books are wished and now
 * cheaper than their customers were told, the price-drop check is written with the change. Needs
 * only the job queue, so the command-line import passes it too (cli/open-catalog-writer.ts).
 */
export const createPriceWatch =
  ({
    jobs,
    wishlists,
  }: {
    jobs: Pick<JobQueue, 'send'>;
    wishlists: Pick<typeof wishlistRepository, 'hasDropsAmong'>;
  }) =>
  async (tx: DbOrTx, bookIds: readonly number[]): Promise<void> => {
    if (await wishlists.hasDropsAmong(tx, bookIds))
      await jobs.send(WISHLIST_JOBS.priceDrops, { bookIds: [...bookIds] }, { tx });
  };

export type WishlistServiceDeps = {
  db: Database;
  /** The books' cards (cover, authors) as every listing shows them. */
  catalog: { getOverviews(locale: Locale, ids: number[]): Promise<ProductOverview[]> };
  /** "Move to basket" puts the book in the basket by the basket's own rules. */
  basket: Pick<BasketService, 'add'>;
  /** The price-drop check and its e-mails are jobs written with the change that causes them. */
  jobs: Pick<JobQueue, 'send'>;
  wishlists: Pick<
    typeof wishlistRepository,
    | 'claimDrops'
    | 'countItems'
    | 'deleteItem'
    | 'deleteOwnedItems'
    | 'findCustomersWithDrops'
    | 'hasDropsAmong'
    | 'hasItem'
    | 'insertItem'
    | 'listBookIds'
    | 'listPage'
  >;
  withTransaction?: WithTransaction;
  /**
   * Follow and notify (docs/notifications.md), filled by services.ts: the claimed drops become the
   * customer's notifications in the claim's transaction; false when the reader chose a digest or
   * no e-mail, and then no price-drop e-mail is written here.
   */
  tellDrops?: (tx: DbOrTx, customerId: number, drops: ClaimedDrop[]) => Promise<boolean>;
  customers: CustomerLock;
  /** The book as the basket sells it, and whether the customer owns it. */
  books: Pick<typeof basketRepository, 'findBook' | 'ownsBook'>;
};

/**
 * The wish list (docs/wishlist.md): the signed-in customer's books marked with the heart, with the
 * price each had when added, so a later drop is shown on the list and told once by e-mail.
 */
export const createWishlistService = ({
  db,
  catalog,
  basket,
  jobs,
  wishlists,
  customers,
  books,
  tellDrops,
  withTransaction = createWithTransaction(db),
}: WishlistServiceDeps) => {
  const toItem = (line: WishlistLine, card: ProductOverview): WishlistItem => ({
    Id: line.id,
    ProductId: line.bookId,
    Name: card.Name,
    DefaultPictureModel: card.DefaultPictureModel,
    Authors: card.Authors,
    // Today's price from the database, not the card's (which may be a minute old).
    ProductPrice: toPrice(line.priceSatang, line.oldPriceSatang),
    PriceWhenAdded: line.priceSatangSeen,
    IsPriceDropped: line.published && line.priceSatang < line.priceSatangSeen,
    IsAvailable: line.published,
    IsInBasket: line.inBasket,
    AddedOn: line.addedAt.toISOString(),
  });

  /** Claims one customer's drops and writes their e-mail, in one transaction. */
  const notifyCustomer = (customerId: number): Promise<number> =>
    withTransaction(async (tx) => {
      const drops = await wishlists.claimDrops(tx, customerId);
      if (drops.length === 0) return 0;
      if (tellDrops && !(await tellDrops(tx, customerId, drops))) return drops.length;
      const data: PriceDropMailData = { customerId, drops };
      await jobs.send(WISHLIST_JOBS.priceDropMail, data, { tx });
      return drops.length;
    });

  return {
    /**
     * POST addproducttowishlist/{id}: the book joins the list once, at today's price. A book the
     * customer owns is refused (409), one not on sale is 404, a full list 409. Adding a book that
     * is already there changes nothing (its price when added stays).
     */
    add: async (customerId: number, locale: Locale, bookId: number): Promise<WishlistChange> =>
      withTransaction(async (tx) => {
        // One change to one customer's list at a time: the cap holds under parallel adds.
        await customers.lockCustomer(tx, customerId);
        const book = await books.findBook(tx, bookId);
        if (!book?.published) throw new AppError('NOT_FOUND', { message: 'wishlist.bookNotFound' });
        if (await books.ownsBook(tx, { customerId, bookId }))
          throw new AppError('CONFLICT', {
            message: 'wishlist.alreadyOwned',
            params: { name: localName(locale, book) },
          });
        await wishlists.deleteOwnedItems(tx, customerId);
        if (!(await wishlists.hasItem(tx, { customerId, bookId }))) {
          if ((await wishlists.countItems(tx, customerId)) >= MAX_WISHLIST_ITEMS)
            throw new AppError('CONFLICT', {
              message: 'wishlist.full',
              params: { max: MAX_WISHLIST_ITEMS },
            });
          await wishlists.insertItem(tx, { customerId, bookId, priceSatang: book.priceSatang });
        }
        return {
          ProductId: bookId,
          IsInWishlist: true,
          Count: await wishlists.countItems(tx, customerId),
        };
      }),

    /** POST removewishlist/{id}: the book leaves the list; removing one not there is no error. */
    remove: async (customerId: number, bookId: number): Promise<WishlistChange> =>
      withTransaction(async (tx) => {
        await wishlists.deleteItem(tx, { customerId, bookId });
        return {
          ProductId: bookId,
          IsInWishlist: false,
          Count: await wishlists.countItems(tx, customerId),
        };
      }),

    /** GET wishlistpaging?pageNumber=: newest first, 18 a page, each book with its card. */
    page: async (customerId: number, locale: Locale, pageNumber: number): Promise<WishlistPage> => {
      const [total, lines] = await Promise.all([
        wishlists.countItems(db, customerId),
        wishlists.listPage(db, {
          customerId,
          limit: PAGE_SIZE,
          offset: (pageNumber - 1) * PAGE_SIZE,
        }),
      ]);
      const cards = new Map(
        (
          await catalog.getOverviews(
            locale,
            lines.map((line) => line.bookId),
          )
        ).map((card) => [card.Id, card]),
      );
      return {
        Items: lines.flatMap((line) => {
          const card = cards.get(line.bookId);
          return card === undefined ? [] : [toItem(line, card)];
        }),
        Paging: toPaging(pageNumber, total),
      };
    },

    /** GET wishlist-ids: every book on the list (for the hearts of a page; at most the cap). */
    ids: async (customerId: number): Promise<WishlistIds> => ({
      ProductIds: await wishlists.listBookIds(db, customerId),
    }),

    /**
     * POST wishlist-to-cart/{id}: in one transaction the book goes into the basket, by the
     * basket's rules (on sale, not owned, the basket not full), and leaves the wish list. A book
     * that is not on the list is 404 and nothing changes.
     */
    moveToBasket: async (
      customerId: number,
      locale: Locale,
      bookId: number,
    ): Promise<WishlistMove> => {
      const cart = await basket.add(
        { customerId },
        locale,
        { productId: bookId, cartType: CART_TYPES.basket },
        {
          alongside: async (tx) => {
            if (!(await wishlists.deleteItem(tx, { customerId, bookId })))
              throw new AppError('NOT_FOUND', { message: 'wishlist.notInList' });
          },
        },
      );
      return { Cart: cart, WishlistCount: await wishlists.countItems(db, customerId) };
    },

    /** The import's price watch (`createPriceWatch`), for imports made in this process. */
    watchPrices: createPriceWatch({ jobs, wishlists }),

    /**
     * The price-drop check (a job: after an import, and on a schedule as a safety net): every
     * customer with a wished book below the price they were last told (or saw when adding) gets
     * one e-mail listing those books. Claiming and writing the e-mail are one transaction per
     * customer, so a drop is told once even when two workers check at once. Returns how many
     * drops were claimed.
     */
    checkPriceDrops: async (bookIds?: readonly number[]): Promise<number> => {
      let claimed = 0;
      for (let round = 0; round < CHECK_ROUNDS; round += 1) {
        const customerIds = await wishlists.findCustomersWithDrops(db, {
          ...(bookIds === undefined ? {} : { bookIds }),
          limit: CHECK_BATCH,
        });
        if (customerIds.length === 0) break;
        let claimedThisRound = 0;
        for (const customerId of customerIds) claimedThisRound += await notifyCustomer(customerId);
        claimed += claimedThisRound;
        // Another worker took them all: it goes on from here.
        if (claimedThisRound === 0) break;
      }
      return claimed;
    },
  };
};

export type WishlistService = ReturnType<typeof createWishlistService>;
