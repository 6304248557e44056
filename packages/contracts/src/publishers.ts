import { z } from 'zod';
import { envelope } from './envelope.js';
import { isValidThaiTaxId } from './address.js';
import { EMAIL_MAX_LENGTH } from './customer.js';

/**
 * Publishers (spec §7 "Publisher", docs/publishers.md): the master data of the application form,
 * the application itself (`/vendor/apply`), and a reader's message to a publisher
 * (`/contact-publisher/{id}`).
 */

/** Where the storefront sends a publisher (CustomerInfo.PublisherRedirectUrl), without language. */
export const PUBLISHER_APPLY_PATH = '/vendor/apply';
export const publisherPagePath = (publisherId: number): string => `/vendor/${publisherId}`;

/** CustomerInfo.PublisherStatus: null when the customer never applied (docs/publishers.md). */
export const PUBLISHER_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export const PublisherStatusSchema = z.enum(PUBLISHER_STATUSES);
export type PublisherStatus = z.infer<typeof PublisherStatusSchema>;

/**
 * CustomerInfo's publisher fields from the customer's current application (its stored status
 * `pending`, `approved`, `rejected`, or none): the apply page while waiting or rejected, the
 * publisher's own page once approved (docs/publishers.md).
 */
export const publisherStandingOf = (
  status: string | null | undefined,
  publisherId: number | null | undefined,
): { PublisherStatus: PublisherStatus | null; PublisherRedirectUrl: string | null } => {
  if (status === 'approved')
    return {
      PublisherStatus: 'Approved',
      PublisherRedirectUrl:
        publisherId === null || publisherId === undefined
          ? PUBLISHER_APPLY_PATH
          : publisherPagePath(publisherId),
    };
  if (status === 'pending')
    return { PublisherStatus: 'Pending', PublisherRedirectUrl: PUBLISHER_APPLY_PATH };
  if (status === 'rejected')
    return { PublisherStatus: 'Rejected', PublisherRedirectUrl: PUBLISHER_APPLY_PATH };
  return { PublisherStatus: null, PublisherRedirectUrl: null };
};

export const PUBLISHER_ACCOUNT_TYPES = ['individual', 'company'] as const;
export type PublisherAccountType = (typeof PUBLISHER_ACCOUNT_TYPES)[number];

/** Limits of the application's fields (the columns of `publisher_applications`). */
export const PUBLISHER_LIMITS = {
  name: 200,
  email: EMAIL_MAX_LENGTH,
  phone: 20,
  address: 1000,
  website: 300,
  bankAccountName: 200,
  sampleTitles: 2000,
  message: 2000,
  bookKinds: 12,
  subject: 200,
  body: 5000,
} as const;

// GET /v2/publisher/getmasterbook
export const MasterItemSchema = z.object({ Code: z.string(), Name: z.string() });
export type MasterItem = z.infer<typeof MasterItemSchema>;
export const MasterBookSchema = z.object({
  /** The kinds of books a publisher may tick (at least one). */
  BookKinds: z.array(MasterItemSchema.extend({ Description: z.string() })),
  /** The e-book formats the store sells. */
  Formats: z.array(MasterItemSchema),
  /** How many titles the publisher expects to bring in its first year. */
  TitleBands: z.array(MasterItemSchema),
});
export type MasterBook = z.infer<typeof MasterBookSchema>;
export const MasterBookResponseSchema = envelope(MasterBookSchema);

// GET /v2/publisher/getmasteraccounttype
export const MasterAccountTypeSchema = z.object({
  AccountTypes: z.array(
    MasterItemSchema.extend({
      Description: z.string(),
      /** What this kind of applicant needs, one line each. */
      Requirements: z.array(z.string()),
      /** What the tax id field is called for this kind of applicant. */
      TaxIdLabel: z.string(),
    }),
  ),
  Banks: z.array(
    MasterItemSchema.extend({
      /** The short name Thai banks go by (KBANK, SCB…). */
      ShortName: z.string(),
      /** The numbers of digits an account of this bank has. */
      AccountNumberLengths: z.array(z.int()),
    }),
  ),
});
export type MasterAccountType = z.infer<typeof MasterAccountTypeSchema>;
export type MasterBank = MasterAccountType['Banks'][number];
export const MasterAccountTypeResponseSchema = envelope(MasterAccountTypeSchema);

// POST /v2/publisher/RegisterPublisher
const text = (max: number) => z.string().trim().max(max);
export const PublisherApplicationInputSchema = z
  .object({
    AccountType: z.string().max(20),
    /** The person's or company's name as on the tax registration. */
    LegalName: text(PUBLISHER_LIMITS.name),
    /** The name readers will see on the store. */
    PublisherName: text(PUBLISHER_LIMITS.name),
    /** 13 digits (dashes and spaces are ignored), check digit verified. */
    TaxId: z.string().max(30),
    ContactName: text(PUBLISHER_LIMITS.name),
    Email: text(PUBLISHER_LIMITS.email),
    Phone: z.string().max(30),
    Address: text(PUBLISHER_LIMITS.address),
    Website: text(PUBLISHER_LIMITS.website).optional().default(''),
    BankCode: z.string().max(10),
    BankAccountName: text(PUBLISHER_LIMITS.bankAccountName),
    /** Digits (dashes and spaces are ignored), as many as the bank's accounts have. */
    BankAccountNumber: z.string().max(30),
    BookKinds: z.array(z.string().max(40)).max(PUBLISHER_LIMITS.bookKinds),
    Formats: z.array(z.string().max(10)).max(5),
    ExpectedTitles: z.string().max(20),
    SampleTitles: text(PUBLISHER_LIMITS.sampleTitles).optional().default(''),
    Message: text(PUBLISHER_LIMITS.message).optional().default(''),
  })
  .strict();
export type PublisherApplicationInput = z.input<typeof PublisherApplicationInputSchema>;
export const RegisterPublisherBodySchema = z
  .object({ Data: PublisherApplicationInputSchema })
  .strict();
export type RegisterPublisherBody = z.infer<typeof RegisterPublisherBodySchema>;

/** The customer's own application, as the apply page shows it (bank account and tax id masked). */
export const PublisherApplicationSchema = z.object({
  Id: z.int(),
  Status: PublisherStatusSchema,
  SubmittedAt: z.iso.datetime({ offset: true }),
  DecidedAt: z.iso.datetime({ offset: true }).nullable(),
  /** Staff's note on a decision (why it was rejected, what to send next). */
  DecisionNote: z.string().nullable(),
  AccountType: z.enum(PUBLISHER_ACCOUNT_TYPES),
  LegalName: z.string(),
  PublisherName: z.string(),
  TaxIdMasked: z.string(),
  Email: z.string(),
  BankCode: z.string(),
  BankName: z.string(),
  BankAccountMasked: z.string(),
  BookKinds: z.array(MasterItemSchema),
  /** The publisher's page once approved. */
  PublisherId: z.int().nullable(),
  /** Where the storefront sends the customer (CustomerInfo.PublisherRedirectUrl). */
  RedirectUrl: z.string(),
  /** A rejected application may be followed by a new one. */
  CanApplyAgain: z.boolean(),
});
export type PublisherApplication = z.infer<typeof PublisherApplicationSchema>;
export const PublisherApplicationResponseSchema = envelope(
  z.object({ Status: PublisherStatusSchema, Application: PublisherApplicationSchema }),
);

// GET /v2/publisher/myapplication (our addition: the apply page's status)
export const MyPublisherApplicationResponseSchema = envelope(
  z.object({ Application: PublisherApplicationSchema.nullable() }),
);

// POST /v2/common/contactvendor
export const ContactVendorBodySchema = z
  .object({
    Data: z
      .object({
        PublisherId: z.coerce.number().int().min(1).max(2_147_483_647),
        /** A guest's name and e-mail; a signed-in customer's come from the account when left out. */
        Name: text(PUBLISHER_LIMITS.name).optional().default(''),
        Email: text(PUBLISHER_LIMITS.email).optional().default(''),
        Subject: text(PUBLISHER_LIMITS.subject),
        Message: text(PUBLISHER_LIMITS.body),
      })
      .strict(),
  })
  .strict();
export type ContactVendorBody = z.infer<typeof ContactVendorBodySchema>;
export const ContactVendorResponseSchema = envelope(
  z.object({
    /** What happens next, in the caller's language. */
    Message: z.string(),
    PublisherName: z.string(),
  }),
);

/** Only the digits of what was typed (`123-4-56789-0` -> `1234567890`). */
export const digitsOf = (value: string): string => value.replace(/[\s-]/g, '');

/**
 * A Thai phone number as stored: `0` and 9 or 10 digits (a landline `02…`, a mobile `08…`), typed
 * with spaces or dashes, or as `+66…`. Null when it is none.
 */
export const normalizeThaiPhone = (value: string): string | null => {
  const digits = value.trim().replace(/[\s-]/g, '');
  const local = digits.startsWith('+66') ? `0${digits.slice(3)}` : digits;
  if (/^0[689][0-9]{8}$/.test(local)) return local;
  if (/^0[2-7][0-9]{7}$/.test(local)) return local;
  return null;
};

/** An http(s) address: a host with a dot (Thai domains too), an optional port and path. */
const WEBSITE_PATTERN =
  /^https?:\/\/(?:[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}])?\.)+\p{L}[\p{L}\p{M}]+(?::[0-9]{1,5})?(?:[/?#]\S*)?$/iu;

/** An http(s) address as typed (trimmed), or null when it is none (`javascript:`, `ftp:`, no host). */
export const normalizeWebsite = (value: string): string | null => {
  const trimmed = value.trim();
  return WEBSITE_PATTERN.test(trimmed) ? trimmed : null;
};

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What can be wrong with one field of an application (the API words each in both languages). */
export type PublisherFieldProblem =
  | 'required'
  | 'accountType'
  | 'taxIdDigits'
  | 'taxIdCheckDigit'
  | 'taxIdCompany'
  | 'email'
  | 'phone'
  | 'website'
  | 'bank'
  | 'accountDigits'
  | 'accountLength'
  | 'bookKindsRequired'
  | 'bookKind'
  | 'formatsRequired'
  | 'format'
  | 'expectedTitles';

export type PublisherApplicationField = keyof z.output<typeof PublisherApplicationInputSchema>;
export type PublisherFieldIssue = {
  field: PublisherApplicationField;
  problem: PublisherFieldProblem;
  /** `lengths` for accountLength (e.g. "10" or "10, 12"). */
  params?: Record<string, string>;
};

/**
 * Every problem of an application, field by field, against the master data: the API's rule, and the
 * form's check before sending (the same function, so they cannot disagree).
 */
export const checkPublisherApplication = (
  input: z.output<typeof PublisherApplicationInputSchema>,
  master: {
    bookKinds: readonly string[];
    formats: readonly string[];
    titleBands: readonly string[];
    banks: readonly Pick<MasterBank, 'Code' | 'AccountNumberLengths'>[];
  },
): PublisherFieldIssue[] => {
  const issues: PublisherFieldIssue[] = [];
  const add = (
    field: PublisherApplicationField,
    problem: PublisherFieldProblem,
    params?: Record<string, string>,
  ) => issues.push({ field, problem, ...(params ? { params } : {}) });

  const isCompany = input.AccountType === 'company';
  if (!(PUBLISHER_ACCOUNT_TYPES as readonly string[]).includes(input.AccountType))
    add('AccountType', 'accountType');
  for (const field of [
    'LegalName',
    'PublisherName',
    'ContactName',
    'Address',
    'BankAccountName',
  ] as const) {
    if (input[field].trim() === '') add(field, 'required');
  }

  const taxId = digitsOf(input.TaxId);
  if (taxId === '') add('TaxId', 'required');
  else if (!/^[0-9]{13}$/.test(taxId)) add('TaxId', 'taxIdDigits');
  else if (!isValidThaiTaxId(taxId)) add('TaxId', 'taxIdCheckDigit');
  // A juristic person's number (a company's tax id) starts with 0; a Thai person's never does.
  else if (isCompany && !taxId.startsWith('0')) add('TaxId', 'taxIdCompany');

  if (input.Email.trim() === '') add('Email', 'required');
  else if (!EMAIL_PATTERN.test(input.Email.trim())) add('Email', 'email');

  if (input.Phone.trim() === '') add('Phone', 'required');
  else if (normalizeThaiPhone(input.Phone) === null) add('Phone', 'phone');

  if (input.Website.trim() !== '' && normalizeWebsite(input.Website) === null)
    add('Website', 'website');

  const bank = master.banks.find((candidate) => candidate.Code === input.BankCode);
  if (input.BankCode === '') add('BankCode', 'required');
  else if (!bank) add('BankCode', 'bank');
  const account = digitsOf(input.BankAccountNumber);
  if (account === '') add('BankAccountNumber', 'required');
  else if (!/^[0-9]+$/.test(account)) add('BankAccountNumber', 'accountDigits');
  else if (bank && !bank.AccountNumberLengths.includes(account.length))
    add('BankAccountNumber', 'accountLength', { lengths: bank.AccountNumberLengths.join(', ') });

  if (input.BookKinds.length === 0) add('BookKinds', 'bookKindsRequired');
  else if (input.BookKinds.some((kind) => !master.bookKinds.includes(kind)))
    add('BookKinds', 'bookKind');
  if (input.Formats.length === 0) add('Formats', 'formatsRequired');
  else if (input.Formats.some((format) => !master.formats.includes(format)))
    add('Formats', 'format');
  if (input.ExpectedTitles === '') add('ExpectedTitles', 'required');
  else if (!master.titleBands.includes(input.ExpectedTitles))
    add('ExpectedTitles', 'expectedTitles');
  return issues;
};

/**
 * The field a message of `ErrorList` is about: the API writes field problems as
 * `Data.<Field>: <message>` (as it writes every validation message), so a form shows each by its
 * field. Null for a message about the whole request.
 */
export const fieldOfErrorMessage = (message: string): { field: string; text: string } | null => {
  const match = /^Data\.([A-Za-z]+)(?:\.[0-9]+)?: (.+)$/s.exec(message);
  return match?.[1] && match[2] ? { field: match[1], text: match[2] } : null;
};
