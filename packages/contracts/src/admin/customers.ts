import { z } from 'zod';
import { CustomerExportSchema } from '../customer.js';
import { envelope } from '../envelope.js';
import { AdminListQuerySchema, AdminOkSchema, AdminReasonSchema, adminPage } from './common.js';
import { adminRoute } from './route.js';

/**
 * Customers in the back office (issue 24, docs/back-office.md "Customers"): search, a customer's
 * page (profile, shelf, coins ledger, sessions; their orders come from the orders list filtered
 * by `CustomerId`), sessions ended, the account locked and unlocked, and the PDPA export and
 * erasure run for the customer on request: the store's own self-service code, with the staff
 * member's reason in the audit log. Money and coins are in satang.
 */

/** `active`: can sign in; `locked`: staff locked it; `deleted`: erased (PDPA), a pseudonymous row. */
export const AdminCustomerStatusSchema = z.enum(['active', 'locked', 'deleted']);
export type AdminCustomerStatus = z.infer<typeof AdminCustomerStatusSchema>;

/**
 * `Q`: a customer id (`123` or `#123`), the start of an e-mail address (with `@`: only e-mails),
 * or a part of the name (three characters or more; shorter: the start of the e-mail only). Every
 * search is answered from an index; the list never counts the whole table.
 */
export const AdminCustomerListQuerySchema = AdminListQuerySchema.extend({
  Status: AdminCustomerStatusSchema.optional(),
});
export type AdminCustomerListQuery = z.infer<typeof AdminCustomerListQuerySchema>;

export const AdminCustomerListItemSchema = z.object({
  Id: z.number().int(),
  /** Null once erased. */
  Email: z.string().nullable(),
  FirstName: z.string(),
  LastName: z.string(),
  Language: z.enum(['th', 'en']),
  Status: AdminCustomerStatusSchema,
  EmailVerified: z.boolean(),
  CreatedAt: z.string(),
  LastLoginAt: z.string().nullable(),
});
export type AdminCustomerListItem = z.infer<typeof AdminCustomerListItemSchema>;

export const AdminCustomerSchema = AdminCustomerListItemSchema.extend({
  Phone: z.string().nullable(),
  Gender: z.enum(['M', 'F']).nullable(),
  DateOfBirth: z.string().nullable(),
  TermsAcceptedAt: z.string().nullable(),
  MarketingConsentAt: z.string().nullable(),
  /** Sign-in providers linked (`google`, `facebook`, `apple`); `HasPassword` for e-mail sign-in. */
  Providers: z.array(z.string()),
  HasPassword: z.boolean(),
  LockedAt: z.string().nullable(),
  LockReason: z.string().nullable(),
  LockedBy: z.string().nullable(),
  DeletedAt: z.string().nullable(),
  /** Coins that can still be spent (not expired). */
  CoinBalanceSatang: z.number().int(),
  /** Books on the shelf. */
  BookCount: z.number().int(),
  /** Orders paid (refunded ones included). */
  PaidOrderCount: z.number().int(),
  /** Sessions that still work now. */
  LiveSessionCount: z.number().int(),
});
export type AdminCustomer = z.infer<typeof AdminCustomerSchema>;

export const AdminCustomerIdParamsSchema = z.object({ id: z.string().min(1).max(20) });

const PagedQuerySchema = z.object({
  Page: z.coerce.number().int().min(1).max(100_000).default(1),
  PageSize: z.coerce.number().int().min(1).max(200).default(25),
});

/** A book on the customer's shelf and how it came there. */
export const AdminCustomerShelfItemSchema = z.object({
  /** The book's id. */
  Id: z.number().int(),
  BookId: z.number().int(),
  Name: z.string(),
  /** `purchase`, `redeem`, `gift`, `staff`. */
  Source: z.enum(['purchase', 'redeem', 'gift', 'staff']),
  OrderId: z.number().int().nullable(),
  OrderNumber: z.string().nullable(),
  GrantedAt: z.string(),
  DownloadCount: z.number().int(),
});
export type AdminCustomerShelfItem = z.infer<typeof AdminCustomerShelfItemSchema>;

/** One entry of the customer's coin history (what they read in their account), newest first. */
export const AdminCustomerCoinEntrySchema = z.object({
  Id: z.number().int(),
  Kind: z.string(),
  /** + credit, − debit (satang). */
  AmountSatang: z.number().int(),
  /** As the customer reads it, in the staff member's language. */
  Text: z.string(),
  OrderId: z.number().int().nullable(),
  OrderNumber: z.string().nullable(),
  /** Credits: when these coins expire. */
  ExpiresAt: z.string().nullable(),
  CreatedAt: z.string(),
});
export type AdminCustomerCoinEntry = z.infer<typeof AdminCustomerCoinEntrySchema>;

/** A sign-in session that still works, newest first. */
export const AdminCustomerSessionSchema = z.object({
  /** The session's id (not its token). */
  Id: z.string(),
  /** `password`, `email_link` or a provider. */
  AuthMethod: z.string(),
  CreatedAt: z.string(),
  LastUsedAt: z.string(),
  ExpiresAt: z.string(),
  IpAddress: z.string().nullable(),
  UserAgent: z.string().nullable(),
});
export type AdminCustomerSession = z.infer<typeof AdminCustomerSessionSchema>;

export const AdminCustomerReasonBodySchema = z.object({ Reason: AdminReasonSchema }).strict();
export type AdminCustomerReasonBody = z.infer<typeof AdminCustomerReasonBodySchema>;

export const AdminCustomerSessionParamsSchema = z.object({
  id: z.string().min(1).max(20),
  sessionId: z.string().min(1).max(64),
});

const CUSTOMERS = { service: 'admin', access: 'staff' } as const;

export const CUSTOMERS_ADMIN_ROUTES = {
  adminCustomerList: adminRoute({
    ...CUSTOMERS,
    method: 'GET',
    path: '/admin/v1/customers',
    permission: 'customers.read',
    query: AdminCustomerListQuerySchema,
    response: envelope(adminPage(AdminCustomerListItemSchema)),
  }),
  adminCustomerGet: adminRoute({
    ...CUSTOMERS,
    method: 'GET',
    path: '/admin/v1/customers/:id',
    permission: 'customers.read',
    params: AdminCustomerIdParamsSchema,
    response: envelope(AdminCustomerSchema),
  }),
  adminCustomerShelf: adminRoute({
    ...CUSTOMERS,
    method: 'GET',
    path: '/admin/v1/customers/:id/shelf',
    permission: 'customers.read',
    params: AdminCustomerIdParamsSchema,
    query: PagedQuerySchema,
    response: envelope(adminPage(AdminCustomerShelfItemSchema)),
  }),
  adminCustomerCoins: adminRoute({
    ...CUSTOMERS,
    method: 'GET',
    path: '/admin/v1/customers/:id/coins',
    permission: 'customers.read',
    params: AdminCustomerIdParamsSchema,
    query: PagedQuerySchema,
    response: envelope(adminPage(AdminCustomerCoinEntrySchema)),
  }),
  adminCustomerSessions: adminRoute({
    ...CUSTOMERS,
    method: 'GET',
    path: '/admin/v1/customers/:id/sessions',
    permission: 'customers.read',
    params: AdminCustomerIdParamsSchema,
    query: PagedQuerySchema,
    response: envelope(adminPage(AdminCustomerSessionSchema)),
  }),
  /** One session ends at once (the device is signed out at its next call). */
  adminCustomerSessionEnd: adminRoute({
    ...CUSTOMERS,
    method: 'POST',
    path: '/admin/v1/customers/:id/sessions/:sessionId/end',
    permission: 'customers.write',
    params: AdminCustomerSessionParamsSchema,
    body: AdminCustomerReasonBodySchema,
    response: envelope(AdminOkSchema),
  }),
  /** Every session and every reading-app password of the customer ends at once. */
  adminCustomerSessionsEndAll: adminRoute({
    ...CUSTOMERS,
    method: 'POST',
    path: '/admin/v1/customers/:id/sessions/end-all',
    permission: 'customers.write',
    params: AdminCustomerIdParamsSchema,
    body: AdminCustomerReasonBodySchema,
    response: envelope(z.object({ Ended: z.number().int() })),
  }),
  /** Locked: every session ends and no sign-in works until staff unlock it. */
  adminCustomerLock: adminRoute({
    ...CUSTOMERS,
    method: 'POST',
    path: '/admin/v1/customers/:id/lock',
    permission: 'customers.write',
    params: AdminCustomerIdParamsSchema,
    body: AdminCustomerReasonBodySchema,
    response: envelope(AdminCustomerSchema),
  }),
  adminCustomerUnlock: adminRoute({
    ...CUSTOMERS,
    method: 'POST',
    path: '/admin/v1/customers/:id/unlock',
    permission: 'customers.write',
    params: AdminCustomerIdParamsSchema,
    body: AdminCustomerReasonBodySchema,
    response: envelope(AdminCustomerSchema),
  }),
  /** The PDPA export the customer gets themselves (`GET /v2/customer/export`), on their request. */
  adminCustomerExport: adminRoute({
    ...CUSTOMERS,
    method: 'POST',
    path: '/admin/v1/customers/:id/export',
    permission: 'customers.write',
    params: AdminCustomerIdParamsSchema,
    body: AdminCustomerReasonBodySchema,
    response: envelope(CustomerExportSchema),
  }),
  /**
   * The PDPA erasure the customer can do themselves (`POST /v2/customer/deactivate`), on their
   * request: personal data erased, sign-ins ended, the "account deleted" e-mail sent. For ever.
   */
  adminCustomerErase: adminRoute({
    ...CUSTOMERS,
    method: 'POST',
    path: '/admin/v1/customers/:id/erase',
    permission: 'customers.write',
    params: AdminCustomerIdParamsSchema,
    body: AdminCustomerReasonBodySchema,
    response: envelope(AdminCustomerSchema),
  }),
} as const;
