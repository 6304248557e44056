import type { ReactNode } from 'react';
import styles from './page-header.module.css';

type PageHeaderProps = {
  title: string;
  /** A small label above the title (`Publisher`, `Tag`, …). */
  eyebrow?: string;
  /** Paragraphs under the title. */
  description?: string;
  breadcrumbs?: ReactNode;
  /** Links or chips under the description. */
  children?: ReactNode;
  /** Actions on the right of the title (a contact link). */
  actions?: ReactNode;
};

/** Breadcrumbs, title and description of a catalog page. */
export function PageHeader({
  title,
  eyebrow,
  description,
  breadcrumbs,
  children,
  actions,
}: PageHeaderProps) {
  const paragraphs = (description ?? '')
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');

  return (
    <header className={styles.header}>
      {breadcrumbs}
      <div className={breadcrumbs ? `${styles.titleRow} ${styles.belowCrumbs}` : styles.titleRow}>
        <div className={styles.titles}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 className={styles.title}>{title}</h1>
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {paragraphs.length > 0 ? (
        <div className={styles.description}>
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      ) : null}
      {children ? <div className={styles.extra}>{children}</div> : null}
    </header>
  );
}
