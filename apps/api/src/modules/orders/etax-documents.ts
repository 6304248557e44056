import type { Locale } from '@nangsue/contracts';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import type { Database, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/deps.js';
import { contentKey, type FileStorage } from '../../lib/file-storage.js';
import type { JobDefinition, JobQueue } from '../../lib/jobs/job-queue.js';
import type { Mailer } from '../../lib/mail/mail.types.js';
import { orderNumberOf } from '../../lib/order-numbers.js';
import type { customerRepository } from '../accounts/index.js';
import { ensureSecret } from '../../lib/store-secrets.repository.js';
import {
  identityFromP12,
  makeDemoP12,
  renderEtaxPdf,
  type ReceiptSnapshot,
  type SigningIdentity,
} from '../receipts/index.js';
import type * as etaxRepository from './etax.repository.js';
import type { EtaxDocumentRow } from './etax.repository.js';
import type * as ordersRepository from './orders.repository.js';
import type { ReceiptRow } from './orders.repository.js';

/** The jobs of e-Tax documents: issue one after a sale, e-mail one once issued. */
export const ETAX_JOBS = {
  issue: 'etax.issue',
  mail: 'mail.etax',
} as const;

/** The demo certificate's PKCS#12 in store_secrets, and the password it is sealed with. */
const DEMO_SECRET = 'etax-demo-signing-p12';
const DEMO_PASSWORD = 'nangsue-demo-etax';

export type EtaxSettings = {
  enabled: boolean;
  /** A PKCS#12 file and its password; unset: the demo certificate. */
  p12Path?: string;
  p12Password: string;
  /** Copy each e-Tax e-mail to the Revenue Department's e-Tax Invoice by Email address. */
  revenueCopy: boolean;
  sellerName: string;
  sellerTaxId: string;
};

/** A full tax invoice that is still the order's live sale document has an e-Tax Invoice. */
export const hasEtax = (receipt: ReceiptRow): boolean =>
  receipt.kind === 'full' && receipt.voidedAt === null;

/** The stored bytes of an issued document. */
const storedBytes = async (
  storage: Pick<FileStorage, 'get'>,
  document: EtaxDocumentRow,
): Promise<Buffer> => {
  const file = await storage.get(document.fileKey);
  if (!file) throw new Error(`e-Tax file ${document.fileKey} is missing from the storage`);
  return file.data;
};

/**
 * e-Tax Invoice & e-Receipt (docs/receipts.md "e-Tax Invoice"): a full tax invoice's signed
 * PDF/A-3, issued once per receipt under the receipt's row lock, stored content-addressed in the
 * file storage and served as stored afterwards; the e-mail job that sends it to the buyer is
 * written in the same transaction.
 */
export const createEtaxDocuments = ({
  db,
  storage,
  jobs,
  clock,
  settings,
  repository,
  orders,
}: {
  db: Database;
  storage: FileStorage;
  jobs: Pick<JobQueue, 'send'>;
  clock: Clock;
  settings: EtaxSettings;
  repository: typeof etaxRepository;
  orders: Pick<typeof ordersRepository, 'findCustomerReceipt'>;
}) => {
  let identity: Promise<SigningIdentity> | undefined;
  const signingIdentity = (): Promise<SigningIdentity> => {
    identity ??= (async () => {
      if (settings.p12Path)
        return identityFromP12(await fs.readFile(settings.p12Path), settings.p12Password);
      const candidate = makeDemoP12({
        sellerName: settings.sellerName,
        taxId: settings.sellerTaxId,
        password: DEMO_PASSWORD,
        now: clock.now(),
      }).toString('base64');
      // Every process signs with the same demo certificate: the first one made is kept.
      const kept = await ensureSecret(db, DEMO_SECRET, candidate);
      return identityFromP12(Buffer.from(kept, 'base64'), DEMO_PASSWORD);
    })().catch((error: unknown) => {
      identity = undefined;
      throw error;
    });
    return identity;
  };

  /** The receipt's e-Tax document, issued now if it has none (idempotent; one per receipt). */
  const issue = async (receiptId: number): Promise<EtaxDocumentRow | undefined> => {
    if (!settings.enabled) return undefined;
    const existing = await repository.findEtaxDocument(db, receiptId);
    if (existing) return existing;
    const signer = await signingIdentity();
    return db.transaction(async (tx) => {
      const receipt = await repository.lockReceipt(tx, receiptId);
      if (!receipt || !hasEtax(receipt)) return undefined;
      // A second request waited for the lock: the first one's document is the one.
      const issued = await repository.findEtaxDocument(tx, receiptId);
      if (issued) return issued;
      const issuedAt = clock.now();
      const { pdf } = await renderEtaxPdf(receipt.snapshot as ReceiptSnapshot, signer, issuedAt);
      const fileKey = contentKey('etax', pdf, '.pdf');
      await storage.put(fileKey, pdf);
      const row = await repository.insertEtaxDocument(tx, {
        receiptId,
        fileKey,
        sha256: createHash('sha256').update(pdf).digest('hex'),
        sizeBytes: pdf.length,
        issuedAt,
        revenueCopy: settings.revenueCopy,
      });
      await jobs.send(ETAX_JOBS.mail, { receiptId }, { tx });
      return row;
    });
  };

  /** Which receipts have (or will have) an e-Tax Invoice: live full tax invoices, when on. */
  const offers = (receipt: ReceiptRow): boolean => settings.enabled && hasEtax(receipt);

  return {
    enabled: settings.enabled,
    issue,
    /** Written in the sale's transaction when a full tax invoice is issued (the AP change). */
    async afterIssue(tx: DbOrTx, receipt: ReceiptRow): Promise<void> {
      if (offers(receipt)) await jobs.send(ETAX_JOBS.issue, { receiptId: receipt.id }, { tx });
    },
    /** The customer's own e-Tax Invoice (issued on the first ask if the job has not yet). */
    async customerPdf(
      customerId: number,
      number: string,
    ): Promise<{ number: string; pdf: Buffer }> {
      const receipt = await orders.findCustomerReceipt(db, { customerId, number });
      if (!receipt || !offers(receipt))
        throw new AppError('NOT_FOUND', { message: 'receipts.notFound' });
      const document = await issue(receipt.id);
      if (!document) throw new AppError('NOT_FOUND', { message: 'receipts.notFound' });
      return { number: receipt.number, pdf: await storedBytes(storage, document) };
    },
    /** Which of these receipts have (or will have) an e-Tax Invoice, for the order page. */
    offers,
  };
};

export type EtaxDocuments = ReturnType<typeof createEtaxDocuments>;

/**
 * The job that e-mails an issued e-Tax Invoice to the buyer (written with the document, in its
 * transaction): the signed PDF as stored, attached, in the language of the sale; copied to the
 * Revenue Department's e-Tax Invoice by Email address when the document was issued with that on.
 */
export const createEtaxMailJob = ({
  db,
  mailer,
  storefrontUrl,
  revenueAddress,
  storage,
  repository,
  orders,
  customers,
}: {
  db: DbOrTx;
  mailer: Mailer;
  storefrontUrl: string;
  revenueAddress: string;
  storage: Pick<FileStorage, 'get'>;
  repository: Pick<typeof etaxRepository, 'findEtaxDocument' | 'findReceiptById'>;
  orders: Pick<typeof ordersRepository, 'findOrderById'>;
  customers: Pick<typeof customerRepository, 'findCustomerById'>;
}): JobDefinition => ({
  retryLimit: 8,
  retryDelaySeconds: 30,
  handler: async (data, job) => {
    const { receiptId } = data as { receiptId: number };
    const [document, receipt] = await Promise.all([
      repository.findEtaxDocument(db, receiptId),
      repository.findReceiptById(db, receiptId),
    ]);
    if (!document || !receipt) return;
    const order = await orders.findOrderById(db, receipt.orderId);
    const customer = order && (await customers.findCustomerById(db, order.customerId));
    if (!order || !customer?.email) return;
    const pdf = await storedBytes(storage, document);
    const locale: Locale = order.locale === 'en' ? 'en' : 'th';
    const base = `${storefrontUrl}${locale === 'en' ? '/en' : ''}`;
    await mailer.sendAccountEmail({
      deliveryKey: job.id,
      to: customer.email,
      locale,
      name: customer.firstName || customer.email,
      ...(document.revenueCopy ? { cc: [revenueAddress] } : {}),
      attachments: [
        { filename: `${receipt.number}.pdf`, contentType: 'application/pdf', content: pdf },
      ],
      email: {
        template: 'order-etax-invoice',
        orderNumber: orderNumberOf(order.id),
        receiptNumber: receipt.number,
        receiptLink: `${storefrontUrl}/receipts/${encodeURIComponent(receipt.number)}/etax`,
        orderLink: `${base}/orderdetails/${order.id}`,
      },
    });
  },
});
