/** Store paths of the account pages (without the locale prefix), in one place. */
export const accountPaths = {
  /** The spec's login route; `/login` (lower case) is the same screen. */
  login: '/Login',
  register: '/register',
  profile: '/customer/profile',
  changePassword: '/customer/change-password',
  forgotPassword: '/customer/forget-password',
  deleteAccount: '/customer/delete-account',
  addresses: '/customer/addresses',
  coins: '/coins-history',
  orders: '/order-history',
  bookshelf: '/bookshelf',
  wishlist: '/wishlist',
  notifications: '/notifications',
  following: '/following',
  readingApps: '/customer/reading-apps',
  redeem: '/redeemcode',
  settings: '/setting',
  removeSocial: '/removesocial',
  verifyEmail: (token: string, guid: string) =>
    `/customer/verify-email/${encodeURIComponent(token)}/${encodeURIComponent(guid)}`,
  resetPassword: (token: string, guid: string) =>
    `/reset-password/${encodeURIComponent(token)}/${encodeURIComponent(guid)}`,
} as const;
