import type { Metadata } from 'next';
import { getMessages, getTranslations } from 'next-intl/server';
import { RequireLoginButton } from '@/features/account/require-login-button';
import { CatalogBreadcrumbs } from '@/features/catalog/components/catalog-breadcrumbs';
import { CatalogPage } from '@/features/catalog/components/catalog-page';
import { PageHeader } from '@/features/catalog/components/page-header';
import { resolveLocale } from '@/features/catalog/page-helpers';
import { ApplyPanel } from '@/features/publishers/apply-panel';
import { loadApplyPage } from '@/features/publishers/data';
import type { ApplicationStatusTexts, ApplyFormTexts } from '@/features/publishers/texts';
import styles from '@/features/publishers/publishers.module.css';
import { buildAlternates } from '@/i18n/metadata';

type ApplyPageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: ApplyPageProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations('publishers.apply');
  return {
    title: t('title'),
    description: t('description'),
    alternates: buildAlternates('/vendor/apply', locale),
  };
}

/**
 * Selling on the store (spec §2 `/vendor/apply`): a guest reads what it means and signs in; a
 * customer fills the application, or sees its status (docs/publishers.md).
 */
export default async function VendorApplyPage({ params }: ApplyPageProps) {
  await resolveLocale(params);
  const [t, messages, data] = await Promise.all([
    getTranslations('publishers.apply'),
    getMessages(),
    loadApplyPage(),
  ]);

  return (
    <CatalogPage>
      <PageHeader
        title={t('title')}
        description={t('guest.lead')}
        breadcrumbs={<CatalogBreadcrumbs trail={[]} current={t('title')} />}
      />
      {data.kind === 'signed-out' ? (
        <div className={styles.intro}>
          <section className={styles.card} aria-labelledby="sell-benefits">
            <h2 id="sell-benefits" className={styles.cardTitle}>
              {t('guest.benefitsTitle')}
            </h2>
            <ul className={styles.list}>
              {(['reach', 'formats', 'payouts', 'protection'] as const).map((key) => (
                <li key={key}>{t(`guest.${key}`)}</li>
              ))}
            </ul>
          </section>
          <section className={styles.card} aria-labelledby="sell-steps">
            <h2 id="sell-steps" className={styles.cardTitle}>
              {t('guest.stepsTitle')}
            </h2>
            <ol className={styles.list}>
              {(['step1', 'step2', 'step3'] as const).map((key) => (
                <li key={key}>{t(`guest.${key}`)}</li>
              ))}
            </ol>
          </section>
          <section className={styles.card} aria-labelledby="sell-sign-in">
            <h2 id="sell-sign-in" className={styles.cardTitle}>
              {t('guest.signInTitle')}
            </h2>
            <p className={styles.muted}>{t('guest.signInBody')}</p>
            <div className={styles.actions}>
              <RequireLoginButton label={t('guest.signIn')} />
            </div>
          </section>
        </div>
      ) : (
        <ApplyPanel
          application={data.application}
          masterBook={data.masterBook}
          masterAccountType={data.masterAccountType}
          formTexts={messages.publishers.apply.form satisfies ApplyFormTexts}
          statusTexts={messages.publishers.apply.status satisfies ApplicationStatusTexts}
        />
      )}
    </CatalogPage>
  );
}
