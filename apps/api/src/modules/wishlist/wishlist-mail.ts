import type { Locale } from '@nangsue/contracts';
import type { DbOrTx } from '../../db/client.js';
import type { JobDefinition } from '../../lib/jobs/job-queue.js';
import type { Mailer } from '../../lib/mail/mail.types.js';
import type { customerRepository } from '../accounts/index.js';
import { formatBaht } from '../../lib/pricing.js';
import { localName } from '../../lib/local-name.js';
import type * as wishlistRepository from './wishlist.repository.js';
import type { PriceDropMailData } from './wishlist.service.js';

/** The list of books in the e-mail: one line each, "name: before → now". */
export const priceDropLines = (
  locale: Locale,
  drops: PriceDropMailData['drops'],
  names: ReadonlyMap<number, { nameTh: string; nameEn: string }>,
): string =>
  drops
    .flatMap((drop) => {
      const book = names.get(drop.bookId);
      if (!book) return [];
      return [
        `• ${localName(locale, book)}: ${formatBaht(drop.beforeSatang)} → ${formatBaht(drop.nowSatang)}`,
      ];
    })
    .join('\n');

/**
 * The job that e-mails a customer the wished books whose price dropped (docs/wishlist.md). It is
 * written in the transaction that claimed the drops, so it exists once per claim; it speaks the
 * customer's language and links to their wish list.
 */
export const createPriceDropMailJob = ({
  db,
  mailer,
  storefrontUrl,
  wishlists,
  customers,
  unsubscribeHeaders,
}: {
  db: DbOrTx;
  mailer: Mailer;
  storefrontUrl: string;
  wishlists: Pick<typeof wishlistRepository, 'findBookNames'>;
  customers: Pick<typeof customerRepository, 'findCustomerById'>;
  /** The one-click unsubscribe headers of the customer's notification e-mails (docs/notifications.md). */
  unsubscribeHeaders?: (customerId: number) => Promise<Record<string, string>>;
}): JobDefinition => ({
  retryLimit: 8,
  retryDelaySeconds: 30,
  handler: async (data, job) => {
    const { customerId, drops } = data as PriceDropMailData;
    const customer = await customers.findCustomerById(db, customerId);
    if (!customer?.email || drops.length === 0) return;
    const locale: Locale = customer.language === 'en' ? 'en' : 'th';
    const names = new Map(
      (await wishlists.findBookNames(db, [...new Set(drops.map((drop) => drop.bookId))])).map(
        (book) => [book.id, book],
      ),
    );
    const books = priceDropLines(locale, drops, names);
    if (books === '') return;
    await mailer.sendAccountEmail({
      deliveryKey: job.id,
      to: customer.email,
      locale,
      name: customer.firstName || customer.email,
      email: {
        template: 'wishlist-price-drop',
        count: drops.length,
        books,
        wishlistLink: `${storefrontUrl}${locale === 'en' ? '/en' : ''}/wishlist`,
      },
      ...(unsubscribeHeaders ? { headers: await unsubscribeHeaders(customerId) } : {}),
    });
  },
});
