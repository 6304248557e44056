/** Store paths of the order pages (without the locale prefix). */
export const ordersPaths = {
  history: '/order-history',
  details: (orderId: number) => `/orderdetails/${orderId}`,
  payment: (orderId: number) => `/payment?orderId=${orderId}`,
} as const;
