import {
  checkPublisherApplication,
  digitsOf,
  normalizeThaiPhone,
  normalizeWebsite,
  PUBLISHER_APPLY_PATH,
  publisherPagePath,
  publisherStandingOf,
  type ContactVendorBody,
  type Locale,
  type MasterAccountType,
  type MasterBook,
  type PublisherApplication,
  type PublisherFieldIssue,
  type PublisherStatus,
  type RegisterPublisherBody,
} from '@nangsue/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { createWithTransaction, type CustomerLock, type WithTransaction } from '../../lib/deps.js';
import type { SendAccountEmail } from '../../lib/mail/mail.types.js';
import { translate, type MessageKey } from '../../lib/messages.js';
import type { AccountMail } from '../accounts/index.js';
import type { AuthThrottleService } from '../accounts/index.js';
import {
  ACCOUNT_TYPES,
  BANKS,
  BOOK_FORMATS,
  BOOK_KINDS,
  MASTER_CODES,
  masterAccountTypeOf,
  masterBookOf,
  TITLE_BANDS,
} from './publishers.master-data.js';
import type * as publishersRepository from './publishers.repository.js';
import type { ApplicationRecord, ApplicationStatus } from './publishers.repository.js';

type Caller = { customerId: number; ip: string; locale: Locale };
type Visitor = { customerId: number | null; ip: string; locale: Locale };

const STATUS_OF: Record<ApplicationStatus, PublisherStatus> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** `0123456789` -> `******6789`: bank accounts and tax ids never leave the API whole. */
export const maskDigits = (value: string): string =>
  `${'*'.repeat(Math.max(value.length - 4, 0))}${value.slice(-4)}`;

/** One message per bad field, `Data.<Field>: …` like every validation message of the API. */
const fieldMessages = (locale: Locale, issues: readonly PublisherFieldIssue[]): string[] =>
  issues.map(({ field, problem, params }) => {
    const label = translate(locale, `publishers.label.${field}` as MessageKey);
    return `Data.${field}: ${translate(locale, `publishers.problem.${problem}` as MessageKey, {
      label,
      ...params,
    })}`;
  });

const invalidFields = (locale: Locale, issues: readonly PublisherFieldIssue[]): AppError =>
  new AppError('VALIDATION_FAILED', { messages: fieldMessages(locale, issues) });

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type PublishersServiceDeps = {
  db: Database;
  mail: Pick<AccountMail, 'send'>;
  throttle: Pick<AuthThrottleService, 'consume'>;
  staffEmail: string;
  storefrontUrl: string;
  repository: Pick<
    typeof publishersRepository,
    | 'findCurrentApplication'
    | 'findCustomerContact'
    | 'findOpenApplication'
    | 'findPublisher'
    | 'insertApplication'
    | 'insertPublisherMessage'
  >;
  customers: CustomerLock;
  withTransaction?: WithTransaction;
};

/**
 * Publishers (docs/publishers.md): the master data of the application form, a customer's
 * application (one waiting or approved at a time; staff are told by e-mail) and readers' messages
 * to a publisher (stored, e-mailed with the reader as reply-to, throttled).
 */
export const createPublishersService = ({
  db,
  mail,
  throttle,
  staffEmail,
  storefrontUrl,
  repository,
  customers,
  withTransaction = createWithTransaction(db),
}: PublishersServiceDeps) => {
  const storePage = (locale: Locale, path: string) =>
    `${storefrontUrl}${locale === 'en' ? '/en' : ''}${path}`;

  const toApplication = (locale: Locale, record: ApplicationRecord): PublisherApplication => ({
    Id: record.id,
    Status: STATUS_OF[record.status],
    SubmittedAt: record.createdAt.toISOString(),
    DecidedAt: record.decidedAt?.toISOString() ?? null,
    DecisionNote: record.decisionNote,
    AccountType: record.accountType,
    LegalName: record.legalName,
    PublisherName: record.publisherName,
    TaxIdMasked: maskDigits(record.taxId),
    Email: record.email,
    BankCode: record.bankCode,
    BankName: BANKS[record.bankCode]?.[locale] ?? record.bankCode,
    BankAccountMasked: maskDigits(record.bankAccountNumber),
    BookKinds: record.bookKinds.map((code) => ({
      Code: code,
      Name: BOOK_KINDS[code]?.[locale] ?? code,
    })),
    PublisherId: record.publisherId,
    RedirectUrl:
      publisherStandingOf(record.status, record.publisherId).PublisherRedirectUrl ??
      PUBLISHER_APPLY_PATH,
    CanApplyAgain: record.status === 'rejected',
  });

  /** Staff's summary of an application: in Thai, the bank account and tax id masked. */
  const staffDetails = (record: ApplicationRecord): string => {
    const none = translate('th', 'publishers.none');
    return translate('th', 'publishers.staff.details', {
      publisherName: record.publisherName,
      legalName: record.legalName,
      accountType: ACCOUNT_TYPES[record.accountType].th,
      taxId: maskDigits(record.taxId),
      contactName: record.contactName,
      email: record.email,
      phone: record.phone,
      address: record.address,
      website: record.website ?? none,
      bank: BANKS[record.bankCode]?.th ?? record.bankCode,
      account: maskDigits(record.bankAccountNumber),
      accountName: record.bankAccountName,
      kinds: record.bookKinds.map((code) => BOOK_KINDS[code]?.th ?? code).join(', '),
      formats: record.formats.map((code) => BOOK_FORMATS[code]?.th ?? code).join(', '),
      titles: record.expectedTitles
        ? (TITLE_BANDS[record.expectedTitles]?.th ?? record.expectedTitles)
        : none,
      samples: record.sampleTitles || none,
      message: record.message || none,
      applicationId: record.id,
      customerId: record.customerId,
    });
  };

  return {
    /** GET /v2/publisher/getmasterbook. */
    masterBook: (locale: Locale): MasterBook => masterBookOf(locale),

    /** GET /v2/publisher/getmasteraccounttype. */
    masterAccountType: (locale: Locale): MasterAccountType => masterAccountTypeOf(locale),

    /** GET /v2/publisher/myapplication: the customer's current application, or null. */
    async myApplication(caller: Caller): Promise<PublisherApplication | null> {
      const record = await repository.findCurrentApplication(db, caller.customerId);
      return record ? toApplication(caller.locale, record) : null;
    },

    /**
     * POST /v2/publisher/RegisterPublisher: every field checked against the master data (all bad
     * fields at once), then, with the customer locked, refused while a waiting or approved
     * application exists; else written with the applicant's acknowledgment and staff's notice.
     */
    async register(
      caller: Caller,
      input: RegisterPublisherBody['Data'],
    ): Promise<{ Status: PublisherStatus; Application: PublisherApplication }> {
      const issues = checkPublisherApplication(input, MASTER_CODES);
      const bankName = BANKS[input.BankCode]?.[caller.locale] ?? '';
      if (issues.length > 0)
        throw invalidFields(
          caller.locale,
          issues.map((issue) =>
            issue.problem === 'accountLength'
              ? { ...issue, params: { ...issue.params, bank: bankName } }
              : issue,
          ),
        );

      const open = await repository.findOpenApplication(db, caller.customerId);
      if (open) throw alreadyApplied(open.status);
      await throttle.consume(
        [
          {
            rule: 'publisherApplyCustomer',
            subject: { kind: 'customer', customerId: caller.customerId },
          },
          { rule: 'publisherApplyIp', subject: { kind: 'ip', ip: caller.ip } },
        ],
        'publishers.apply.tooMany',
      );

      const record = await withTransaction(async (tx) => {
        await customers.lockCustomer(tx, caller.customerId);
        const existing = await repository.findOpenApplication(tx, caller.customerId);
        if (existing) throw alreadyApplied(existing.status);
        const created = await repository.insertApplication(tx, {
          customerId: caller.customerId,
          accountType: input.AccountType === 'company' ? 'company' : 'individual',
          legalName: input.LegalName,
          publisherName: input.PublisherName,
          taxId: digitsOf(input.TaxId),
          contactName: input.ContactName,
          email: input.Email.trim(),
          phone: normalizeThaiPhone(input.Phone) ?? input.Phone.trim(),
          address: input.Address,
          website: input.Website === '' ? null : normalizeWebsite(input.Website),
          bankCode: input.BankCode,
          bankAccountName: input.BankAccountName,
          bankAccountNumber: digitsOf(input.BankAccountNumber),
          bookKinds: [...new Set(input.BookKinds)],
          formats: [...new Set(input.Formats)],
          expectedTitles: input.ExpectedTitles,
          sampleTitles: input.SampleTitles,
          message: input.Message,
          locale: caller.locale,
        });
        if (!created) throw alreadyApplied('pending');

        const acknowledgment: SendAccountEmail = {
          to: created.email,
          locale: caller.locale,
          name: created.contactName,
          email: {
            template: 'publisher-application-received',
            publisherName: created.publisherName,
            applyLink: storePage(caller.locale, PUBLISHER_APPLY_PATH),
          },
        };
        const notice: SendAccountEmail = {
          to: staffEmail,
          locale: 'th',
          name: translate('th', 'publishers.staff.greeting'),
          replyTo: created.email,
          email: {
            template: 'publisher-application-staff',
            publisherName: created.publisherName,
            details: staffDetails(created),
          },
        };
        await mail.send(acknowledgment, tx);
        await mail.send(notice, tx);
        return created;
      });
      return {
        Status: STATUS_OF[record.status],
        Application: toApplication(caller.locale, record),
      };
    },

    /**
     * POST /v2/common/contactvendor: a reader's message to a publisher, stored and e-mailed to the
     * publisher's address (staff's when it has none) with the reader as reply-to, in one
     * transaction. A signed-in reader's name and e-mail come from the account when left out.
     */
    async contactVendor(
      visitor: Visitor,
      input: ContactVendorBody['Data'],
    ): Promise<{ Message: string; PublisherName: string }> {
      const publisher = await repository.findPublisher(db, input.PublisherId);
      if (!publisher) throw new AppError('NOT_FOUND', { message: 'catalog.publisherNotFound' });
      const publisherName = visitor.locale === 'en' ? publisher.nameEn : publisher.nameTh;

      const account =
        visitor.customerId === null
          ? undefined
          : await repository.findCustomerContact(db, visitor.customerId);
      const name =
        input.Name || [account?.firstName, account?.lastName].filter(Boolean).join(' ').trim();
      const email = input.Email || account?.email || '';

      const issues: PublisherFieldIssue[] = [];
      const problem = (field: string, key: 'required' | 'email') =>
        issues.push({ field: field as PublisherFieldIssue['field'], problem: key });
      if (name === '') problem('Name', 'required');
      if (email === '') problem('Email', 'required');
      else if (!EMAIL_PATTERN.test(email)) problem('Email', 'email');
      if (input.Subject === '') problem('Subject', 'required');
      if (input.Message === '') problem('Message', 'required');
      if (issues.length > 0) throw invalidFields(visitor.locale, issues);

      await throttle.consume(
        [
          { rule: 'publisherContactIp', subject: { kind: 'ip', ip: visitor.ip } },
          {
            rule: 'publisherContactEmail',
            subject: { kind: 'account', emailKey: email.normalize('NFC').toLowerCase() },
          },
        ],
        'publishers.contact.tooMany',
      );

      await withTransaction(async (tx) => {
        await repository.insertPublisherMessage(tx, {
          publisherId: publisher.id,
          customerId: visitor.customerId,
          name,
          email,
          subject: input.Subject,
          body: input.Message,
          locale: visitor.locale,
          ip: visitor.ip.slice(0, 64),
        });
        await mail.send(
          {
            to: publisher.email ?? staffEmail,
            locale: visitor.locale,
            name: publisherName,
            replyTo: email,
            email: {
              template: 'publisher-message',
              publisherName,
              senderName: name,
              senderEmail: email,
              subject: input.Subject,
              body: input.Message,
              publisherLink: storePage(visitor.locale, publisherPagePath(publisher.id)),
            },
          },
          tx,
        );
      });
      return {
        Message: translate(visitor.locale, 'publishers.contact.sent', {
          publisher: publisherName,
          email,
        }),
        PublisherName: publisherName,
      };
    },
  };
};

const alreadyApplied = (status: ApplicationStatus): AppError =>
  new AppError('CONFLICT', {
    message: status === 'approved' ? 'publishers.apply.approved' : 'publishers.apply.pending',
  });

export type PublishersService = ReturnType<typeof createPublishersService>;
