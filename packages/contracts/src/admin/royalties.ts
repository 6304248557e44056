import { z } from 'zod';
import { envelope } from '../envelope.js';
import { AdminListQuerySchema, AdminReasonSchema, adminPage } from './common.js';
import { adminRoute } from './route.js';

/**
 * Royalties in the back office (issue 25, docs/royalties.md): publisher organisations' share,
 * payee kind and payee details (bank account and address), their monthly statements (issue,
 * read, PDF in Thai and English, CSV), the withholding tax certificate (50 ทวิ), payouts (mark
 * paid, the bank-transfer file) and the withholding tax rates. Money in satang, rates in basis
 * points, months `YYYY-MM` in Bangkok. Reading needs `reports.read`, changing `finance.write`.
 */

/**
 * Thai banks a payout can go to, by their Bank of Thailand code (the closed list staff pick from;
 * the same banks the application form offers, plus Thai Credit Bank).
 */
export const THAI_BANKS = [
  { code: '002', shortName: 'BBL', th: 'ธนาคารกรุงเทพ', en: 'Bangkok Bank' },
  { code: '004', shortName: 'KBANK', th: 'ธนาคารกสิกรไทย', en: 'Kasikornbank' },
  { code: '006', shortName: 'KTB', th: 'ธนาคารกรุงไทย', en: 'Krungthai Bank' },
  { code: '011', shortName: 'TTB', th: 'ธนาคารทหารไทยธนชาต', en: 'TMBThanachart Bank' },
  { code: '014', shortName: 'SCB', th: 'ธนาคารไทยพาณิชย์', en: 'Siam Commercial Bank' },
  { code: '022', shortName: 'CIMBT', th: 'ธนาคารซีไอเอ็มบี ไทย', en: 'CIMB Thai Bank' },
  { code: '024', shortName: 'UOBT', th: 'ธนาคารยูโอบี', en: 'United Overseas Bank (Thai)' },
  { code: '025', shortName: 'BAY', th: 'ธนาคารกรุงศรีอยุธยา', en: 'Bank of Ayudhya (Krungsri)' },
  { code: '030', shortName: 'GSB', th: 'ธนาคารออมสิน', en: 'Government Savings Bank' },
  { code: '033', shortName: 'GHB', th: 'ธนาคารอาคารสงเคราะห์', en: 'Government Housing Bank' },
  {
    code: '034',
    shortName: 'BAAC',
    th: 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร',
    en: 'Bank for Agriculture and Agricultural Cooperatives',
  },
  {
    code: '066',
    shortName: 'IBANK',
    th: 'ธนาคารอิสลามแห่งประเทศไทย',
    en: 'Islamic Bank of Thailand',
  },
  { code: '067', shortName: 'TISCO', th: 'ธนาคารทิสโก้', en: 'TISCO Bank' },
  { code: '069', shortName: 'KKP', th: 'ธนาคารเกียรตินาคินภัทร', en: 'Kiatnakin Phatra Bank' },
  { code: '070', shortName: 'ICBCT', th: 'ธนาคารไอซีบีซี (ไทย)', en: 'ICBC (Thai)' },
  { code: '071', shortName: 'TCRB', th: 'ธนาคารไทยเครดิต', en: 'Thai Credit Bank' },
  { code: '073', shortName: 'LHBANK', th: 'ธนาคารแลนด์ แอนด์ เฮ้าส์', en: 'Land and Houses Bank' },
] as const;
export type ThaiBank = (typeof THAI_BANKS)[number];
export type ThaiBankCode = ThaiBank['code'];
const BANK_CODES = THAI_BANKS.map((bank) => bank.code) as [ThaiBankCode, ...ThaiBankCode[]];
export const ThaiBankCodeSchema = z.enum(BANK_CODES);
export const thaiBankOf = (code: string): ThaiBank | undefined =>
  THAI_BANKS.find((bank) => bank.code === code);

export const PayeeKindSchema = z.enum(['individual', 'company']);
export type PayeeKind = z.infer<typeof PayeeKindSchema>;

/** A Bangkok month `YYYY-MM`; the service checks it and answers a clear message. */
const MonthSchema = z.string().trim().min(1).max(20);
const DaySchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/);
const IdSchema = z.coerce.number().int().min(1).max(2_147_483_647);

export const RoyaltyIdParamsSchema = z.object({ id: IdSchema });

/** An account number as staff may type it: digits, spaces and dashes; stored as 10–15 digits. */
export const PayeeAccountNumberSchema = z
  .string()
  .trim()
  .max(30)
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{10,15}$/));

/**
 * A publisher organisation as finance sees it. The payee details are staff's (`PayeeConfirmed`),
 * or, until staff confirm them, what the application gave. `AccountNumber` is masked (last four
 * digits) for staff without `finance.write`.
 */
export const RoyaltyOrganisationSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  LegalName: z.string(),
  TaxId: z.string(),
  CatalogPublisherId: z.number().int(),
  CatalogPublisherName: z.string(),
  PayeeKind: PayeeKindSchema,
  RoyaltyShareBp: z.number().int(),
  BankCode: z.string().nullable(),
  AccountNumber: z.string().nullable(),
  AccountName: z.string().nullable(),
  PayeeAddress: z.string().nullable(),
  PayeeConfirmed: z.boolean(),
  PayeeUpdatedAt: z.string().nullable(),
  CreatedAt: z.string(),
});
export type RoyaltyOrganisation = z.infer<typeof RoyaltyOrganisationSchema>;

/** Staff set the share, the payee kind and the payee details together (audited). */
export const RoyaltyOrganisationUpdateBodySchema = z
  .object({
    RoyaltyShareBp: z.number().int().min(0).max(10_000),
    PayeeKind: PayeeKindSchema,
    BankCode: ThaiBankCodeSchema,
    AccountNumber: PayeeAccountNumberSchema,
    AccountName: z.string().trim().min(1).max(200),
    /** The payee's address as the 50 ทวิ certificate prints it. */
    PayeeAddress: z.string().trim().min(5).max(500),
    Reason: AdminReasonSchema.optional(),
  })
  .strict();
export type RoyaltyOrganisationUpdateBody = z.infer<typeof RoyaltyOrganisationUpdateBodySchema>;

export const PAYOUT_STATUSES = ['pending', 'paid'] as const;
export const PayoutStatusSchema = z.enum(PAYOUT_STATUSES);
export type PayoutStatus = z.infer<typeof PayoutStatusSchema>;

/** A statement in lists (its lines are a list of their own). */
export const RoyaltyStatementSchema = z.object({
  Id: z.number().int(),
  /** `RS-2025-01-000012`: the month and the statement's id. */
  Number: z.string(),
  OrganisationId: z.number().int(),
  OrganisationName: z.string(),
  Month: z.string(),
  PayeeKind: PayeeKindSchema,
  RoyaltyShareBp: z.number().int(),
  WithholdingRateBp: z.number().int(),
  SalesNetSatang: z.number().int(),
  RefundsNetSatang: z.number().int(),
  RoyaltySatang: z.number().int(),
  /**
   * The unpaid negative balance brought from the organisation's previous statement (≤ 0),
   * deducted before withholding tax (docs/royalties.md, "Carried forward").
   */
  CarriedInSatang: z.number().int(),
  /** Withheld on royalty + carried in, when that is above zero. */
  WithholdingSatang: z.number().int(),
  /** Royalty + carried in, less withholding tax; 0 when royalty + carried in is not above zero. */
  PayableSatang: z.number().int(),
  /** The negative balance passed on to the next statement (≤ 0): royalty + carried in when ≤ 0. */
  CarriedOutSatang: z.number().int(),
  LineCount: z.number().int(),
  IssuedAt: z.string(),
  IssuedBy: z.string().nullable(),
  /**
   * `none`: nothing to pay (nothing sold, or the refunds, this month's or brought forward,
   * outweigh the sales: see `CarriedOutSatang`).
   */
  PayoutStatus: z.enum(['pending', 'paid', 'none']),
  PaidAt: z.string().nullable(),
});
export type RoyaltyStatement = z.infer<typeof RoyaltyStatementSchema>;

export const RoyaltyStatementListQuerySchema = AdminListQuerySchema.extend({
  Month: MonthSchema.optional(),
  OrganisationId: IdSchema.optional(),
});

export const RoyaltyStatementLineSchema = z.object({
  Id: z.number().int(),
  Kind: z.enum(['sale', 'refund']),
  OccurredAt: z.string(),
  OrderNumber: z.string(),
  BookId: z.number().int(),
  BookName: z.string(),
  /** Net after coupon and VAT (negative on a refund line). */
  NetSatang: z.number().int(),
  RoyaltySatang: z.number().int(),
});
export type RoyaltyStatementLine = z.infer<typeof RoyaltyStatementLineSchema>;

export const RoyaltyStatementLineListQuerySchema = AdminListQuerySchema.extend({
  StatementId: IdSchema,
});

export const RoyaltyPayoutSchema = z.object({
  Id: z.number().int(),
  StatementId: z.number().int(),
  StatementNumber: z.string(),
  OrganisationId: z.number().int(),
  OrganisationName: z.string(),
  Month: z.string(),
  /** The statement's payable: royalty plus the negative balance brought in, less withholding tax. */
  AmountSatang: z.number().int(),
  Status: PayoutStatusSchema,
  /** Paid: the account it went to (as marked); pending: the organisation's payee details now. */
  BankCode: z.string().nullable(),
  AccountNumber: z.string().nullable(),
  AccountName: z.string().nullable(),
  /** The Bangkok day the money went (the 50 ทวิ certificate's date). */
  PaidOn: z.string().nullable(),
  PaidAt: z.string().nullable(),
  PaidBy: z.string().nullable(),
  BankReference: z.string().nullable(),
  /** The 50 ทวิ certificate's book and number, `2568/000001`, once paid. */
  CertificateNumber: z.string().nullable(),
  CreatedAt: z.string(),
});
export type RoyaltyPayout = z.infer<typeof RoyaltyPayoutSchema>;

/** A statement with its withholding rate's source and its payout. */
export const RoyaltyStatementDetailSchema = RoyaltyStatementSchema.extend({
  WithholdingRateSource: z.string().nullable(),
  Payout: RoyaltyPayoutSchema.nullable(),
});
export type RoyaltyStatementDetail = z.infer<typeof RoyaltyStatementDetailSchema>;

/** Issue a month: one organisation, or every organisation with sales or refunds that month. */
export const RoyaltyIssueBodySchema = z
  .object({
    Month: MonthSchema,
    OrganisationId: IdSchema.nullable().optional(),
  })
  .strict();
export type RoyaltyIssueBody = z.infer<typeof RoyaltyIssueBodySchema>;

export const RoyaltyIssueResultSchema = z.object({
  Month: z.string(),
  Statements: z.array(
    z.object({
      StatementId: z.number().int(),
      OrganisationId: z.number().int(),
      OrganisationName: z.string(),
      /** False when the month had been issued already (the statement is answered as it was). */
      Created: z.boolean(),
      PayableSatang: z.number().int(),
    }),
  ),
  /**
   * Issuing for every organisation: those left out because a later month of theirs is issued
   * already (a month earlier than an organisation's latest statement can no longer be issued).
   */
  Skipped: z.array(
    z.object({
      OrganisationId: z.number().int(),
      OrganisationName: z.string(),
      LatestMonth: z.string(),
    }),
  ),
});
export type RoyaltyIssueResult = z.infer<typeof RoyaltyIssueResultSchema>;

/** A document's language: the staff member's when left out. */
export const RoyaltyDocumentQuerySchema = z.object({ Locale: z.enum(['th', 'en']).optional() });

export const RoyaltyMarkPaidBodySchema = z
  .object({
    /** The bank's reference of the transfer. */
    BankReference: z.string().trim().min(1).max(60),
    /** The Bangkok day the money went; today when left out. */
    PaidOn: DaySchema.optional(),
  })
  .strict();
export type RoyaltyMarkPaidBody = z.infer<typeof RoyaltyMarkPaidBodySchema>;

export const RoyaltyPayoutListQuerySchema = AdminListQuerySchema.extend({
  Month: MonthSchema.optional(),
  Status: PayoutStatusSchema.optional(),
  OrganisationId: IdSchema.optional(),
});

export const BANK_FILE_FORMATS = ['generic', 'ktb'] as const;
export const BankFileFormatSchema = z.enum(BANK_FILE_FORMATS);
export type BankFileFormat = z.infer<typeof BankFileFormatSchema>;

/**
 * The bank-transfer file of a month's pending payouts (or of the ones named). `generic`: a CSV
 * (bank, account, name, amount, reference); `ktb`: Krungthai's fixed-width bulk credit file
 * (docs/royalties.md says what is assumed about it).
 */
export const RoyaltyBankFileQuerySchema = z.object({
  Month: MonthSchema,
  Format: BankFileFormatSchema.default('generic'),
  /** Comma-separated payout ids; all the month's pending payouts when left out. */
  PayoutIds: z
    .string()
    .trim()
    .regex(/^\d{1,10}(,\d{1,10})*$/)
    .max(4000)
    .optional(),
  /** The day the bank should transfer (`YYYY-MM-DD`); today in Bangkok when left out. */
  TransferDate: DaySchema.optional(),
});
export type RoyaltyBankFileQuery = z.infer<typeof RoyaltyBankFileQuerySchema>;

export const WithholdingRateSchema = z.object({
  Id: z.number().int(),
  PayeeKind: PayeeKindSchema,
  IncomeType: z.string(),
  RateBp: z.number().int(),
  EffectiveFrom: z.string(),
  Source: z.string(),
  CreatedAt: z.string(),
  /** How many issued statements used it (a used rate is never changed). */
  StatementCount: z.number().int(),
});
export type WithholdingRate = z.infer<typeof WithholdingRateSchema>;

/** A new rate from a day on, with where it comes from; rates are never edited. */
export const WithholdingRateCreateBodySchema = z
  .object({
    PayeeKind: PayeeKindSchema,
    RateBp: z.number().int().min(0).max(10_000),
    EffectiveFrom: DaySchema,
    Source: z.string().trim().min(10).max(2000),
  })
  .strict();
export type WithholdingRateCreateBody = z.infer<typeof WithholdingRateCreateBodySchema>;

const read = { access: 'staff', permission: 'reports.read' } as const;
const write = { access: 'staff', permission: 'finance.write' } as const;

export const ROYALTIES_ADMIN_ROUTES = {
  adminRoyaltyOrganisationList: adminRoute({
    service: 'admin',
    method: 'GET',
    path: '/admin/v1/royalties/organisations',
    ...read,
    query: AdminListQuerySchema,
    response: envelope(adminPage(RoyaltyOrganisationSchema)),
  }),
  adminRoyaltyOrganisationGet: adminRoute({
    service: 'admin',
    method: 'GET',
    path: '/admin/v1/royalties/organisations/:id',
    ...read,
    params: RoyaltyIdParamsSchema,
    response: envelope(RoyaltyOrganisationSchema),
  }),
  adminRoyaltyOrganisationUpdate: adminRoute({
    service: 'admin',
    method: 'PUT',
    path: '/admin/v1/royalties/organisations/:id',
    ...write,
    params: RoyaltyIdParamsSchema,
    body: RoyaltyOrganisationUpdateBodySchema,
    response: envelope(RoyaltyOrganisationSchema),
  }),
  adminRoyaltyStatementList: adminRoute({
    service: 'admin',
    method: 'GET',
    path: '/admin/v1/royalties/statements',
    ...read,
    query: RoyaltyStatementListQuerySchema,
    response: envelope(adminPage(RoyaltyStatementSchema)),
  }),
  adminRoyaltyStatementIssue: adminRoute({
    service: 'admin',
    method: 'POST',
    path: '/admin/v1/royalties/statements/issue',
    ...write,
    body: RoyaltyIssueBodySchema,
    response: envelope(RoyaltyIssueResultSchema),
  }),
  adminRoyaltyStatementGet: adminRoute({
    service: 'admin',
    method: 'GET',
    path: '/admin/v1/royalties/statements/:id',
    ...read,
    params: RoyaltyIdParamsSchema,
    response: envelope(RoyaltyStatementDetailSchema),
  }),
  adminRoyaltyStatementLineList: adminRoute({
    service: 'admin',
    method: 'GET',
    path: '/admin/v1/royalties/statement-lines',
    ...read,
    query: RoyaltyStatementLineListQuerySchema,
    response: envelope(adminPage(RoyaltyStatementLineSchema)),
  }),
  adminRoyaltyStatementPdf: adminRoute({
    service: 'admin',
    method: 'GET',
    path: '/admin/v1/royalties/statements/:id/statement.pdf',
    ...read,
    params: RoyaltyIdParamsSchema,
    query: RoyaltyDocumentQuerySchema,
    response: z.string(),
    file: true,
  }),
  adminRoyaltyStatementCsv: adminRoute({
    service: 'admin',
    method: 'GET',
    path: '/admin/v1/royalties/statements/:id/statement.csv',
    ...read,
    params: RoyaltyIdParamsSchema,
    query: RoyaltyDocumentQuerySchema,
    response: z.string(),
    file: true,
  }),
  /** The 50 ทวิ certificate of a paid statement (Thai, as the Revenue Department's form is). */
  adminRoyaltyCertificatePdf: adminRoute({
    service: 'admin',
    method: 'GET',
    path: '/admin/v1/royalties/statements/:id/certificate.pdf',
    ...read,
    params: RoyaltyIdParamsSchema,
    response: z.string(),
    file: true,
  }),
  /** Idempotent: a statement paid already answers its payout as it was. */
  adminRoyaltyStatementMarkPaid: adminRoute({
    service: 'admin',
    method: 'POST',
    path: '/admin/v1/royalties/statements/:id/paid',
    ...write,
    params: RoyaltyIdParamsSchema,
    body: RoyaltyMarkPaidBodySchema,
    response: envelope(RoyaltyPayoutSchema),
  }),
  adminRoyaltyPayoutList: adminRoute({
    service: 'admin',
    method: 'GET',
    path: '/admin/v1/royalties/payouts',
    ...read,
    query: RoyaltyPayoutListQuerySchema,
    response: envelope(adminPage(RoyaltyPayoutSchema)),
  }),
  adminRoyaltyBankFile: adminRoute({
    service: 'admin',
    method: 'GET',
    path: '/admin/v1/royalties/payouts/bank-file',
    ...write,
    query: RoyaltyBankFileQuerySchema,
    response: z.string(),
    file: true,
  }),
  adminWithholdingRateList: adminRoute({
    service: 'admin',
    method: 'GET',
    path: '/admin/v1/royalties/withholding-rates',
    ...read,
    query: AdminListQuerySchema,
    response: envelope(adminPage(WithholdingRateSchema)),
  }),
  adminWithholdingRateCreate: adminRoute({
    service: 'admin',
    method: 'POST',
    path: '/admin/v1/royalties/withholding-rates',
    ...write,
    body: WithholdingRateCreateBodySchema,
    response: envelope(WithholdingRateSchema),
  }),
} as const;
