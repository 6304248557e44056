/** Business constants and limits of spec §9. */
export const PAGE_SIZE = 18;
export const ALL_KEY = 'ALL';
export const EXTERNAL_MENU_MARKER = 'external';
export const TOAST = { timeoutMs: 3000, limit: 20, dragPercent: 60 } as const;
export const LOCALE_COOKIE_MAX_AGE_DAYS = 365;
export const SOCIAL_IMAGE = { width: 357, height: 510 } as const;

const PICTURE_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

/**
 * The type of a picture by its address's extension (share previews' `og:image:type`, OPDS image
 * links): drawn covers are WebP, stored ones JPEG, PNG or WebP. Undefined when the address does
 * not say.
 */
export const pictureTypeOf = (url: string): string | undefined =>
  PICTURE_TYPES[/\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase() ?? ''];
export const PENDING_REDIRECT_WAIT_MS = 60_000;
export const LOGIN_DIALOG_WIDTH = 300;
export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;
export const DATE_PICKER = { yearsBefore: 100, yearsAfter: 52, weeks: 6 } as const;

/** Catalog listings (the schemas using them are in catalog.ts). */
/** Largest page number we serve; deeper paging is a crawler, not a reader. */
export const MAX_PAGE_NUMBER = 10_000;
export const MAX_KEYWORD_LENGTH = 200;
/** Largest price filter, in baht. */
export const MAX_PRICE_BAHT = 1_000_000;
export const FORMATS = ['EPUB', 'PDF'] as const;
export const TEXT_LANGUAGES = ['th', 'en'] as const;
export const SORT_OPTIONS = [
  'relevance',
  'newest',
  'bestseller',
  'price_asc',
  'price_desc',
  'name_asc',
  'name_desc',
  'rating',
] as const;

/** `cartType` of spec §7's add-to-cart call: 1 the basket, 2 the wish list. */
export const CART_TYPES = { basket: 1, wishList: 2 } as const;

/** At most this many books wait in one basket. */
export const MAX_BASKET_ITEMS = 100;

/** The VAT rates of Thai law the store uses, in percent (docs/buying.md). */
export const VAT_RATES = { standard: 7, exempt: 0 } as const;

/**
 * POST /v2/shoppingcart/updatecart: nopCommerce's form, as `FormValues`: an entry `removefromcart`
 * per basket line to remove (its `Id`). Quantities do not exist: an e-book is bought once.
 */
export const REMOVE_FROM_CART_KEY = 'removefromcart';

/** POST /v2/shoppingcart/applydiscountcoupon: the `FormValues` entry holding the coupon code. */
export const DISCOUNT_COUPON_CODE_KEY = 'discountcouponcode';
