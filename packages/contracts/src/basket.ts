import { z } from 'zod';
import { FormValueSchema } from './address.js';
import { NamedRefSchema, PictureSchema, PriceSchema } from './catalog.js';
import { AppliedCouponSchema } from './checkout.js';
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
  /** This line's share of the coupon's discount (satang; docs/buying.md §2.2); 0 without one. */
  DiscountValue: z.int(),
  /** The VAT within the price less the discount (satang). */
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
  /** VAT within the total: the sum of the lines', each after its share of the discount (satang). */
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
  /**
   * The coupon applied (`applydiscountcoupon`), with its discount; null without one, for guests,
   * and while a stored coupon does not apply (a notice says why).
   */
  Coupon: AppliedCouponSchema.nullable(),
});
export type Cart = z.infer<typeof CartSchema>;
export const CartResponseSchema = envelope(CartSchema);

// POST /v2/shoppingcart/updatecart: `FormValues` entries `removefromcart` = line id (constants.ts).
export const UpdateCartBodySchema = z
  .object({ FormValues: z.array(FormValueSchema.strict()).max(MAX_BASKET_ITEMS) })
  .strict();
export type UpdateCartBody = z.infer<typeof UpdateCartBodySchema>;

// POST /v2/shoppingcart/applydiscountcoupon: one `FormValues` entry `discountcouponcode` = the code.
export const ApplyCouponBodySchema = z
  .object({ FormValues: z.array(FormValueSchema.strict()).min(1).max(5) })
  .strict();
export type ApplyCouponBody = z.infer<typeof ApplyCouponBodySchema>;

// POST /v2/shoppingcart/removediscountcoupon: `{"FormValues":[]}` (entries are ignored).
export const RemoveCouponBodySchema = z
  .object({ FormValues: z.array(FormValueSchema.strict()).max(5) })
  .strict();
export type RemoveCouponBody = z.infer<typeof RemoveCouponBodySchema>;

// GET /v2/customer/owned-books?ids=1,2 (ours): which of these books the customer owns, so a cached
// book page can say "on your bookshelf" instead of offering to sell it again.
export const OwnedBooksQuerySchema = z
  .object({
    ids: z
      .string()
      .regex(
        /^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,49}$/,
        'a comma-separated list of up to 50 book ids',
      )
      .transform((value) => [...new Set(value.split(',').map(Number))]),
  })
  .strict();
export const OwnedBooksSchema = z.object({ ProductIds: z.array(z.int()) });
export type OwnedBooks = z.infer<typeof OwnedBooksSchema>;
export const OwnedBooksResponseSchema = envelope(OwnedBooksSchema);
