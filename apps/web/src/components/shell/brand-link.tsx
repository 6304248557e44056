import { getTranslations } from 'next-intl/server';
import { MaskIcon } from '@/components/base/mask-icon';
import { Link } from '@/i18n/navigation';
import styles from './brand-link.module.css';

/** Logo mark and wordmark, linking to the home page of the current language. */
export async function BrandLink() {
  const t = await getTranslations('common');

  return (
    <Link href="/" className={styles.link}>
      <span aria-hidden className={styles.mark}>
        <MaskIcon name="bookOpen" />
      </span>
      <span className={styles.words}>
        <span className={styles.brand}>{t('brand')}</span>
        <span className={styles.tagline}>{t('brandTagline')}</span>
      </span>
    </Link>
  );
}
