import { useTranslations } from 'next-intl';
import { Fragment } from 'react';
import { MaskIcon } from '@/components/base/mask-icon';
import { Link } from '@/i18n/navigation';
import styles from './catalog-breadcrumbs.module.css';

export type Crumb = { label: string; href: string };

type CatalogBreadcrumbsProps = {
  /** Links after Home; the last entry is the current page (not a link). */
  trail: readonly Crumb[];
  current: string;
};

/** Home › … › current page: a list in a named `nav`, the separators hidden from screen readers. */
export function CatalogBreadcrumbs({ trail, current }: CatalogBreadcrumbsProps) {
  const t = useTranslations('catalog.breadcrumb');
  const separator = (
    <li aria-hidden="true">
      <MaskIcon name="chevronRight" size={16} />
    </li>
  );

  return (
    <nav aria-label={t('label')} className={styles.breadcrumbs}>
      <ol>
        <li>
          <Link href="/">{t('home')}</Link>
        </li>
        {trail.map((crumb) => (
          <Fragment key={crumb.href}>
            {separator}
            <li>
              <Link href={crumb.href}>{crumb.label}</Link>
            </li>
          </Fragment>
        ))}
        {separator}
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
