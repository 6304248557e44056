import { getTranslations } from 'next-intl/server';
import { Container } from '@/components/base/layout';
import { BasketLink } from '@/features/basket/basket-link';
import { findCategoryTree } from '@/features/catalog/data';
import { NotificationBell } from '@/features/notifications/notification-bell';
import { AccountMenu } from './account-menu';
import { BrandLink } from './brand-link';
import { CategoryMenu } from './category-menu';
import { LanguageSwitch } from './language-switch';
import { toMenuCategories } from './menu-categories';
import { SearchBox } from './search-box';
import { ThemeSwitch } from './theme-switch';
import styles from './site-header.module.css';

/**
 * One row on desktop (brand, categories, search, actions); below `lg` the search box moves under
 * the brand row and the actions show icons only. A server component: only the search box, the
 * menus and the switches are client islands.
 */
export async function SiteHeader() {
  const [t, categories, tBell] = await Promise.all([
    getTranslations('header'),
    findCategoryTree(),
    getTranslations('notifications.bell'),
  ]);

  return (
    <header className={styles.header}>
      <Container>
        <div className={styles.grid}>
          <div className={styles.brand}>
            <BrandLink />
          </div>
          <div className={styles.categories}>
            <CategoryMenu categories={toMenuCategories(categories)} />
          </div>
          <div className={styles.search}>
            <SearchBox />
          </div>
          <nav aria-label={t('mainNavigation')} className={styles.actions}>
            <LanguageSwitch />
            <ThemeSwitch />
            <NotificationBell label={tBell('label')} unreadLabel={tBell.raw('unread') as string} />
            <BasketLink />
            <AccountMenu />
          </nav>
        </div>
      </Container>
    </header>
  );
}
