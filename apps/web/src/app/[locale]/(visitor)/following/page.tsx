import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { CatalogBreadcrumbs } from '@/features/catalog/components/catalog-breadcrumbs';
import { CatalogPage } from '@/features/catalog/components/catalog-page';
import { PageHeader } from '@/features/catalog/components/page-header';
import { catalogPaths } from '@/features/catalog/catalog-paths';
import { resolveLocale } from '@/features/catalog/page-helpers';
import { SignInPrompt } from '@/features/coins/sign-in-prompt';
import { loadFollows } from '@/features/notifications/data';
import { UnfollowButton } from '@/features/notifications/notification-actions';
import { Link } from '@/i18n/navigation';
import { accountPaths } from '@/features/account/account-paths';
import { buildAlternates } from '@/i18n/metadata';
import styles from '@/features/notifications/notifications-view.module.css';

/** Each followed thing's own catalog page: the series, the author, the publisher. */
const FOLLOWED_PAGE = {
  series: catalogPaths.series,
  contributor: catalogPaths.author,
  publisher: catalogPaths.vendor,
} as const;

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations('notifications.following');
  return {
    title: t('title'),
    alternates: buildAlternates(accountPaths.following, locale),
    robots: { index: false, follow: false },
  };
}

/**
 * What the reader follows (docs/notifications.md), each with "Unfollow"; per visit, never cached.
 * A publisher links to its page (series and authors have no page of their own yet).
 */
export default async function FollowingPage({ params }: { params: Promise<{ locale: string }> }) {
  await resolveLocale(params);
  const [t, format, loaded] = await Promise.all([
    getTranslations('notifications.following'),
    getFormatter(),
    loadFollows(),
  ]);

  return (
    <CatalogPage>
      <PageHeader
        title={t('title')}
        breadcrumbs={<CatalogBreadcrumbs trail={[]} current={t('title')} />}
      />
      {loaded.kind === 'signed-out' ? (
        <SignInPrompt title={t('signInTitle')} body={t('signInBody')} action={t('signIn')} />
      ) : loaded.value.Items.length === 0 ? (
        <p className={styles.intro}>{t('empty')}</p>
      ) : (
        <ul aria-label={t('title')} className={styles.items}>
          {loaded.value.Items.map((item) => (
            <li
              key={`${item.Kind}:${item.TargetId}`}
              className={styles.item}
              data-testid="following-item"
            >
              <div className={styles.about}>
                <p className={styles.date}>{t(`kind.${item.Kind}`)}</p>
                <p className={styles.text}>
                  <Link href={FOLLOWED_PAGE[item.Kind](item.TargetId)}>{item.Name}</Link>
                </p>
                <p className={styles.date}>
                  {t('since', {
                    date: format.dateTime(new Date(item.FollowedOn), {
                      dateStyle: 'medium',
                      timeZone: 'Asia/Bangkok',
                    }),
                  })}
                </p>
              </div>
              <UnfollowButton
                kind={item.Kind}
                targetId={item.TargetId}
                label={t('unfollow')}
                name={t('unfollowLabel', { name: item.Name })}
                done={t('unfollowed', { name: item.Name })}
              />
            </li>
          ))}
        </ul>
      )}
    </CatalogPage>
  );
}
