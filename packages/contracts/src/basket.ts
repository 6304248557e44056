import { z } from 'zod';
import { FormValueSchema } from './address.js';
import { NamedRefSchema, PictureSchema, PriceSchema } from './catalog.js';
import { MAX_BASKET_ITEMS } from './constants.js';
import { envelope } from './envelope.js';

// POST /v2/shoppingcart/addproducttocart/details/{productId}/{cartType}
export const AddToCartParamsSchema = z
  .object({
    productId: z.coerce.number().int().min(1).max(2_147_483_647),
    cartType: z.coerce.number().int().min(1).max(2),
  })
  .strict();

/** One book in the basket, priced now from the catalog. */
export const CartItemSchema = z.object({
  /** The basket line's id (what `updatecart` removes). */
  Id: z.int(),
  ProductId: z.int(),
  Name: z.string(),
  DefaultPictureModel: PictureSchema,
  Authors: z.array(NamedRefSchema),
  /** Today's price, VAT included (satang). */
  ProductPrice: PriceSchema,
  /** 7, or 0 for VAT-exempt e-books (newspapers, magazines, textbooks). */
  VatRate: z.int(),
  /** The VAT within the price (satang). */
  VatValue: z.int(),
  AddedOn: z.string(),
});
export type CartItem = z.infer<typeof CartItemSchema>;

/** GET /v2/shoppingcart/cart: the basket of the caller (the customer, else the device). */
export const CartSchema = z.object({
  Items: z.array(CartItemSchema),
  Count: z.int(),
  /** Sum of today's prices, VAT included (satang). */
  SubTotalValue: z.int(),
  /** Coupon discount (satang); 0 without a coupon. */
  DiscountValue: z.int(),
  /** What the books cost: sub-total less discount, VAT included (satang). */
  TotalValue: z.int(),
  /** VAT within the total (satang). */
  VatValue: z.int(),
  /** The total before VAT (satang). */
  NetValue: z.int(),
  /**
   * What changed since the caller last looked, in the caller's language: a book no longer sold
   * or already owned left the basket, a price changed.
   */
  Notices: z.array(z.string()),
  /** True while the basket belongs to a device (a guest): checkout needs a login. */
  IsGuest: z.boolean(),
});
export type Cart = z.infer<typeof CartSchema>;
export const CartResponseSchema = envelope(CartSchema);

// POST /v2/shoppingcart/updatecart: `FormValues` entries `removefromcart` = line id (constants.ts).
export const UpdateCartBodySchema = z
  .object({ FormValues: z.array(FormValueSchema.strict()).max(MAX_BASKET_ITEMS) })
  .strict();
export type UpdateCartBody = z.infer<typeof UpdateCartBodySchema>;
