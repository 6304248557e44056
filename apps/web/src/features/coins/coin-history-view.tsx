import type { CoinBalance, CoinHistory, CoinPack } from '@nangsue/contracts';
import { Coins } from 'lucide-react';
import { getFormatter, getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/base/button';
import { classNames } from '@/components/base/class-names';
import { EmptyState } from '@/features/catalog/components/empty-state';
import { CoinPacks } from './coin-packs';
import { Link } from '@/i18n/navigation';
import styles from './coins.module.css';

const SATANG_PER_COIN = 100;

/**
 * The balance, what expires next (Buddhist-era dates in Thai), the coin packs on sale, and one page
 * of the history.
 */
export async function CoinHistoryView({
  balance,
  history,
  packs,
}: {
  balance: CoinBalance;
  history: CoinHistory;
  packs: readonly CoinPack[];
}) {
  const [t, format] = await Promise.all([getTranslations('coins'), getFormatter()]);
  const coins = (satang: number) =>
    format.number(satang / SATANG_PER_COIN, { maximumFractionDigits: 2 });
  const date = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'long', timeZone: 'Asia/Bangkok' });
  const { PageNumber: page, TotalPages: pages } = history.Paging;

  return (
    <>
      <section aria-labelledby="coin-balance" className={styles.balance}>
        <h2 id="coin-balance" className={styles.balanceLabel}>
          {t('balanceLabel')}
        </h2>
        <p className={styles.balanceValue} data-testid="coin-balance">
          {t('balance', { amount: coins(balance.BalanceValue) })}
        </p>
        <p className={styles.muted}>
          {balance.NextExpiry
            ? t('nextExpiry', {
                amount: coins(balance.NextExpiry.AmountValue),
                date: date(balance.NextExpiry.ExpiresAt),
              })
            : t('noExpiry')}
        </p>
        <p className={styles.muted}>{t('oneCoin')}</p>
        <ButtonLink href="/redeemcode" prefetch={false} variant="outlined">
          {t('redeemLink')}
        </ButtonLink>
      </section>

      <CoinPacks packs={packs} />

      <h2 className={styles.historyTitle}>{t('historyTitle')}</h2>
      {history.Entries.length === 0 ? (
        <EmptyState icon={<Coins />} title={t('emptyTitle')} body={t('emptyBody')} />
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('date')}</th>
              <th scope="col">{t('entry')}</th>
              <th scope="col" className={styles.number}>
                {t('amount')}
              </th>
              <th scope="col">{t('expires')}</th>
            </tr>
          </thead>
          <tbody>
            {history.Entries.map((entry) => (
              <tr key={entry.Id} data-testid="coin-entry">
                <td>{date(entry.CreatedAt)}</td>
                <td>{entry.Description}</td>
                <td
                  className={classNames(
                    styles.number,
                    entry.AmountValue < 0 ? styles.debit : styles.credit,
                  )}
                >
                  {entry.AmountValue > 0 ? '+' : '−'}
                  {coins(Math.abs(entry.AmountValue))}
                </td>
                <td>{entry.ExpiresAt ? date(entry.ExpiresAt) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pages > 1 ? (
        <nav aria-label={t('page', { page, total: pages })} className={styles.pages}>
          {page > 1 ? (
            <Link href={`/coins-history?pageNumber=${page - 1}`}>{t('previous')}</Link>
          ) : null}
          <span>{t('page', { page, total: pages })}</span>
          {page < pages ? (
            <Link href={`/coins-history?pageNumber=${page + 1}`}>{t('next')}</Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
