'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/base/button';
import { MaskIcon } from '@/components/base/mask-icon';
import { Link } from '@/i18n/navigation';
import { useAnchoredPopover } from './anchored-popover';
import type { MenuCategory } from './menu-categories';
import styles from './category-menu.module.css';

type CategoryMenuProps = {
  /**
   * The category tree (`GET /v2/home/categorytree`, `toMenuCategories`); empty when the API could
   * not give it.
   */
  categories: readonly MenuCategory[];
};

/**
 * The header's category menu: every category and its sub-categories, each linking to its page. A
 * popover with the role of a dialog; its links are rendered once it first opens, so the page's HTML
 * does not carry the whole tree (the data is in the page's payload either way).
 */
export function CategoryMenu({ categories }: CategoryMenuProps) {
  const t = useTranslations('header.categories');
  const titleId = useId();
  const [hasOpened, setHasOpened] = useState(false);
  const { isOpen, close, triggerProps, popoverProps } = useAnchoredPopover<HTMLDivElement>({
    onOpen: (panel) => panel.focus(),
  });
  if (isOpen && !hasOpened) setHasOpened(true);
  const isEmpty = categories.length === 0;

  return (
    <>
      <Button
        {...triggerProps}
        tone="neutral"
        aria-label={t('button')}
        aria-haspopup="dialog"
        className={styles.trigger}
        startIcon={<MaskIcon name="shapes" />}
        endIcon={<MaskIcon name="chevronDown" className={styles.chevron} />}
      >
        <span className={styles.label}>{t('button')}</span>
      </Button>
      <div
        {...popoverProps}
        role="dialog"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={isEmpty ? `${styles.panel} ${styles.empty}` : styles.panel}
      >
        <h2 id={titleId} className={styles.title}>
          {t('title')}
        </h2>
        {isEmpty ? (
          <p className={styles.emptyText}>{t('empty')}</p>
        ) : hasOpened ? (
          <ul className={styles.grid}>
            {categories.map(([id, name, count, subCategories = []]) => (
              <li key={id} className={styles.category}>
                <Link href={`/category/${id}`} onClick={close} className={styles.categoryLink}>
                  <span>{name}</span>
                  <span className={styles.count}>{t('count', { count })}</span>
                </Link>
                {subCategories.length > 0 ? (
                  <ul className={styles.subList}>
                    {subCategories.map(([subId, subName]) => (
                      <li key={subId}>
                        <Link
                          href={`/category/${subId}`}
                          onClick={close}
                          className={styles.subLink}
                        >
                          {subName}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </>
  );
}
