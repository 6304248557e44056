/** Back-office calls of this area (issue 24): filled in by its work. */
export const CUSTOMERS_ADMIN_ROUTES = {} as const;
