import type { z } from 'zod';
import {
  AddressBodySchema,
  AddressDeleteResponseSchema,
  AddressIdParamsSchema,
  AddressListResponseSchema,
  AddressResponseSchema,
  CountryListResponseSchema,
  PlaceIdParamsSchema,
  PlaceListResponseSchema,
  SaveShippingBodySchema,
  SaveShippingResponseSchema,
  SubdistrictListResponseSchema,
} from './address.js';
import {
  CoinBalanceResponseSchema,
  CoinExpiryResponseSchema,
  CoinHistoryResponseSchema,
  CoinsHistoryQuerySchema,
  RedeemBodySchema,
  RedeemPreviewResponseSchema,
  RedeemResultResponseSchema,
} from './coins.js';
import {
  CancelOrderBodySchema,
  CancelledOrderResponseSchema,
  CanRepayBodySchema,
  CanRepayResponseSchema,
  Change123PaymentBodySchema,
  ChangeDemoPaymentBodySchema,
  ChangeOmisePaymentBodySchema,
  ChangePgwPaymentBodySchema,
  CheckoutQuerySchema,
  CheckoutResponseSchema,
  CoinPacksResponseSchema,
  CompletedResponseSchema,
  Confirm123BodySchema,
  ConfirmCoinsBodySchema,
  ConfirmDemoBodySchema,
  ConfirmOmiseBodySchema,
  ConfirmPgwBodySchema,
  ConsecutiveOrderResponseSchema,
  DemoChargeIdParamsSchema,
  DemoChargeViewResponseSchema,
  DemoPayBodySchema,
  DemoPayResultResponseSchema,
  OrderDetailsResponseSchema,
  OrderHistoryQuerySchema,
  OrderHistoryResponseSchema,
  OrderIdParamsSchema,
  OrderIdQuerySchema,
  PaymentMethodsResponseSchema,
  PlacedOrderResponseSchema,
  UseCoinsBodySchema,
} from './checkout.js';
import {
  PendingBooksResponseSchema,
  PendingReaderParamsSchema,
  PendingReaderQuerySchema,
  PendingReaderResponseSchema,
  PendingReadingStatusResponseSchema,
  PendingStatusParamsSchema,
} from './pending-reading.js';
import {
  ReviewActionResponseSchema,
  ReviewBodySchema,
  ReviewPageResponseSchema,
  ReviewReportBodySchema,
  ReviewResponseSchema,
  ReviewsQuerySchema,
  ReviewVoteBodySchema,
  ReviewVoteResponseSchema,
} from './reviews.js';
import {
  AddShelfBodySchema,
  ArchiveBookBodySchema,
  BookShelfStateResponseSchema,
  FinishBookBodySchema,
  MyBookBodySchema,
  MyBooksResponseSchema,
  MyShelvesResponseSchema,
  RemovedShelfResponseSchema,
  RemoveShelfBodySchema,
  SampleBodySchema,
  SampleResponseSchema,
  ShelfBooksBodySchema,
  ShelfSearchBodySchema,
  ShelfSearchResponseSchema,
  ShelfProductsBodySchema,
  ShelfResponseSchema,
  UpdateShelfBodySchema,
} from './bookshelf.js';
import {
  AnnotationResponseSchema,
  AnnotationsResponseSchema,
  AppPasswordsResponseSchema,
  CreateAppPasswordBodySchema,
  CreatedAppPasswordResponseSchema,
  DeleteAnnotationBodySchema,
  DownloadLinkResponseSchema,
  DownloadParamsSchema,
  DownloadQuerySchema,
  ReaderBookResponseSchema,
  ReaderParamsSchema,
  ReaderQuerySchema,
  ReaderSettingsResponseSchema,
  RevokeAppPasswordBodySchema,
  RevokedAppPasswordResponseSchema,
  SaveAnnotationBodySchema,
  SavedPositionResponseSchema,
  SavePositionBodySchema,
  SaveReaderSettingsBodySchema,
  SavedReaderSettingsResponseSchema,
} from './reading.js';
import {
  PreviewBookBodySchema,
  PreviewBookParamsSchema,
  PreviewBookQuerySchema,
  PreviewBookResponseSchema,
  PreviewOpenBodySchema,
  PreviewOpenedResponseSchema,
} from './preview.js';
import {
  AddToCartParamsSchema,
  ApplyCouponBodySchema,
  CartResponseSchema,
  RemoveCouponBodySchema,
  OwnedBooksQuerySchema,
  OwnedBooksResponseSchema,
  UpdateCartBodySchema,
} from './basket.js';
import {
  WishlistChangeResponseSchema,
  WishlistIdParamsSchema,
  WishlistIdsResponseSchema,
  WishlistMoveResponseSchema,
  WishlistPageResponseSchema,
  WishlistPagingQuerySchema,
} from './wishlist.js';
import {
  AutocompleteQuerySchema,
  AutocompleteResponseSchema,
  CacheClearResponseSchema,
  CategoryPageResponseSchema,
  CategoryProductQuerySchema,
  CategoryTreeResponseSchema,
  EntityPageResponseSchema,
  HomeCategoriesResponseSchema,
  HomeCategoryResponseSchema,
  HomeSliderResponseSchema,
  HomeWidgetsResponseSchema,
  IdParamSchema,
  KeywordParamSchema,
  ListingQuerySchema,
  ProductDetailsResponseSchema,
  ProductListResponseSchema,
  ProductPageResponseSchema,
  RecentViewBodySchema,
  RecentViewQuerySchema,
  RecentViewResponseSchema,
  SearchBodySchema,
  SearchCriteriaResponseSchema,
  SearchResponseSchema,
  SeriesPageResponseSchema,
  SeriesQuerySchema,
  TopicCodeParamSchema,
  TopicResponseSchema,
} from './catalog.js';
import {
  AppStartBodySchema,
  AppStartResponseSchema,
  SetLanguageParamsSchema,
  SetLanguageResponseSchema,
} from './common.js';
import {
  ContactFormResponseSchema,
  ContactUsBodySchema,
  ContactUsResponseSchema,
  ContentPageResponseSchema,
  DynamicContentParamsSchema,
} from './content.js';
import {
  ContactVendorBodySchema,
  ContactVendorResponseSchema,
  MasterAccountTypeResponseSchema,
  MasterBookResponseSchema,
  MyPublisherApplicationResponseSchema,
  PublisherApplicationResponseSchema,
  RegisterPublisherBodySchema,
} from './publishers.js';
import {
  ChangePasswordBodySchema,
  ConfirmResetPasswordBodySchema,
  CustomerExportResponseSchema,
  CustomerProfileResponseSchema,
  DeactivateBodySchema,
  ExternalLoginBodySchema,
  ExternalLoginsResponseSchema,
  LoginBodySchema,
  LoginInfoResponseSchema,
  LoginResponseSchema,
  MessageResponseSchema,
  RegisterBodySchema,
  RemoveSocialBodySchema,
  ResetLinkParamsSchema,
  ResetLinkResponseSchema,
  ResetPasswordBodySchema,
  SignInLinkBodySchema,
  SignInWithLinkBodySchema,
  UpdateProfileBodySchema,
  VerifyEmailBodySchema,
} from './customer.js';
import { NOTIFICATION_ROUTES } from './notifications.js';
import { PREORDER_ROUTES } from './preorders.js';

/** The spec's two services (§7): `main` (`/v2`, `/appstart`, `/common`) and `second` (`/v1`). */
export const API_SERVICES = ['main', 'second'] as const;
export type ApiService = (typeof API_SERVICES)[number];

export type ApiMethod = 'GET' | 'POST' | 'DELETE';

/**
 * What a call does to the storefront's HttpOnly session cookie (ADR 0002), declared here so the
 * web server never decides it by looking at paths:
 * - `issues`: a success answer carries a new session token in `Data.Token`; it goes into the
 *   cookie for the browser session.
 * - `issues-remembered`: the same, kept 30 days when the body's `Data.RememberMe` is true (login).
 * - `ends`: the cookie is cleared whatever the API answers (logout: the reader asked to leave).
 * - `ends-on-success`: the cookie is cleared when the call succeeds (account deletion).
 * Any call answered 401 while it carried a session also clears it.
 */
export type SessionEffect = 'issues' | 'issues-remembered' | 'ends' | 'ends-on-success';

/**
 * Who may make a call. `public`: anyone with a device; `customer`: a signed-in customer (the
 * `Token` header); `staff`: the staff bearer secret of the second API, never sent by the
 * storefront.
 */
export type ApiAccess = 'public' | 'customer' | 'staff';

export type ApiRoute = {
  readonly service: ApiService;
  readonly method: ApiMethod;
  /** Fastify's form: `:name` stands for one path segment. */
  readonly path: `/${string}`;
  readonly access: ApiAccess;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The success envelope `{ Data, ErrorList }`. */
  readonly response: z.ZodType<{ Data: unknown; ErrorList: string[] }>;
  readonly session?: SessionEffect;
  /**
   * Where a customer's session token travels: the `Token` header (default), or `Authorization:
   * Bearer` for the second API's redeem and shelf-search calls (spec §6).
   */
  readonly tokenIn?: 'bearer';
  /**
   * The call requires the `Idempotency-Key` header (confirm and repay, docs/buying.md §6.2): the
   * storefront makes one per press of "Pay" and its proxy forwards it.
   */
  readonly idempotent?: true;
};

const route = <const R extends ApiRoute>(definition: R): R => definition;

/**
 * Every call of the store API (spec §7), declared once: the API registers each with these
 * methods, paths and schemas, and the storefront's two clients (`lib/api-server.ts`,
 * `lib/api-client.ts`) take a route from here instead of a path. The storefront's proxy forwards
 * only these calls.
 */
export const API_ROUTES = {
  // Devices and language
  appStart: route({
    service: 'main',
    method: 'POST',
    path: '/appstart',
    access: 'public',
    body: AppStartBodySchema,
    response: AppStartResponseSchema,
  }),
  setLanguage: route({
    service: 'main',
    method: 'GET',
    path: '/common/setlanguage/:language',
    access: 'public',
    params: SetLanguageParamsSchema,
    response: SetLanguageResponseSchema,
  }),

  // Home
  homeSlider: route({
    service: 'main',
    method: 'GET',
    path: '/v2/slider/home-slider',
    access: 'public',
    response: HomeSliderResponseSchema,
  }),
  homeCategories: route({
    service: 'main',
    method: 'GET',
    path: '/v2/home/homepagecategorieswithproducts',
    access: 'public',
    response: HomeCategoriesResponseSchema,
  }),
  categoryTree: route({
    service: 'main',
    method: 'GET',
    path: '/v2/home/categorytree',
    access: 'public',
    response: CategoryTreeResponseSchema,
  }),
  recordRecentView: route({
    service: 'main',
    method: 'POST',
    path: '/v2/home/recentview',
    access: 'public',
    body: RecentViewBodySchema,
    response: RecentViewResponseSchema,
  }),
  homeWidgets: route({
    service: 'second',
    method: 'GET',
    path: '/v1/home/widgets',
    access: 'public',
    response: HomeWidgetsResponseSchema,
  }),
  homeNewReleases: route({
    service: 'second',
    method: 'GET',
    path: '/v1/home/new-release',
    access: 'public',
    response: ProductListResponseSchema,
  }),
  homeBestSellers: route({
    service: 'second',
    method: 'GET',
    path: '/v1/home/best-seller',
    access: 'public',
    response: ProductListResponseSchema,
  }),
  recentViews: route({
    service: 'second',
    method: 'GET',
    path: '/v1/home/recent-view',
    access: 'public',
    query: RecentViewQuerySchema,
    response: ProductListResponseSchema,
  }),
  homeCategoryProducts: route({
    service: 'second',
    method: 'GET',
    path: '/v1/home/category-product',
    access: 'public',
    query: CategoryProductQuerySchema,
    response: HomeCategoryResponseSchema,
  }),
  clearCache: route({
    service: 'second',
    method: 'DELETE',
    path: '/v1/cache/clear-all',
    access: 'staff',
    response: CacheClearResponseSchema,
  }),

  // Catalog
  searchCriteria: route({
    service: 'main',
    method: 'GET',
    path: '/v2/product/searchcriteria',
    access: 'public',
    response: SearchCriteriaResponseSchema,
  }),
  smartSearchCriteria: route({
    service: 'second',
    method: 'GET',
    path: '/v1/smart-search/criteria',
    access: 'public',
    response: SearchCriteriaResponseSchema,
  }),
  productDetails: route({
    service: 'main',
    method: 'GET',
    path: '/v2/product/productdetails/:id',
    access: 'public',
    params: IdParamSchema,
    response: ProductDetailsResponseSchema,
  }),
  alsoPurchased: route({
    service: 'main',
    method: 'GET',
    path: '/v2/product/productsalsopurchase/:id',
    access: 'public',
    params: IdParamSchema,
    response: ProductListResponseSchema,
  }),
  topic: route({
    service: 'main',
    method: 'GET',
    path: '/v2/topic/details-topiccode/:topicCode',
    access: 'public',
    params: TopicCodeParamSchema,
    response: TopicResponseSchema,
  }),
  category: route({
    service: 'main',
    method: 'GET',
    path: '/v2/catalog/category/:id',
    access: 'public',
    params: IdParamSchema,
    query: ListingQuerySchema,
    response: CategoryPageResponseSchema,
  }),
  newProducts: route({
    service: 'main',
    method: 'GET',
    path: '/v2/catalog/newproducts',
    access: 'public',
    query: ListingQuerySchema,
    response: ProductPageResponseSchema,
  }),
  bestSellers: route({
    service: 'main',
    method: 'GET',
    path: '/v2/catalog/bestsellerproducts',
    access: 'public',
    query: ListingQuerySchema,
    response: ProductPageResponseSchema,
  }),
  tag: route({
    service: 'main',
    method: 'GET',
    path: '/v2/catalog/productbytag/:id',
    access: 'public',
    params: IdParamSchema,
    query: ListingQuerySchema,
    response: EntityPageResponseSchema,
  }),
  manufacturer: route({
    service: 'main',
    method: 'GET',
    path: '/v2/catalog/manufacturer/:id',
    access: 'public',
    params: IdParamSchema,
    query: ListingQuerySchema,
    response: EntityPageResponseSchema,
  }),
  vendor: route({
    service: 'main',
    method: 'GET',
    path: '/v2/catalog/vendor/:id',
    access: 'public',
    params: IdParamSchema,
    query: ListingQuerySchema,
    response: EntityPageResponseSchema,
  }),
  // A series' volumes in order, and an author's (a contributor's) books (docs/catalog.md).
  series: route({
    service: 'main',
    method: 'GET',
    path: '/v2/catalog/series/:id',
    access: 'public',
    params: IdParamSchema,
    query: SeriesQuerySchema,
    response: SeriesPageResponseSchema,
  }),
  author: route({
    service: 'main',
    method: 'GET',
    path: '/v2/catalog/author/:id',
    access: 'public',
    params: IdParamSchema,
    query: ListingQuerySchema,
    response: EntityPageResponseSchema,
  }),

  // Search
  search: route({
    service: 'main',
    method: 'POST',
    path: '/v2/catalog/search',
    access: 'public',
    body: SearchBodySchema,
    response: SearchResponseSchema,
  }),
  autocomplete: route({
    service: 'main',
    method: 'GET',
    path: '/v2/catalog/search-autocomplete/:keyword',
    access: 'public',
    params: KeywordParamSchema,
    response: AutocompleteResponseSchema,
  }),
  smartAutocomplete: route({
    service: 'second',
    method: 'GET',
    path: '/v1/smart-search/auto-complete',
    access: 'public',
    query: AutocompleteQuerySchema,
    response: AutocompleteResponseSchema,
  }),
  smartSearch: route({
    service: 'second',
    method: 'POST',
    path: '/v1/smart-search/search',
    access: 'public',
    body: SearchBodySchema,
    response: SearchResponseSchema,
  }),
  smartSearchAdvanced: route({
    service: 'second',
    method: 'POST',
    path: '/v1/smart-search/search-advance',
    access: 'public',
    body: SearchBodySchema,
    response: SearchResponseSchema,
  }),

  // Accounts
  login: route({
    service: 'main',
    method: 'POST',
    path: '/v2/customer/login',
    access: 'public',
    body: LoginBodySchema,
    response: LoginResponseSchema,
    session: 'issues-remembered',
  }),
  logout: route({
    service: 'main',
    method: 'GET',
    path: '/v2/customer/logout',
    // Anyone may leave: without a session there is nothing to end, and the answer is the same.
    access: 'public',
    response: MessageResponseSchema,
    session: 'ends',
  }),
  loginInfo: route({
    service: 'main',
    method: 'GET',
    path: '/v2/customer/login-info',
    access: 'customer',
    response: LoginInfoResponseSchema,
  }),
  register: route({
    service: 'main',
    method: 'POST',
    path: '/v2/customer/register',
    access: 'public',
    body: RegisterBodySchema,
    response: MessageResponseSchema,
  }),
  verifyEmail: route({
    service: 'main',
    method: 'POST',
    path: '/v2/customer/verify-email',
    access: 'public',
    body: VerifyEmailBodySchema,
    response: LoginResponseSchema,
    session: 'issues',
  }),
  externalLogin: route({
    service: 'main',
    method: 'POST',
    path: '/v2/customer/externallogin',
    access: 'public',
    body: ExternalLoginBodySchema,
    response: LoginResponseSchema,
    session: 'issues',
  }),
  removeSocial: route({
    service: 'main',
    method: 'POST',
    path: '/v2/customer/removesocial',
    access: 'customer',
    body: RemoveSocialBodySchema,
    response: ExternalLoginsResponseSchema,
  }),
  changePassword: route({
    service: 'main',
    method: 'POST',
    path: '/v2/customer/changepassword',
    access: 'customer',
    body: ChangePasswordBodySchema,
    response: MessageResponseSchema,
  }),
  resetPassword: route({
    service: 'main',
    method: 'POST',
    path: '/v2/customer/reset-password',
    access: 'public',
    body: ResetPasswordBodySchema,
    response: MessageResponseSchema,
  }),
  requestSignInLink: route({
    service: 'main',
    method: 'POST',
    path: '/v2/customer/signin-link',
    access: 'public',
    body: SignInLinkBodySchema,
    response: MessageResponseSchema,
  }),
  signInWithLink: route({
    service: 'main',
    method: 'POST',
    path: '/v2/customer/signin-link/confirm',
    access: 'public',
    body: SignInWithLinkBodySchema,
    response: LoginResponseSchema,
    session: 'issues',
  }),
  validateResetLink: route({
    service: 'main',
    method: 'GET',
    path: '/v2/customer/validate-reset-password/:token/:guid',
    access: 'public',
    params: ResetLinkParamsSchema,
    response: ResetLinkResponseSchema,
  }),
  confirmResetPassword: route({
    service: 'main',
    method: 'POST',
    path: '/v2/customer/confirm-reset-password',
    access: 'public',
    body: ConfirmResetPasswordBodySchema,
    response: MessageResponseSchema,
  }),
  profile: route({
    service: 'main',
    method: 'GET',
    path: '/v2/customer/info',
    access: 'customer',
    response: CustomerProfileResponseSchema,
  }),
  updateProfile: route({
    service: 'main',
    method: 'POST',
    path: '/v2/customer/info',
    access: 'customer',
    body: UpdateProfileBodySchema,
    response: CustomerProfileResponseSchema,
  }),
  exportCustomerData: route({
    service: 'main',
    method: 'GET',
    path: '/v2/customer/export',
    access: 'customer',
    response: CustomerExportResponseSchema,
  }),
  deactivate: route({
    service: 'main',
    method: 'POST',
    path: '/v2/customer/deactivate',
    access: 'customer',
    body: DeactivateBodySchema,
    response: MessageResponseSchema,
    session: 'ends-on-success',
  }),

  // Addresses
  addresses: route({
    service: 'main',
    method: 'GET',
    path: '/v2/customer/addresses',
    access: 'customer',
    response: AddressListResponseSchema,
  }),
  address: route({
    service: 'main',
    method: 'GET',
    path: '/v2/customer/addressedit/:id',
    access: 'customer',
    params: AddressIdParamsSchema,
    response: AddressResponseSchema,
  }),
  editAddress: route({
    service: 'main',
    method: 'POST',
    path: '/v2/customer/addressedit/:id',
    access: 'customer',
    params: AddressIdParamsSchema,
    body: AddressBodySchema,
    response: AddressResponseSchema,
  }),
  deleteAddress: route({
    service: 'main',
    method: 'POST',
    path: '/v2/customer/addressdelete/:id',
    access: 'customer',
    params: AddressIdParamsSchema,
    response: AddressDeleteResponseSchema,
  }),
  addAddress: route({
    service: 'main',
    method: 'POST',
    path: '/v2/customer/addressadd',
    access: 'customer',
    body: AddressBodySchema,
    response: AddressResponseSchema,
  }),
  saveShipping: route({
    service: 'main',
    method: 'POST',
    path: '/v2/checkout/saveshipping',
    access: 'customer',
    body: SaveShippingBodySchema,
    response: SaveShippingResponseSchema,
  }),
  countries: route({
    service: 'main',
    method: 'GET',
    path: '/v2/country/countries',
    access: 'public',
    response: CountryListResponseSchema,
  }),
  provinces: route({
    service: 'main',
    method: 'GET',
    path: '/v2/country/getstatesbycountryid/:id',
    access: 'public',
    params: PlaceIdParamsSchema,
    response: PlaceListResponseSchema,
  }),
  districts: route({
    service: 'main',
    method: 'GET',
    path: '/v2/country/getcitybystatesid/:id',
    access: 'public',
    params: PlaceIdParamsSchema,
    response: PlaceListResponseSchema,
  }),
  subdistricts: route({
    service: 'main',
    method: 'GET',
    path: '/v2/country/getsubdistrictsbycityid/:id',
    access: 'public',
    params: PlaceIdParamsSchema,
    response: SubdistrictListResponseSchema,
  }),

  // Basket (spec §7): the signed-in customer's, else the device's (a guest's)
  addToCart: route({
    service: 'main',
    method: 'POST',
    path: '/v2/shoppingcart/addproducttocart/details/:productId/:cartType',
    access: 'public',
    params: AddToCartParamsSchema,
    response: CartResponseSchema,
  }),
  cart: route({
    service: 'main',
    method: 'GET',
    path: '/v2/shoppingcart/cart',
    access: 'public',
    response: CartResponseSchema,
  }),
  updateCart: route({
    service: 'main',
    method: 'POST',
    path: '/v2/shoppingcart/updatecart',
    access: 'public',
    body: UpdateCartBodySchema,
    response: CartResponseSchema,
  }),
  // Coupons (docs/buying.md §12, docs/coupons.md): a customer's only (a guest gets 401 → login)
  applyCoupon: route({
    service: 'main',
    method: 'POST',
    path: '/v2/shoppingcart/applydiscountcoupon',
    access: 'customer',
    body: ApplyCouponBodySchema,
    response: CartResponseSchema,
  }),
  removeCoupon: route({
    service: 'main',
    method: 'POST',
    path: '/v2/shoppingcart/removediscountcoupon',
    access: 'customer',
    body: RemoveCouponBodySchema,
    response: CartResponseSchema,
  }),

  // Coins (spec §7; docs/buying.md §11)
  coinBalance: route({
    service: 'main',
    method: 'GET',
    path: '/v2/customer/coin/balance',
    access: 'customer',
    response: CoinBalanceResponseSchema,
  }),
  coinExpiry: route({
    service: 'main',
    method: 'GET',
    path: '/v2/customer/coin/expire',
    access: 'customer',
    response: CoinExpiryResponseSchema,
  }),
  coinsHistory: route({
    service: 'main',
    method: 'GET',
    path: '/v2/order/coins-history',
    access: 'customer',
    query: CoinsHistoryQuerySchema,
    response: CoinHistoryResponseSchema,
  }),

  // Redeem codes (second API, bearer token: spec §6; docs/buying.md §13)
  redeemValidate: route({
    service: 'second',
    method: 'POST',
    path: '/v1/redeem/validate',
    access: 'customer',
    tokenIn: 'bearer',
    body: RedeemBodySchema,
    response: RedeemPreviewResponseSchema,
  }),
  redeemClaim: route({
    service: 'second',
    method: 'POST',
    path: '/v1/redeem/claim',
    access: 'customer',
    tokenIn: 'bearer',
    body: RedeemBodySchema,
    response: RedeemResultResponseSchema,
  }),

  // Bookshelf (docs/bookshelf.md)
  myBook: route({
    service: 'main',
    method: 'POST',
    path: '/v2/customer/mybook',
    access: 'customer',
    body: MyBookBodySchema,
    response: MyBooksResponseSchema,
  }),
  myShelves: route({
    service: 'main',
    method: 'GET',
    path: '/v2/customer/myshelves',
    access: 'customer',
    response: MyShelvesResponseSchema,
  }),
  addShelf: route({
    service: 'main',
    method: 'POST',
    path: '/v2/customer/addbookshelf',
    access: 'customer',
    body: AddShelfBodySchema,
    response: ShelfResponseSchema,
  }),
  updateShelf: route({
    service: 'main',
    method: 'POST',
    path: '/v2/customer/updatebookshelf',
    access: 'customer',
    body: UpdateShelfBodySchema,
    response: ShelfResponseSchema,
  }),
  removeShelf: route({
    service: 'main',
    method: 'POST',
    path: '/v2/customer/removebookshelf',
    access: 'customer',
    body: RemoveShelfBodySchema,
    response: RemovedShelfResponseSchema,
  }),
  shelfBooks: route({
    service: 'main',
    method: 'POST',
    path: '/v2/customer/productonbookshelf',
    access: 'customer',
    body: ShelfBooksBodySchema,
    response: MyBooksResponseSchema,
  }),
  addToShelf: route({
    service: 'main',
    method: 'POST',
    path: '/v2/customer/addproductmappingshelf',
    access: 'customer',
    body: ShelfProductsBodySchema,
    response: ShelfResponseSchema,
  }),
  removeFromShelf: route({
    service: 'main',
    method: 'POST',
    path: '/v2/customer/removeproductonshelf',
    access: 'customer',
    body: ShelfProductsBodySchema,
    response: ShelfResponseSchema,
  }),
  addSample: route({
    service: 'main',
    method: 'POST',
    path: '/v2/customer/addsampleebook',
    access: 'customer',
    body: SampleBodySchema,
    response: SampleResponseSchema,
  }),
  removeSample: route({
    service: 'main',
    method: 'POST',
    path: '/v2/customer/removesampleebook',
    access: 'customer',
    body: SampleBodySchema,
    response: SampleResponseSchema,
  }),
  archiveBook: route({
    service: 'main',
    method: 'POST',
    path: '/v2/customer/archivebook',
    access: 'customer',
    body: ArchiveBookBodySchema,
    response: BookShelfStateResponseSchema,
  }),
  finishBook: route({
    service: 'main',
    method: 'POST',
    path: '/v2/customer/finishbook',
    access: 'customer',
    body: FinishBookBodySchema,
    response: BookShelfStateResponseSchema,
  }),
  searchShelf: route({
    service: 'second',
    method: 'POST',
    path: '/v1/smart-search/search-shelf',
    access: 'customer',
    tokenIn: 'bearer',
    body: ShelfSearchBodySchema,
    response: ShelfSearchResponseSchema,
  }),
  downloadLink: route({
    service: 'main',
    method: 'GET',
    path: '/v2/download/getdownloadcloud/:orderItem/:agree',
    access: 'customer',
    params: DownloadParamsSchema,
    query: DownloadQuerySchema,
    response: DownloadLinkResponseSchema,
  }),
  // The reader (docs/bookshelf.md): a sample opens for anyone, a whole book for its owner
  readerBook: route({
    service: 'main',
    method: 'GET',
    path: '/v2/reader/:productId',
    access: 'public',
    params: ReaderParamsSchema,
    query: ReaderQuerySchema,
    response: ReaderBookResponseSchema,
  }),
  savePosition: route({
    service: 'main',
    method: 'POST',
    path: '/v2/reader/:productId/position',
    access: 'customer',
    params: ReaderParamsSchema,
    body: SavePositionBodySchema,
    response: SavedPositionResponseSchema,
  }),
  annotations: route({
    service: 'main',
    method: 'GET',
    path: '/v2/reader/:productId/annotations',
    access: 'customer',
    params: ReaderParamsSchema,
    response: AnnotationsResponseSchema,
  }),
  saveAnnotation: route({
    service: 'main',
    method: 'POST',
    path: '/v2/reader/:productId/annotations',
    access: 'customer',
    params: ReaderParamsSchema,
    body: SaveAnnotationBodySchema,
    response: AnnotationResponseSchema,
  }),
  deleteAnnotation: route({
    service: 'main',
    method: 'POST',
    path: '/v2/reader/:productId/annotations/delete',
    access: 'customer',
    params: ReaderParamsSchema,
    body: DeleteAnnotationBodySchema,
    response: AnnotationResponseSchema,
  }),
  // The reader's settings, the account's (docs/reader.md): the same on every device
  readerSettings: route({
    service: 'main',
    method: 'GET',
    path: '/v2/reader-settings',
    access: 'customer',
    response: ReaderSettingsResponseSchema,
  }),
  saveReaderSettings: route({
    service: 'main',
    method: 'POST',
    path: '/v2/reader-settings',
    access: 'customer',
    body: SaveReaderSettingsBodySchema,
    response: SavedReaderSettingsResponseSchema,
  }),
  // Read while you pay (docs/reader.md "Read while you pay"): a pending order's books as an
  // extended preview, and where the order stands (the reader's events say the same as they happen)
  pendingReaderBook: route({
    service: 'main',
    method: 'GET',
    path: '/v2/reader/:productId/while-paying',
    access: 'customer',
    params: PendingReaderParamsSchema,
    query: PendingReaderQuerySchema,
    response: PendingReaderResponseSchema,
  }),
  pendingBooks: route({
    service: 'main',
    method: 'GET',
    path: '/v2/customer/while-paying',
    access: 'customer',
    response: PendingBooksResponseSchema,
  }),
  pendingReadingStatus: route({
    service: 'main',
    method: 'GET',
    path: '/v2/order/:id/reading-status',
    access: 'customer',
    params: PendingStatusParamsSchema,
    response: PendingReadingStatusResponseSchema,
  }),
  // A publisher member's preview of their title in the reader (docs/reader.md "Preview"): called
  // by the storefront's server only, the reading session in the body, never a customer's session
  previewOpen: route({
    service: 'main',
    method: 'POST',
    path: '/v2/preview/open',
    access: 'public',
    body: PreviewOpenBodySchema,
    response: PreviewOpenedResponseSchema,
  }),
  previewBook: route({
    service: 'main',
    method: 'POST',
    path: '/v2/preview/book/:productId',
    access: 'public',
    params: PreviewBookParamsSchema,
    query: PreviewBookQuerySchema,
    body: PreviewBookBodySchema,
    response: PreviewBookResponseSchema,
  }),
  // App passwords for OPDS clients
  appPasswords: route({
    service: 'main',
    method: 'GET',
    path: '/v2/customer/app-passwords',
    access: 'customer',
    response: AppPasswordsResponseSchema,
  }),
  createAppPassword: route({
    service: 'main',
    method: 'POST',
    path: '/v2/customer/app-passwords',
    access: 'customer',
    body: CreateAppPasswordBodySchema,
    response: CreatedAppPasswordResponseSchema,
  }),
  revokeAppPassword: route({
    service: 'main',
    method: 'POST',
    path: '/v2/customer/app-passwords/revoke',
    access: 'customer',
    body: RevokeAppPasswordBodySchema,
    response: RevokedAppPasswordResponseSchema,
  }),
  ownedBooks: route({
    service: 'main',
    method: 'GET',
    path: '/v2/customer/owned-books',
    access: 'customer',
    query: OwnedBooksQuerySchema,
    response: OwnedBooksResponseSchema,
  }),
  // Checkout (docs/buying.md §17.3)
  coinPacks: route({
    service: 'main',
    method: 'GET',
    path: '/v2/checkout/coinpacks',
    access: 'public',
    response: CoinPacksResponseSchema,
  }),
  checkoutBook: route({
    service: 'main',
    method: 'GET',
    path: '/v2/checkout/checkoutbook',
    access: 'customer',
    query: CheckoutQuerySchema,
    response: CheckoutResponseSchema,
  }),
  verifyCheckout: route({
    service: 'main',
    method: 'GET',
    path: '/v2/checkout/verify-checkout',
    access: 'customer',
    query: CheckoutQuerySchema,
    response: CheckoutResponseSchema,
  }),
  useCoins: route({
    service: 'main',
    method: 'POST',
    path: '/v2/checkout/userewardpoints',
    access: 'customer',
    body: UseCoinsBodySchema,
    response: CheckoutResponseSchema,
  }),
  paymentMethods: route({
    service: 'main',
    method: 'GET',
    path: '/v2/checkout/getpaymentmethods',
    access: 'customer',
    query: CheckoutQuerySchema,
    response: PaymentMethodsResponseSchema,
  }),
  verifyConsecutiveOrder: route({
    service: 'main',
    method: 'GET',
    path: '/v2/checkout/verify-consecutive-order',
    access: 'customer',
    response: ConsecutiveOrderResponseSchema,
  }),
  confirmOrderOmise: route({
    service: 'main',
    method: 'POST',
    path: '/v2/checkout/confirmorderomise',
    access: 'customer',
    idempotent: true,
    body: ConfirmOmiseBodySchema,
    response: PlacedOrderResponseSchema,
  }),
  confirmOrder123: route({
    service: 'main',
    method: 'POST',
    path: '/v2/checkout/confirmorder123payment',
    access: 'customer',
    idempotent: true,
    body: Confirm123BodySchema,
    response: PlacedOrderResponseSchema,
  }),
  confirmOrderPgw: route({
    service: 'main',
    method: 'POST',
    path: '/v2/checkout/confirmorderpgwpayment',
    access: 'customer',
    idempotent: true,
    body: ConfirmPgwBodySchema,
    response: PlacedOrderResponseSchema,
  }),
  confirmOrderDemo: route({
    service: 'main',
    method: 'POST',
    path: '/v2/checkout/confirmorderdemo',
    access: 'customer',
    idempotent: true,
    body: ConfirmDemoBodySchema,
    response: PlacedOrderResponseSchema,
  }),
  confirmOrderCoins: route({
    service: 'main',
    method: 'POST',
    path: '/v2/checkout/confirmordercoins',
    access: 'customer',
    idempotent: true,
    body: ConfirmCoinsBodySchema,
    response: PlacedOrderResponseSchema,
  }),
  checkoutCompleted: route({
    service: 'main',
    method: 'GET',
    path: '/v2/checkout/completed',
    access: 'customer',
    query: OrderIdQuerySchema,
    response: CompletedResponseSchema,
  }),

  // Orders (docs/buying.md §17.4)
  orderHistory: route({
    service: 'main',
    method: 'GET',
    path: '/v2/order/history-details',
    access: 'customer',
    query: OrderHistoryQuerySchema,
    response: OrderHistoryResponseSchema,
  }),
  orderDetails: route({
    service: 'main',
    method: 'GET',
    path: '/v2/order/orderdetails/:id',
    access: 'customer',
    params: OrderIdParamsSchema,
    response: OrderDetailsResponseSchema,
  }),
  cancelOrder: route({
    service: 'main',
    method: 'POST',
    path: '/v2/order/cancelorder',
    access: 'customer',
    body: CancelOrderBodySchema,
    response: CancelledOrderResponseSchema,
  }),
  canRepay: route({
    service: 'main',
    method: 'POST',
    path: '/v2/order/can-repayment',
    access: 'customer',
    body: CanRepayBodySchema,
    response: CanRepayResponseSchema,
  }),
  changeOmisePayment: route({
    service: 'main',
    method: 'POST',
    path: '/v2/order/orderdetails/changeomisepayment',
    access: 'customer',
    idempotent: true,
    body: ChangeOmisePaymentBodySchema,
    response: PlacedOrderResponseSchema,
  }),
  change123Payment: route({
    service: 'main',
    method: 'POST',
    path: '/v2/order/orderdetails/change123payment',
    access: 'customer',
    idempotent: true,
    body: Change123PaymentBodySchema,
    response: PlacedOrderResponseSchema,
  }),
  changePgwPayment: route({
    service: 'main',
    method: 'POST',
    path: '/v2/order/orderdetails/changepgwpayment',
    access: 'customer',
    idempotent: true,
    body: ChangePgwPaymentBodySchema,
    response: PlacedOrderResponseSchema,
  }),
  changeDemoPayment: route({
    service: 'main',
    method: 'POST',
    path: '/v2/order/orderdetails/changedemopayment',
    access: 'customer',
    idempotent: true,
    body: ChangeDemoPaymentBodySchema,
    response: PlacedOrderResponseSchema,
  }),

  // Reviews (docs/reviews.md)
  addReview: route({
    service: 'main',
    method: 'POST',
    path: '/v2/product/productreviewsadd/:id',
    access: 'customer',
    params: IdParamSchema,
    body: ReviewBodySchema,
    response: ReviewResponseSchema,
  }),
  reviewsPage: route({
    service: 'main',
    method: 'GET',
    path: '/v2/product/productreviewspagging',
    access: 'public',
    query: ReviewsQuerySchema,
    response: ReviewPageResponseSchema,
  }),
  voteReview: route({
    service: 'main',
    method: 'POST',
    path: '/v2/product/productreviewhelpful/:id',
    access: 'customer',
    params: IdParamSchema,
    body: ReviewVoteBodySchema,
    response: ReviewVoteResponseSchema,
  }),
  reportReview: route({
    service: 'main',
    method: 'POST',
    path: '/v2/product/productreviewreport/:id',
    access: 'customer',
    params: IdParamSchema,
    body: ReviewReportBodySchema,
    response: ReviewActionResponseSchema,
  }),
  deleteReview: route({
    service: 'main',
    method: 'POST',
    path: '/v2/product/productreviewsdelete/:id',
    access: 'customer',
    params: IdParamSchema,
    response: ReviewActionResponseSchema,
  }),

  // Wish list (docs/wishlist.md)
  addToWishlist: route({
    service: 'main',
    method: 'POST',
    path: '/v2/shoppingcart/addproducttowishlist/:id',
    access: 'customer',
    params: WishlistIdParamsSchema,
    response: WishlistChangeResponseSchema,
  }),
  removeFromWishlist: route({
    service: 'main',
    method: 'POST',
    path: '/v2/shoppingcart/removewishlist/:id',
    access: 'customer',
    params: WishlistIdParamsSchema,
    response: WishlistChangeResponseSchema,
  }),
  wishlistPage: route({
    service: 'main',
    method: 'GET',
    path: '/v2/shoppingcart/wishlistpaging',
    access: 'customer',
    query: WishlistPagingQuerySchema,
    response: WishlistPageResponseSchema,
  }),
  wishlistIds: route({
    service: 'main',
    method: 'GET',
    path: '/v2/shoppingcart/wishlist-ids',
    access: 'customer',
    response: WishlistIdsResponseSchema,
  }),
  moveWishlistToCart: route({
    service: 'main',
    method: 'POST',
    path: '/v2/shoppingcart/wishlist-to-cart/:id',
    access: 'customer',
    params: WishlistIdParamsSchema,
    response: WishlistMoveResponseSchema,
  }),

  // Publishers (docs/publishers.md)
  publisherMasterBook: route({
    service: 'main',
    method: 'GET',
    path: '/v2/publisher/getmasterbook',
    access: 'public',
    response: MasterBookResponseSchema,
  }),
  publisherMasterAccountType: route({
    service: 'main',
    method: 'GET',
    path: '/v2/publisher/getmasteraccounttype',
    access: 'public',
    response: MasterAccountTypeResponseSchema,
  }),
  registerPublisher: route({
    service: 'main',
    method: 'POST',
    path: '/v2/publisher/RegisterPublisher',
    access: 'customer',
    body: RegisterPublisherBodySchema,
    response: PublisherApplicationResponseSchema,
  }),
  myPublisherApplication: route({
    service: 'main',
    method: 'GET',
    path: '/v2/publisher/myapplication',
    access: 'customer',
    response: MyPublisherApplicationResponseSchema,
  }),
  contactVendor: route({
    service: 'main',
    method: 'POST',
    path: '/v2/common/contactvendor',
    access: 'public',
    body: ContactVendorBodySchema,
    response: ContactVendorResponseSchema,
  }),

  // Contact us and content pages (docs/content.md)
  dynamicContent: route({
    service: 'main',
    method: 'GET',
    path: '/v2/common/dynamic-content/:group/:key',
    access: 'public',
    params: DynamicContentParamsSchema,
    response: ContentPageResponseSchema,
  }),
  contactUsForm: route({
    service: 'main',
    method: 'GET',
    path: '/v2/common/contactus',
    access: 'public',
    response: ContactFormResponseSchema,
  }),
  contactUs: route({
    service: 'main',
    method: 'POST',
    path: '/v2/common/contactus',
    access: 'public',
    body: ContactUsBodySchema,
    response: ContactUsResponseSchema,
  }),

  // The demo gateway's tester page (docs/buying.md §8): only while DEMO_GATEWAY is on.
  demoCharge: route({
    service: 'main',
    method: 'GET',
    path: '/demo-gateway/pay/:id',
    access: 'public',
    params: DemoChargeIdParamsSchema,
    response: DemoChargeViewResponseSchema,
  }),
  demoPay: route({
    service: 'main',
    method: 'POST',
    path: '/demo-gateway/pay/:id',
    access: 'public',
    params: DemoChargeIdParamsSchema,
    body: DemoPayBodySchema,
    response: DemoPayResultResponseSchema,
  }),
  // Follow and notify (docs/notifications.md)
  ...NOTIFICATION_ROUTES,
  // Pre-orders (docs/buying.md "Pre-orders")
  ...PREORDER_ROUTES,
} as const satisfies Record<string, ApiRoute>;

export type ApiRouteName = keyof typeof API_ROUTES;

/** A call of the API that answers a file, not the JSON envelope. */
export type FileRoute = Pick<ApiRoute, 'service' | 'method' | 'path'>;

/**
 * The API's file-streaming calls (hidden from its OpenAPI document): the storefront's own routes
 * (`/downloads/…`, `/library-export`, `/receipts/…`, `/reader-files/…`) stream them with the
 * visitor's session; its proxy never forwards them. The API serves each (route-table.test.ts).
 */
export const FILE_ROUTES = {
  downloadFile: { service: 'main', method: 'GET', path: '/v2/download/file/:token' },
  libraryExport: { service: 'main', method: 'GET', path: '/v2/customer/library-export' },
  receipt: { service: 'main', method: 'GET', path: '/v2/order/receipt/:number' },
  etaxInvoice: { service: 'main', method: 'GET', path: '/v2/order/etax/:number' },
  readerFile: { service: 'main', method: 'GET', path: '/v2/reader/:productId/file' },
  notesExport: { service: 'main', method: 'GET', path: '/v2/reader/notes-export' },
  offlineFile: { service: 'main', method: 'GET', path: '/v2/reader/:productId/offline-file' },
  previewFile: { service: 'main', method: 'GET', path: '/v2/preview/book/:productId/file' },
  pendingReaderFile: {
    service: 'main',
    method: 'GET',
    path: '/v2/reader/:productId/while-paying/file',
  },
  pendingReadingEvents: { service: 'main', method: 'GET', path: '/v2/order/:id/reading-events' },
} as const satisfies Record<string, FileRoute>;

/**
 * Calls the storefront's server makes for itself, for no visitor (never forwarded): the catalog
 * version it follows to refresh its cached pages (docs/storefront.md).
 */
export const SERVER_ROUTES = {
  catalogVersion: { service: 'main', method: 'GET', path: '/catalog-version' },
} as const satisfies Record<string, FileRoute>;

type QueryValue = string | number | boolean | readonly (string | number)[];

/** The values of a route's `:name` segments. */
export type RouteParams<R extends ApiRoute> = R extends { params: z.ZodType }
  ? { readonly [K in keyof z.input<R['params']>]: string | number }
  : undefined;
/** A route's query string (numbers and flags as the schema coerces them). */
export type RouteQuery<R extends ApiRoute> = R extends { query: z.ZodType }
  ? { readonly [K in keyof z.input<R['query']>]?: QueryValue | undefined }
  : undefined;
export type RouteBody<R extends ApiRoute> = R extends { body: z.ZodType }
  ? z.input<R['body']>
  : undefined;
/** `Data` of the route's success envelope (null when the call failed). */
export type RouteData<R extends ApiRoute> = z.output<R['response']>['Data'];

/** The parts of one call: `params`, `query` and `body`, each required when the route has it. */
export type RouteInput<R extends ApiRoute> = (R extends { params: z.ZodType }
  ? { params: RouteParams<R> }
  : { params?: undefined }) &
  (R extends { query: z.ZodType } ? { query?: RouteQuery<R> } : { query?: undefined }) &
  (R extends { body: z.ZodType } ? { body: RouteBody<R> } : { body?: undefined });

/** Any route's input, as a client's internals handle it once the types have been checked. */
export type AnyRouteInput = {
  params?: Readonly<Record<string, string | number>>;
  query?: Readonly<Record<string, QueryValue | undefined>>;
  body?: unknown;
};

type NeedsInput<R extends ApiRoute> = R extends { params: z.ZodType }
  ? true
  : R extends { body: z.ZodType }
    ? true
    : false;

/** A client's arguments after the route: the input, optional when the route needs none. */
export type RouteArgs<R extends ApiRoute, Extra = object> =
  NeedsInput<R> extends true ? [input: RouteInput<R> & Extra] : [input?: RouteInput<R> & Extra];

const SEGMENT_PARAM = /^:(.+)$/;

/**
 * The path of a call: each `:name` segment replaced by its value, percent-encoded, so a value
 * can never add a segment or a query.
 */
export const pathOf = (
  route: Pick<ApiRoute, 'path'>,
  params?: Readonly<Record<string, string | number>>,
): string =>
  route.path
    .split('/')
    .map((segment) => {
      const name = SEGMENT_PARAM.exec(segment)?.[1];
      if (name === undefined) return segment;
      const value = params?.[name];
      if (value === undefined || String(value) === '')
        throw new Error(`${route.path}: no value for :${name}`);
      return encodeURIComponent(String(value));
    })
    .join('/');

/** `?a=1&b=2` for a query (arrays repeat the name; undefined values are left out), or ''. */
export const queryStringOf = (query?: Readonly<Record<string, QueryValue | undefined>>): string => {
  if (!query) return '';
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value])
      pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(item))}`);
  }
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
};

const segmentsOf = (path: string): string[] => path.split('/').slice(1);

const matches = (route: ApiRoute, segments: readonly string[]): boolean => {
  const pattern = segmentsOf(route.path);
  return (
    pattern.length === segments.length &&
    pattern.every((part, index) => SEGMENT_PARAM.test(part) || part === segments[index])
  );
};

/**
 * The declared route a request is for, or undefined: same service, same method, and a path
 * whose fixed segments are spelt exactly (as the API compares them), each `:name` one segment.
 */
export const findRoute = (
  service: ApiService,
  method: string,
  path: string,
): ApiRoute | undefined => {
  const segments = segmentsOf(path);
  return Object.values(API_ROUTES).find(
    (candidate: ApiRoute) =>
      candidate.service === service && candidate.method === method && matches(candidate, segments),
  );
};
