import { z } from 'zod';
import { CartSchema } from './basket.js';
import {
  IdParamSchema,
  NamedRefSchema,
  PageNumberSchema,
  PagingSchema,
  PictureSchema,
  PriceSchema,
} from './catalog.js';
import { envelope } from './envelope.js';

/**
 * The wish list (docs/wishlist.md): the signed-in customer's books marked with the heart, kept as
 * `basket_items` rows of cart type 2. A guest has none (every call answers 401, which opens the
 * login-required dialog).
 */

/** At most this many books on one wish list. */
export const MAX_WISHLIST_ITEMS = 500;

// POST /v2/shoppingcart/addproducttowishlist/{id}, POST /v2/shoppingcart/removewishlist/{id},
// POST /v2/shoppingcart/wishlist-to-cart/{id} (ours): the book's id.
export const WishlistIdParamsSchema = IdParamSchema;

// GET /v2/shoppingcart/wishlistpaging?pageNumber=
export const WishlistPagingQuerySchema = z.object({ pageNumber: PageNumberSchema }).strict();

/** One book on the wish list, with what its card shows. */
export const WishlistItemSchema = z.object({
  /** The wish-list line's id. */
  Id: z.int(),
  ProductId: z.int(),
  Name: z.string(),
  DefaultPictureModel: PictureSchema,
  Authors: z.array(NamedRefSchema),
  /** Today's price (and old price, discount), VAT included (satang). */
  ProductPrice: PriceSchema,
  /** The price when the customer added the book (satang). */
  PriceWhenAdded: z.int(),
  /** Today's price is below the price when it was added. */
  IsPriceDropped: z.boolean(),
  /** The book is still sold (an unpublished one stays listed until removed, and cannot be bought). */
  IsAvailable: z.boolean(),
  /** The book is in the customer's basket too. */
  IsInBasket: z.boolean(),
  AddedOn: z.string(),
});
export type WishlistItem = z.infer<typeof WishlistItemSchema>;

/** A page of the wish list, newest first, 18 a page. */
export const WishlistPageSchema = z.object({
  Items: z.array(WishlistItemSchema),
  Paging: PagingSchema,
});
export type WishlistPage = z.infer<typeof WishlistPageSchema>;
export const WishlistPageResponseSchema = envelope(WishlistPageSchema);

/** Add and remove: where the book stands now and how many books the list holds. */
export const WishlistChangeSchema = z.object({
  ProductId: z.int(),
  IsInWishlist: z.boolean(),
  Count: z.int(),
});
export type WishlistChange = z.infer<typeof WishlistChangeSchema>;
export const WishlistChangeResponseSchema = envelope(WishlistChangeSchema);

// GET /v2/shoppingcart/wishlist-ids (ours): every book id on the list, for the hearts of a page.
export const WishlistIdsSchema = z.object({ ProductIds: z.array(z.int()) });
export type WishlistIds = z.infer<typeof WishlistIdsSchema>;
export const WishlistIdsResponseSchema = envelope(WishlistIdsSchema);

/** Move to basket: the basket after the move (the header's count) and the list's size. */
export const WishlistMoveSchema = z.object({
  Cart: CartSchema,
  WishlistCount: z.int(),
});
export type WishlistMove = z.infer<typeof WishlistMoveSchema>;
export const WishlistMoveResponseSchema = envelope(WishlistMoveSchema);
