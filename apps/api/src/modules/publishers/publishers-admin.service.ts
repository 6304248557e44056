import { PUBLISHER_APPLY_PATH, type Locale } from '@nangsue/contracts';
import type { AdminPublisherApplication } from '@nangsue/contracts/admin';
import type { Database, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { createWithTransaction, type WithTransaction } from '../../lib/deps.js';
import { translate } from '../../lib/messages.js';
import type { AccountMail } from '../accounts/index.js';
import { nameSearchText, type catalogWriteRepository } from '../catalog-import/index.js';
import type { Audit, StaffActor } from '../staff/index.js';
import type * as adminRepository from './publishers-admin.repository.js';
import type { ApplicationStatus } from './publishers-admin.repository.js';

type ApplicationView = NonNullable<Awaited<ReturnType<typeof adminRepository.findApplicationView>>>;

export type PublishersAdminServiceDeps = {
  db: Database;
  audit: Audit;
  mail: Pick<AccountMail, 'send'>;
  storefrontUrl: string;
  /** The publisher portal's address (`<ADMIN_URL>/portal`), for the approval e-mail. */
  portalUrl: string;
  repository: Pick<
    typeof adminRepository,
    | 'decideApplication'
    | 'findApplicationPage'
    | 'findApplicationView'
    | 'insertOrganisation'
    | 'findOrganisationByCatalogPublisher'
    | 'lockCatalogPublisher'
    | 'setApplicationPublisher'
    | 'insertMember'
  >;
  /** The catalog's writer: finds or makes the catalog publisher of an approved organisation. */
  catalogWrite: Pick<typeof catalogWriteRepository, 'ensureNamed' | 'nameKey'>;
  withTransaction?: WithTransaction;
};

const present = (row: ApplicationView): AdminPublisherApplication => {
  const application = row.application;
  return {
    Id: application.id,
    Status: application.status,
    CustomerId: application.customerId,
    CustomerEmail: row.customerEmail,
    AccountType: application.accountType,
    LegalName: application.legalName,
    PublisherName: application.publisherName,
    TaxId: application.taxId,
    ContactName: application.contactName,
    Email: application.email,
    Phone: application.phone,
    Address: application.address,
    Website: application.website,
    BankCode: application.bankCode,
    BankAccountName: application.bankAccountName,
    BankAccountNumber: application.bankAccountNumber,
    BookKinds: application.bookKinds,
    Formats: application.formats,
    ExpectedTitles: application.expectedTitles,
    SampleTitles: application.sampleTitles,
    Message: application.message,
    Language: application.locale,
    CreatedAt: application.createdAt.toISOString(),
    DecidedAt: application.decidedAt?.toISOString() ?? null,
    DecisionNote: application.decisionNote,
    OrganisationId: row.organisationId,
    DecidedBy: row.decidedBy,
  };
};

/** What the audit log keeps of a decision (never the bank account). */
const auditView = (row: {
  status: string;
  decisionNote: string | null;
  publisherName: string;
}) => ({
  status: row.status,
  publisherName: row.publisherName,
  decisionNote: row.decisionNote,
});

const localeOf = (value: string): Locale => (value === 'en' ? 'en' : 'th');

/**
 * Publisher applications in the back office (docs/publishers.md, "Staff decide"): staff approve
 * (an organisation row is made for the publisher portal) or reject with a reason. A decision takes
 * only a waiting application, in one conditional update, so two decisions at once leave exactly one;
 * the audit entry and the applicant's e-mail (a job, in the applicant's language) are written in
 * the same transaction.
 */
export const createPublishersAdminService = ({
  db,
  audit,
  mail,
  storefrontUrl,
  portalUrl,
  repository,
  catalogWrite,
  withTransaction = createWithTransaction(db),
}: PublishersAdminServiceDeps) => {
  const applyLink = (locale: Locale) =>
    `${storefrontUrl}${locale === 'en' ? '/en' : ''}${PUBLISHER_APPLY_PATH}`;

  /**
   * The catalog publisher whose books the new organisation gets (ADR 0019): the one the
   * application was linked to, else the one named exactly like the publisher (both names), made
   * when missing, as the ONIX import does. A catalog publisher belongs to one organisation.
   */
  const catalogPublisherOf = async (
    tx: DbOrTx,
    application: { publisherId: number | null; publisherName: string },
  ): Promise<number> => {
    let publisherId = application.publisherId;
    if (publisherId === null) {
      const name = { nameTh: application.publisherName, nameEn: application.publisherName };
      const ids = await catalogWrite.ensureNamed(tx, 'publishers', [
        {
          ...name,
          searchText: nameSearchText({
            th: application.publisherName,
            en: application.publisherName,
          }),
        },
      ]);
      publisherId = ids.get(catalogWrite.nameKey(name)) ?? null;
      if (publisherId === null) throw new Error('ensureNamed returned no publisher id');
    }
    await repository.lockCatalogPublisher(tx, publisherId);
    if (await repository.findOrganisationByCatalogPublisher(tx, publisherId)) {
      throw new AppError('CONFLICT', {
        message: 'publishers.admin.catalogPublisherTaken',
        params: { name: application.publisherName },
      });
    }
    return publisherId;
  };

  const load = async (id: number): Promise<ApplicationView> => {
    const row = await repository.findApplicationView(db, id);
    if (!row) throw new AppError('NOT_FOUND', { message: 'publishers.admin.notFound' });
    return row;
  };

  const decide = async (
    actor: StaffActor,
    id: number,
    decision: { status: 'approved' | 'rejected'; note: string | null },
    locale: Locale,
  ): Promise<AdminPublisherApplication> => {
    await withTransaction(async (tx) => {
      const decided = await repository.decideApplication(tx, id, {
        ...decision,
        staffId: actor.staffId,
      });
      if (!decided) {
        const current = await repository.findApplicationView(tx, id);
        if (!current) throw new AppError('NOT_FOUND', { message: 'publishers.admin.notFound' });
        throw new AppError('CONFLICT', {
          message: 'publishers.admin.alreadyDecided',
          params: {
            status: translate(locale, `publishers.admin.status.${current.application.status}`),
          },
        });
      }
      const applicantLocale = localeOf(decided.locale);
      let organisationId: number | null = null;
      if (decision.status === 'approved') {
        const catalogPublisherId = await catalogPublisherOf(tx, decided);
        const organisation = await repository.insertOrganisation(tx, {
          applicationId: decided.id,
          name: decided.publisherName,
          legalName: decided.legalName,
          taxId: decided.taxId,
          ownerCustomerId: decided.customerId,
          approvedByStaffId: actor.staffId,
          catalogPublisherId,
          payeeKind: decided.accountType,
        });
        organisationId = organisation.id;
        await repository.setApplicationPublisher(tx, decided.id, catalogPublisherId);
        await repository.insertMember(tx, {
          organisationId: organisation.id,
          customerId: decided.customerId,
          role: 'owner',
        });
        await mail.send(
          {
            to: decided.email,
            locale: applicantLocale,
            name: decided.contactName,
            email: {
              template: 'publisher-application-approved',
              publisherName: decided.publisherName,
              applyLink: applyLink(applicantLocale),
              portalLink: portalUrl,
            },
          },
          tx,
        );
      } else {
        await mail.send(
          {
            to: decided.email,
            locale: applicantLocale,
            name: decided.contactName,
            email: {
              template: 'publisher-application-rejected',
              publisherName: decided.publisherName,
              reason: decision.note ?? '',
              applyLink: applyLink(applicantLocale),
            },
          },
          tx,
        );
      }
      await audit.record(tx, actor, {
        action:
          decision.status === 'approved'
            ? 'publisher_application.approve'
            : 'publisher_application.reject',
        entityType: 'publisher_application',
        entityId: decided.id,
        before: { status: 'pending' },
        after: { ...auditView(decided), organisationId },
        reason: decision.note,
      });
    });
    return present(await load(id));
  };

  return {
    async list(query: {
      Page: number;
      PageSize: number;
      Order: 'ASC' | 'DESC';
      Q?: string | undefined;
      Status?: ApplicationStatus | undefined;
    }) {
      const rows = await repository.findApplicationPage(
        db,
        {
          ...(query.Q ? { text: query.Q } : {}),
          ...(query.Status ? { status: query.Status } : {}),
          descending: query.Order === 'DESC',
        },
        query.PageSize + 1,
        (query.Page - 1) * query.PageSize,
      );
      return {
        Items: rows.slice(0, query.PageSize).map(present),
        Page: query.Page,
        PageSize: query.PageSize,
        HasNextPage: rows.length > query.PageSize,
      };
    },

    async get(id: number): Promise<AdminPublisherApplication> {
      return present(await load(id));
    },

    approve: (actor: StaffActor, id: number, note: string | null | undefined, locale: Locale) =>
      decide(actor, id, { status: 'approved', note: note?.trim() || null }, locale),

    reject: (actor: StaffActor, id: number, reason: string, locale: Locale) =>
      decide(actor, id, { status: 'rejected', note: reason.trim() }, locale),
  };
};

export type PublishersAdminService = ReturnType<typeof createPublishersAdminService>;
