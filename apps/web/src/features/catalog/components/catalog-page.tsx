import type { ReactNode } from 'react';
import { Container } from '@/components/base/layout';
import styles from './catalog-page.module.css';

/** The width and padding every catalog page shares. */
export function CatalogPage({ children }: { children: ReactNode }) {
  return <Container className={styles.page}>{children}</Container>;
}
