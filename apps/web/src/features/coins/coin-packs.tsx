import type { CoinPack } from '@nangsue/contracts';
import { Coins } from 'lucide-react';
import { getFormatter, getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/base/button';
import { formatPrice } from '@/features/catalog/format';
import { checkoutPaths } from '@/features/checkout/checkout-source';
import styles from './coins.module.css';

const SATANG_PER_COIN = 100;

/**
 * "Buy coins" (docs/buying.md §11.6): each pack on sale with its price, coins, bonus coins and how
 * long they stay valid; buying one is the checkout of that pack (`/payment?coinPackId=`).
 */
export async function CoinPacks({ packs }: { packs: readonly CoinPack[] }) {
  const [t, format] = await Promise.all([getTranslations('coins.packs'), getFormatter()]);
  const coins = (satang: number) =>
    format.number(satang / SATANG_PER_COIN, { maximumFractionDigits: 2 });

  return (
    <section aria-labelledby="coin-packs" className={styles.packs}>
      <h2 id="coin-packs" className={styles.historyTitle}>
        {t('title')}
      </h2>
      <p className={styles.muted}>{t('intro')}</p>
      {packs.length === 0 ? (
        <p className={styles.muted}>{t('none')}</p>
      ) : (
        <ul className={styles.packList}>
          {packs.map((pack) => {
            const price = formatPrice(format, pack.ProductPrice.PriceValue);
            return (
              <li key={pack.Id} className={styles.pack} data-testid="coin-pack">
                <Coins size={28} aria-hidden="true" className={styles.packIcon} />
                <h3 className={styles.packName}>{pack.Name}</h3>
                <p className={styles.packCoins}>{t('coins', { amount: coins(pack.CoinsValue) })}</p>
                {pack.BonusCoinsValue > 0 ? (
                  <p className={styles.packBonus}>
                    {t('bonus', { amount: coins(pack.BonusCoinsValue) })}
                  </p>
                ) : null}
                <p className={styles.muted}>{t('validity', { days: pack.ValidDays })}</p>
                <p className={styles.packPrice}>{price}</p>
                <ButtonLink
                  href={checkoutPaths.coinPack(pack.Id)}
                  prefetch={false}
                  variant="contained"
                  aria-label={t('buyLabel', { name: pack.Name, price })}
                >
                  {t('buy')}
                </ButtonLink>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
