import { ArrowRight } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/base/button';
import styles from './home-hero.module.css';

/**
 * The welcome line of the home page: the page's heading and the two ways in, kept slim so the
 * banners and books come first into view.
 */
export async function HomeHero() {
  const t = await getTranslations('home');

  return (
    <section aria-labelledby="home-hero-title" className={styles.hero}>
      <div className={styles.text}>
        <p className={styles.eyebrow}>{t('eyebrow')}</p>
        <h1 id="home-hero-title" className={styles.title}>
          {t('title')}
        </h1>
        <p className={styles.subtitle}>{t('subtitle')}</p>
      </div>
      <div className={styles.actions}>
        <ButtonLink href="/bestseller" variant="contained" endIcon={<ArrowRight size={20} />}>
          {t('primaryCta')}
        </ButtonLink>
        <ButtonLink href="/purchaseprocess" prefetch={false} variant="outlined" tone="neutral">
          {t('secondaryCta')}
        </ButtonLink>
      </div>
    </section>
  );
}
