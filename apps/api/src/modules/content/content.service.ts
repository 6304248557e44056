import { randomInt } from 'node:crypto';
import {
  CONTACT_LIMITS,
  CONTACT_TOPICS,
  CONTENT_KEY_PATTERN,
  DEFAULT_LOCALE,
  isContentGroup,
  type ContactForm,
  type ContactTopic,
  type ContactUsFields,
  type ContactUsResult,
  type ContentPage,
  type Locale,
} from '@nangsue/contracts';
import type { Database, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { CatalogCache } from '../../lib/catalog-cache.js';
import { createWithTransaction, type WithTransaction } from '../../lib/deps.js';
import type { SendAccountEmail } from '../../lib/mail/mail.types.js';
import { translate, type MessageKey } from '../../lib/messages.js';
import type { AuthThrottleService } from '../accounts/index.js';
import { orderNumberOf } from '../../lib/order-numbers.js';
import type * as contentRepository from './content.repository.js';

/** Content answers are the same for everyone: kept this long (a re-seed moves the version). */
const PAGE_TTL_SECONDS = 600;
/** How many of a reader's latest orders the form offers. */
const RECENT_ORDERS = 10;
/** References: `C-` and six symbols without look-alikes (0/O, 1/I/L): 32^6, about a billion. */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const REFERENCE_ATTEMPTS = 8;

export const makeContactReference = (): string =>
  `C-${Array.from({ length: 6 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('')}`;

type Caller = { customerId: number | null; ip: string; locale: Locale };

type ContentServiceDeps = {
  db: Database;
  cache: Pick<CatalogCache, 'wrap'>;
  /** E-mails as jobs, written in the transaction of the message (accounts' mail queue). */
  mail: { send(params: SendAccountEmail, tx?: DbOrTx): Promise<void> };
  throttle: Pick<AuthThrottleService, 'consume'>;
  /** Where contact-us messages go (env.STAFF_EMAIL). */
  staffEmail: string;
  storefrontUrl: string;
  pages: Pick<
    typeof contentRepository,
    | 'findCustomerContact'
    | 'findGroupPages'
    | 'findPage'
    | 'findRecentOrderIds'
    | 'insertContactMessage'
  >;
  withTransaction?: WithTransaction;
  /** Draws a reference; a test passes one that repeats itself. */
  makeReference?: () => string;
};

/** A contact topic's name in a language (the form's choices and the back office's inbox). */
export const topicLabel = (locale: Locale, topic: ContactTopic): string =>
  translate(locale, `content.topic.${topic}` as MessageKey);

const notFound = () => new AppError('NOT_FOUND', { message: 'content.pageNotFound' });

/**
 * Content pages (read, cached like the catalog: the same for every visitor) and the contact-us
 * form: its topics and a signed-in reader's details, and the message itself, stored with a short
 * reference and e-mailed to staff (reply-to the sender) and back to the sender as jobs written in
 * the same transaction, throttled per visitor address and per sender e-mail (docs/content.md).
 */
export const createContentService = ({
  db,
  cache,
  mail,
  throttle,
  staffEmail,
  storefrontUrl,
  pages,
  withTransaction = createWithTransaction(db),
  makeReference = makeContactReference,
}: ContentServiceDeps) => ({
  /** GET /v2/common/dynamic-content/{group}/{key}: a page and its group's pages, or 404. */
  async getPage(locale: Locale, group: string, key: string): Promise<ContentPage> {
    if (!isContentGroup(group) || !CONTENT_KEY_PATTERN.test(key)) throw notFound();
    const page = await cache.wrap<ContentPage | null>(
      `content:page:${locale}:${group}:${key}`,
      PAGE_TTL_SECONDS,
      async () => {
        const row = await pages.findPage(db, { group, key, locale });
        if (!row) return null;
        const links = await pages.findGroupPages(db, { group, locale });
        return {
          Group: group,
          Key: row.key,
          Title: row.title,
          Summary: row.summary,
          BodyMarkdown: row.bodyMarkdown,
          UpdatedOn: row.updatedAt.toISOString(),
          Pages: links.map((link) => ({
            Key: link.key,
            Title: link.title,
            Summary: link.summary,
            Order: link.displayOrder,
          })),
        };
      },
    );
    if (!page) throw notFound();
    return page;
  },

  /** GET /v2/common/contactus: topics in the caller's language, limits, a reader's own details. */
  async getForm(caller: Pick<Caller, 'customerId' | 'locale'>): Promise<ContactForm> {
    let prefill: ContactForm['Prefill'] = null;
    if (caller.customerId !== null) {
      const [customer, orderIds] = await Promise.all([
        pages.findCustomerContact(db, caller.customerId),
        pages.findRecentOrderIds(db, { customerId: caller.customerId, limit: RECENT_ORDERS }),
      ]);
      if (customer)
        prefill = {
          Name: `${customer.firstName} ${customer.lastName}`.trim(),
          Email: customer.email ?? '',
          OrderNumbers: orderIds.map(orderNumberOf),
        };
    }
    return {
      Topics: CONTACT_TOPICS.map((code) => ({
        Code: code,
        Label: topicLabel(caller.locale, code),
      })),
      Limits: {
        NameMaxLength: CONTACT_LIMITS.nameMax,
        EmailMaxLength: CONTACT_LIMITS.emailMax,
        PhoneMaxLength: CONTACT_LIMITS.phoneMax,
        OrderNumberMaxLength: CONTACT_LIMITS.orderNumberMax,
        MessageMinLength: CONTACT_LIMITS.messageMin,
        MessageMaxLength: CONTACT_LIMITS.messageMax,
      },
      Prefill: prefill,
    };
  },

  /**
   * POST /v2/common/contactus: counted against the visitor's address and the sender's e-mail
   * first (5 an hour each), then stored with a new reference and both e-mails queued in one
   * transaction.
   */
  async submit(caller: Caller, fields: ContactUsFields): Promise<ContactUsResult> {
    const email = fields.Email.trim();
    await throttle.consume(
      [
        { rule: 'contactIp', subject: { kind: 'ip', ip: caller.ip } },
        { rule: 'contactEmail', subject: { kind: 'account', emailKey: email.toLowerCase() } },
      ],
      'content.tooManyMessages',
    );
    const orderNumber = fields.OrderNumber ? fields.OrderNumber.toUpperCase() : null;
    const phone = fields.Phone || null;

    const reference = await withTransaction(async (tx) => {
      let stored: string | null = null;
      for (let attempt = 0; attempt < REFERENCE_ATTEMPTS && stored === null; attempt += 1) {
        const candidate = makeReference();
        const inserted = await pages.insertContactMessage(tx, {
          reference: candidate,
          customerId: caller.customerId,
          topic: fields.Topic,
          name: fields.Name,
          email,
          phone,
          orderNumber,
          body: fields.Message,
          locale: caller.locale,
          ip: caller.ip.slice(0, 64),
        });
        if (inserted) stored = candidate;
      }
      if (stored === null) throw new Error('no free contact-us reference after several draws');

      const staffLocale = DEFAULT_LOCALE;
      const details = [
        phone ? translate(staffLocale, 'content.mail.phone', { value: phone }) : null,
        orderNumber
          ? translate(staffLocale, 'content.mail.orderNumber', { value: orderNumber })
          : null,
        caller.customerId !== null
          ? translate(staffLocale, 'content.mail.customer', { value: caller.customerId })
          : translate(staffLocale, 'content.mail.guest'),
        translate(staffLocale, 'content.mail.language', { value: caller.locale }),
      ]
        .filter((line) => line !== null)
        .join('\n');
      await mail.send(
        {
          to: staffEmail,
          locale: staffLocale,
          name: staffLocale === 'th' ? 'ทีมบริการลูกค้า' : 'customer care team',
          replyTo: email,
          email: {
            template: 'contact-staff',
            reference: stored,
            topic: topicLabel(staffLocale, fields.Topic),
            senderName: fields.Name,
            senderEmail: email,
            details,
            body: fields.Message,
          },
        },
        tx,
      );
      await mail.send(
        {
          to: email,
          locale: caller.locale,
          name: fields.Name,
          email: {
            template: 'contact-received',
            reference: stored,
            topic: topicLabel(caller.locale, fields.Topic),
            helpLink: `${storefrontUrl}${caller.locale === 'en' ? '/en' : ''}/howto`,
          },
        },
        tx,
      );
      return stored;
    });
    return { Reference: reference };
  },
});

export type ContentService = ReturnType<typeof createContentService>;
