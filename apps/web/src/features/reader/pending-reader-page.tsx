import 'server-only';
import type { BookFileFormat, Locale } from '@nangsue/contracts';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { preload } from 'react-dom';
import { CatalogPage } from '@/features/catalog/components/catalog-page';
import { ordersPaths } from '@/features/orders/orders-paths';
import { SignInPrompt } from '@/features/coins/sign-in-prompt';
import { Link } from '@/i18n/navigation';
import { loadPendingBook } from './pending-data';
import { PendingReaderMessages } from './pending-messages';
import { PendingReader } from './pending-reader';
import { loadAccountReaderSettings } from './settings-data';

const ORDER_ID = /^[1-9]\d{0,14}$/;

/**
 * The reader page's branch for `?order=` (read while you pay, docs/reader.md): the pending
 * order's preview, marked and following the order; the refusal's message when the order expired
 * or was cancelled; null once it is paid (the page opens the whole book as for any owner).
 */
export async function PendingReaderPage({
  productId,
  order,
  locale,
  format,
}: {
  productId: number;
  order: string;
  locale: Locale;
  format: BookFileFormat | null;
}) {
  if (!ORDER_ID.test(order)) notFound();
  const orderId = Number(order);
  const [t, reader, load, account] = await Promise.all([
    getTranslations('readWhilePaying'),
    getTranslations('reader'),
    loadPendingBook(productId, orderId, format),
    loadAccountReaderSettings(),
  ]);
  if (load.kind === 'paid') return null;
  if (load.kind === 'not-found') notFound();
  if (load.kind === 'signed-out')
    return (
      <CatalogPage>
        <SignInPrompt
          title={reader('signInTitle')}
          body={reader('signInBody')}
          action={reader('signIn')}
        />
      </CatalogPage>
    );
  if (load.kind === 'closed')
    return (
      <CatalogPage>
        <div role="alert" data-testid="pending-reading-closed">
          <h1>{t('closedTitle')}</h1>
          <p>{load.message}</p>
          <Link href={ordersPaths.details(orderId)} prefetch={false}>
            {t('seeOrder')}
          </Link>
        </div>
      </CatalogPage>
    );
  if (load.pending.Book.Format === 'EPUB')
    preload(load.pending.Book.FileUrl, { as: 'fetch', crossOrigin: 'anonymous' });
  return (
    <PendingReaderMessages>
      <PendingReader pending={load.pending} locale={locale} {...(account ? { account } : {})} />
    </PendingReaderMessages>
  );
}
