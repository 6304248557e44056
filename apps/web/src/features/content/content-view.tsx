import { TIME_ZONE, type ContentPage } from '@nangsue/contracts';
import { getFormatter, getTranslations } from 'next-intl/server';
import { CatalogBreadcrumbs } from '@/features/catalog/components/catalog-breadcrumbs';
import { CatalogPage } from '@/features/catalog/components/catalog-page';
import { Link } from '@/i18n/navigation';
import { ContentMarkdown } from './content-markdown';
import { contentPath } from './content-paths';
import styles from './content-view.module.css';

/**
 * A content page: breadcrumbs (Home › the group › the page), the title, when it was last updated
 * (in Bangkok, in the page's language), the text, and the group's pages beside it (under it on a
 * phone), the current one marked.
 */
export async function ContentView({ page }: { page: ContentPage }) {
  const [t, format] = await Promise.all([getTranslations('content'), getFormatter()]);
  const groupIndex = page.Pages.find((link) => link.Key === 'index');
  const isIndex = page.Key === 'index';
  const trail =
    !isIndex && groupIndex
      ? [{ label: groupIndex.Title, href: contentPath(page.Group, 'index') }]
      : [];
  const updated = new Date(page.UpdatedOn);

  return (
    <CatalogPage>
      <div className={styles.crumbs}>
        <CatalogBreadcrumbs trail={trail} current={page.Title} />
      </div>
      <div className={styles.layout}>
        <article className={styles.article} data-testid="content-page">
          <header className={styles.header}>
            <h1 className={styles.title}>{page.Title}</h1>
            <p className={styles.updated}>
              {t.rich('updated', {
                date: () => (
                  <time dateTime={page.UpdatedOn}>
                    {format.dateTime(updated, { dateStyle: 'long', timeZone: TIME_ZONE })}
                  </time>
                ),
              })}
            </p>
          </header>
          <ContentMarkdown markdown={page.BodyMarkdown} externalLabel={t('opensInNewTab')} />
        </article>
        {page.Pages.length > 1 ? (
          <nav aria-label={t('sectionNav')} className={styles.nav}>
            <h2 className={styles.navTitle}>{groupIndex?.Title ?? t('sectionNav')}</h2>
            <ul className={styles.navList}>
              {page.Pages.map((link) => {
                const isCurrent = link.Key === page.Key;
                return (
                  <li key={link.Key}>
                    <Link
                      href={contentPath(page.Group, link.Key)}
                      prefetch={false}
                      aria-current={isCurrent ? 'page' : undefined}
                      className={isCurrent ? `${styles.navLink} ${styles.current}` : styles.navLink}
                    >
                      {link.Key === 'index' ? t('overview') : link.Title}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        ) : null}
      </div>
    </CatalogPage>
  );
}
