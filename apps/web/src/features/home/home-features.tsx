import { LibraryBig, MonitorSmartphone, ShieldCheck } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Container } from '@/components/base/layout';
import styles from './home-features.module.css';

const FEATURE_KEYS = ['readAnywhere', 'bookshelf', 'securePayment'] as const;

const FEATURE_ICONS: Record<(typeof FEATURE_KEYS)[number], ReactNode> = {
  readAnywhere: <MonitorSmartphone />,
  bookshelf: <LibraryBig />,
  securePayment: <ShieldCheck />,
};

/** Why the store: three cards under the home page's rows. */
export async function HomeFeatures() {
  const t = await getTranslations('home');

  return (
    <Container as="section" aria-labelledby="home-features-title" className={styles.features}>
      <h2 id="home-features-title" className={styles.title}>
        {t('featuresTitle')}
      </h2>
      <div className={styles.grid}>
        {FEATURE_KEYS.map((key) => (
          <div key={key} className={styles.card}>
            <div className={styles.icon}>{FEATURE_ICONS[key]}</div>
            <h3 className={styles.cardTitle}>{t(`features.${key}.title`)}</h3>
            <p className={styles.cardBody}>{t(`features.${key}.body`)}</p>
          </div>
        ))}
      </div>
    </Container>
  );
}
